import type { Locator, Page } from 'playwright-core';

/** /companies, 'Gestione Aziende' (spec 1 §2), with its wizard and modals. */
export class CompaniesPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly newCompany: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly planFilter: Locator;
  readonly resetFilters: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly range: Locator;
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Gestione Aziende' });
    this.newCompany = page.getByRole('button', { name: 'Nuova Azienda' });
    this.search = page.getByLabel('Cerca');
    this.statusFilter = page.getByLabel('Stato', { exact: true });
    this.planFilter = page.getByLabel('Piano', { exact: true });
    this.resetFilters = page.getByRole('button', { name: 'Reimposta filtri' });
    this.rows = page.getByTestId('company-row');
    this.empty = page.getByText('Nessuna azienda trovata');
    this.range = page.getByTestId('companies-range');
    this.banner = page.getByRole('status').filter({ hasText: 'con successo' });
  }

  async open(): Promise<void> {
    await this.page.goto('/companies');
    await this.heading.waitFor();
    await this.rows.first().waitFor();
  }

  stat(key: string): Locator {
    return this.page.getByTestId(`stat-${key}`);
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  action(action: 'Visualizza' | 'Modifica' | 'Elimina', companyName: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${companyName}`, exact: true });
  }

  wizard(title: 'Nuova Azienda' | 'Modifica Azienda' = 'Nuova Azienda'): CompanyWizardDialog {
    return new CompanyWizardDialog(this.page.getByRole('dialog', { name: title }));
  }

  deleteDialog(): DeleteCompanyDialog {
    return new DeleteCompanyDialog(this.page.getByRole('dialog', { name: 'Elimina Azienda' }));
  }

  detailDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Dettagli Azienda' });
  }
}

export class CompanyWizardDialog {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly create: Locator;
  readonly save: Locator;
  readonly unsaved: Locator;
  readonly skip: Locator;
  readonly estimatedTime: Locator;
  readonly help: Locator;

  constructor(dialog: Locator) {
    this.dialog = dialog;
    this.next = dialog.getByRole('button', { name: 'Avanti' });
    this.back = dialog.getByRole('button', { name: 'Indietro' });
    this.create = dialog.getByRole('button', { name: 'Crea Azienda' });
    this.save = dialog.getByRole('button', { name: 'Salva Modifiche' });
    this.unsaved = dialog.getByTestId('unsaved-changes');
    this.skip = dialog.getByRole('button', { name: 'Salta questo step' });
    this.estimatedTime = dialog.getByTestId('wizard-estimated-time');
    this.help = dialog.getByTestId('wizard-help');
  }

  /** The indicator's button of step `number` (1-based); its data-status says done, current, error or todo. */
  step(number: number): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^Passo ${number}:`) });
  }

  /** The input labelled `label` (a required field's label ends with ' *'). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
  }

  plan(name: string): Locator {
    return this.dialog.getByRole('radio', { name: `Piano ${name}` });
  }

  text(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }
}

export class DeleteCompanyDialog {
  readonly dialog: Locator;
  readonly nameInput: Locator;
  readonly confirm: Locator;
  readonly check: Locator;
  readonly error: Locator;
  /** Why the company cannot be deleted, shown instead of the name check. */
  readonly blocked: Locator;

  constructor(dialog: Locator) {
    this.dialog = dialog;
    this.nameInput = dialog.getByLabel("Nome dell'azienda da eliminare");
    this.confirm = dialog.getByRole('button', { name: 'Elimina Azienda' });
    this.check = dialog.getByTestId('delete-name-check');
    this.error = dialog.getByRole('alert');
    this.blocked = dialog.getByTestId('delete-blocked-reason');
  }
}
