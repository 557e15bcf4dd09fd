import type { Locator } from 'playwright-core';
import { pwExpect } from './expect.ts';

/**
 * Probes of a table with pinned actions ('.banco-sticky-actions'), run in the page through
 * `locator.evaluate`: what a user at 1024×768 would find cut off or covered.
 */

/** The few DOM types `cellsUnderActions` uses (the e2e code is compiled without the DOM library). */
interface Box {
  left: number;
  right: number;
}
interface Cell {
  className: string;
  textContent: string | null;
  getBoundingClientRect(): Box;
}
interface ActionButton {
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
}
interface TableElement {
  querySelectorAll(selector: string): ArrayLike<{ querySelectorAll(selector: string): ArrayLike<Cell> }>;
}

/** Runs in the page: the action buttons (by their label) that end beyond the window's right edge. */
export function actionsBeyondWindow(table: unknown): string[] {
  const width = (globalThis as unknown as { innerWidth: number }).innerWidth;
  const buttons = Array.from((table as TableElement).querySelectorAll('.banco-sticky-actions button') as unknown as ArrayLike<ActionButton>);
  return buttons.filter((button) => button.getBoundingClientRect().right > width).map((button) => button.getAttribute('aria-label') ?? '');
}

/** Runs in the page: the cells (by their text) whose box reaches into the pinned actions cell of their row. */
export function cellsUnderActions(table: unknown): string[] {
  const overlapping: string[] = [];
  for (const row of Array.from((table as TableElement).querySelectorAll('tr'))) {
    const cells = Array.from(row.querySelectorAll('th, td'));
    const actions = cells.find((cell) => cell.className.includes('banco-sticky-actions'));
    if (!actions) continue;
    const left = actions.getBoundingClientRect().left;
    for (const cell of cells) {
      if (cell !== actions && cell.getBoundingClientRect().right > left + 1) overlapping.push((cell.textContent ?? '').slice(0, 40));
    }
  }
  return overlapping;
}

/** A table with pinned actions fits the window: every action button in it, and no cell under the actions. */
export async function expectTableFits(table: Locator): Promise<void> {
  await pwExpect.poll(() => table.evaluate(actionsBeyondWindow)).toEqual([]);
  await pwExpect.poll(() => table.evaluate(cellsUnderActions)).toEqual([]);
}
