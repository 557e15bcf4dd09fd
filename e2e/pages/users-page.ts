import type { Locator, Page } from 'playwright-core';

/** /users, 'Utenti' (spec 1 §2), with its wizard and modals. */
export class UsersPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly newUser: Locator;
  readonly search: Locator;
  readonly roleFilter: Locator;
  readonly rows: Locator;
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Utenti', exact: true });
    this.newUser = page.getByRole('button', { name: 'Nuovo Utente' });
    this.search = page.getByPlaceholder('Cerca per nome, email...');
    this.roleFilter = page.getByLabel('Ruolo', { exact: true });
    this.rows = page.getByTestId('user-row');
    this.banner = page.getByRole('status').filter({ hasText: 'con successo' });
  }

  async open(): Promise<void> {
    await this.page.goto('/users');
    await this.heading.waitFor();
    await this.rows.first().waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  action(action: 'Visualizza' | 'Modifica' | 'Elimina', fullName: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${fullName}`, exact: true });
  }

  wizard(title: 'Nuovo Utente' | 'Modifica Utente' = 'Nuovo Utente'): UserWizardDialog {
    return new UserWizardDialog(this.page.getByRole('dialog', { name: title }));
  }

  detailDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Dettaglio utente' });
  }

  deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Elimina utente' });
  }
}

/** The 4-step user wizard. */
export class UserWizardDialog {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly create: Locator;
  readonly save: Locator;

  constructor(dialog: Locator) {
    this.dialog = dialog;
    this.next = dialog.getByRole('button', { name: 'Avanti' });
    this.back = dialog.getByRole('button', { name: 'Indietro' });
    this.create = dialog.getByRole('button', { name: 'Crea Utente' });
    this.save = dialog.getByRole('button', { name: 'Salva Modifiche' });
  }

  /** A field by its label; required fields carry ' *' in their name. */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.dialog.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
  }

  text(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  store(name: string): Locator {
    return this.dialog.getByRole('checkbox', { name });
  }

  /** The steps of the indicator, in order ('Passo 2: Ruolo e Azienda (completato)' → 'Ruolo e Azienda'). */
  async stepLabels(): Promise<string[]> {
    const names = await this.dialog
      .getByRole('list', { name: 'Passaggi' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    return names.map((name) => name.replace(/^Passo \d+: /, '').replace(/ \((completato|da correggere)\)$/, ''));
  }

  async personal(values: { firstName: string; lastName: string; email: string; phone?: string }): Promise<void> {
    await this.field('Nome').fill(values.firstName);
    await this.field('Cognome').fill(values.lastName);
    await this.field('Email').fill(values.email);
    if (values.phone !== undefined) await this.field('Telefono').fill(values.phone);
  }

  async credentials(password: string, confirmation = password): Promise<void> {
    await this.field('Password').fill(password);
    await this.field('Conferma password').fill(confirmation);
  }
}
