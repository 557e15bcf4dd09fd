import type { Locator, Page } from 'playwright-core';

/** A shift wizard ('Apertura Turno', 'Chiusura Turno'): its dialog, buttons and denomination grid. */
export class ShiftWizard {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly grid: Locator;
  readonly total: Locator;

  readonly page: Page;

  constructor(page: Page, title: 'Apertura Turno' | 'Chiusura Turno') {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: new RegExp(title) });
    this.next = this.dialog.getByRole('button', { name: 'Avanti' });
    this.grid = this.dialog.getByTestId('cash-count-grid');
    this.total = this.dialog.getByTestId('cash-count-total');
  }

  /** The count field of a note or coin by its label ('€ 50', '€ 0,50'). */
  count(label: string): Locator {
    return this.grid.getByLabel(label, { exact: true });
  }

  /**
   * Types a count by keyboard only, as a cashier does: from the first denomination, each count then
   * Enter to the next one ('' leaves a denomination at zero).
   */
  async typeCounts(counts: readonly string[]): Promise<void> {
    await this.count('€ 500').focus();
    for (const value of counts) {
      if (value !== '') await this.page.keyboard.type(value);
      await this.page.keyboard.press('Enter');
    }
  }
}
