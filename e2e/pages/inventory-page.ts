import type { Locator, Page } from 'playwright-core';

/** /warehouse/inventory, 'Inventario Magazzino' (spec 3 §2), with its dialogs. */
export class InventoryPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly filtersButton: Locator;
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Inventario Magazzino', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Cerca' });
    this.rows = page.getByTestId('inventory-row');
    this.filtersButton = page.getByRole('button', { name: /^Filtri/ });
    this.banner = page.getByTestId('inventory-success');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/warehouse/inventory${query}`);
    await this.heading.waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A row's action button: 'Dettagli', 'Modifica' or 'Elimina' followed by the row's name and code. */
  action(action: 'Dettagli' | 'Modifica' | 'Elimina', label: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${label}`, exact: true });
  }

  detail(): Locator {
    return this.page.getByRole('dialog', { name: 'Dettaglio prodotto' });
  }

  edit(): Locator {
    return this.page.getByRole('dialog', { name: 'Modifica prodotto' });
  }

  scan(): Locator {
    return this.page.getByRole('dialog', { name: 'Scansiona IMEI' });
  }

  /** Picks an option of a Mantine select inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
