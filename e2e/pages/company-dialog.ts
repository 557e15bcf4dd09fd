import type { Locator, Page } from 'playwright-core';

/** 'Seleziona Azienda' dialog of the entrepreneur (spec 1 §2). */
export class CompanyDialog {
  readonly dialog: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Seleziona Azienda' });
    this.confirm = this.dialog.getByRole('button', { name: 'Cambia Azienda' });
    this.cancel = this.dialog.getByRole('button', { name: 'Annulla' });
  }

  row(companyName: string): Locator {
    return this.dialog.getByRole('radio', { name: new RegExp(companyName) });
  }
}
