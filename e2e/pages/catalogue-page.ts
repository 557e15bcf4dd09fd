import type { Locator, Page } from 'playwright-core';

/** /warehouse/products 'Catalogo prodotti' and /warehouse/suppliers 'Fornitori', with their dialogs. */
class WarehouseListPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly table: Locator;
  readonly banner: Locator;
  readonly error: Locator;
  private readonly path: string;

  constructor(
    page: Page,
    path: string,
    title: string,
    rowTestId: string,
    bannerTestId: string,
    errorTestId: string,
  ) {
    this.page = page;
    this.path = path;
    this.heading = page.getByRole('heading', { name: title, exact: true });
    this.search = page.getByRole('searchbox', { name: 'Cerca' });
    this.rows = page.getByTestId(rowTestId);
    this.table = page.getByRole('table', { name: title });
    this.banner = page.getByTestId(bannerTestId);
    this.error = page.getByTestId(errorTestId);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.path}${query}`);
    await this.heading.waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A row's action button: the action's word followed by the row's name ('Modifica Cover X'). */
  action(action: string, name: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Picks an option of a Mantine select on the page. */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}

export class CataloguePage extends WarehouseListPage {
  constructor(page: Page) {
    super(page, '/warehouse/products', 'Catalogo prodotti', 'product-row', 'catalogue-success', 'catalogue-error');
  }
}

export class SuppliersPage extends WarehouseListPage {
  constructor(page: Page) {
    super(page, '/warehouse/suppliers', 'Fornitori', 'supplier-row', 'suppliers-success', 'suppliers-error');
  }
}
