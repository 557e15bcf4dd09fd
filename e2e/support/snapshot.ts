import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Pictures of the screens for a person to look at: written only when E2E_SCREENSHOTS names a
 * folder (e.g. `E2E_SCREENSHOTS=/tmp/banco-shots npm test`), so a normal run has no side effects.
 */
export async function snapshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await animationsFinished(page);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** The few browser APIs used below (the e2e code is compiled without the DOM library). */
interface BrowserWindow {
  requestAnimationFrame(callback: () => void): number;
  document: { getAnimations(): { effect: { getComputedTiming(): { endTime?: number } } | null; finished: Promise<unknown> }[] };
}

/**
 * Waits until the page's finite animations and CSS transitions (a modal opening) have ended, for a
 * readable picture. Two frames first, so a transition a render has just asked for has started.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const browser = globalThis as unknown as BrowserWindow;
    await new Promise((frame) => browser.requestAnimationFrame(() => browser.requestAnimationFrame(() => frame(undefined))));
    const finite = browser.document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
