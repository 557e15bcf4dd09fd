import type { Locator, Page } from 'playwright-core';

/** /sales/returns, 'Gestione Resi e Cambi' (spec 2 §2.7; issue 11). */
export class ReturnsWizard {
  readonly page: Page;
  readonly dialog: Locator;
  readonly next: Locator;
  readonly receipt: Locator;
  readonly customer: Locator;
  readonly selectedSale: Locator;
  readonly completedHeading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: /Gestione Resi e Cambi/ });
    this.next = this.dialog.getByRole('button', { name: 'Avanti' });
    this.receipt = this.dialog.getByRole('textbox', { name: 'Numero scontrino' });
    this.customer = this.dialog.getByRole('textbox', { name: 'Telefono o codice fiscale' });
    this.selectedSale = this.dialog.getByLabel('Vendita selezionata');
    this.completedHeading = page.getByRole('heading', { name: 'Reso Completato!' });
  }

  async open(): Promise<void> {
    await this.page.goto('/sales/returns');
    await this.dialog.waitFor();
  }

  /** Step 1's search mode: 'Scontrino', 'Cliente' or 'Periodo'. */
  async mode(label: 'Scontrino' | 'Cliente' | 'Periodo'): Promise<void> {
    await this.dialog.getByLabel('Cerca per').getByText(label, { exact: true }).click();
  }

  selectButton(saleNumber: string): Locator {
    return this.dialog.getByRole('button', { name: `Seleziona vendita ${saleNumber}` });
  }

  product(name: string): Locator {
    return this.dialog.getByRole('checkbox', { name: `Restituisci ${name}` });
  }

  defect(label: string): Locator {
    return this.dialog.getByRole('checkbox', { name: label });
  }

  refundMethod(label: string): Locator {
    return this.dialog.getByRole('radio', { name: new RegExp(`^${label}`) });
  }

  complete(kind: 'Reso' | 'Cambio'): Locator {
    return this.dialog.getByRole('button', { name: `Completa ${kind}` });
  }
}
