import type { Locator, Page } from 'playwright-core';

/** /customers, 'Clienti' (spec 2 §2.1), with its wizard and dialogs. */
export class CustomersPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly newCustomer: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly rows: Locator;
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Clienti', exact: true });
    this.newCustomer = page.getByRole('button', { name: 'Nuovo Cliente' });
    this.search = page.getByRole('searchbox', { name: 'Cerca' });
    this.searchButton = page.getByRole('button', { name: 'Cerca', exact: true });
    this.rows = page.getByTestId('customer-row');
    this.banner = page.getByRole('status').filter({ hasText: 'con successo' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/customers${query}`);
    await this.heading.waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  action(action: 'Visualizza' | 'Modifica' | 'Elimina', name: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  wizard(title: 'Nuovo Cliente' | 'Modifica Cliente' = 'Nuovo Cliente'): CustomerWizardDialog {
    return new CustomerWizardDialog(this.page.getByRole('dialog', { name: title }));
  }

  detail(): Locator {
    return this.page.getByRole('dialog', { name: 'Dettaglio cliente' });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}

/** The 4-step customer wizard. */
export class CustomerWizardDialog {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly create: Locator;
  readonly save: Locator;

  constructor(dialog: Locator) {
    this.dialog = dialog;
    this.next = dialog.getByRole('button', { name: 'Avanti' });
    this.back = dialog.getByRole('button', { name: 'Indietro' });
    this.create = dialog.getByRole('button', { name: 'Crea Cliente' });
    this.save = dialog.getByRole('button', { name: 'Salva Modifiche' });
  }

  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: label, exact: true });
  }

  /** A DD/MM/YYYY date field: typed, then left, as a user does. */
  async date(label: string, value: string): Promise<void> {
    const input = this.field(label);
    await input.fill(value);
    await input.press('Tab');
  }

  /** 'Indirizzo' while it suggests addresses (a combobox; once a suggestion locks it, a read-only `field`). */
  get address(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Indirizzo', exact: true }).or(this.dialog.getByRole('combobox', { name: 'Indirizzo', exact: true }));
  }

  /** The searchable province select ('MI — Milano'). */
  get province(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Provincia' });
  }

  error(message: string): Locator {
    return this.dialog.getByText(message, { exact: true });
  }
}
