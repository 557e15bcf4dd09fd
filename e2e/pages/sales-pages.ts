import type { Locator, Page } from 'playwright-core';

/** /sales, 'Gestione Vendite' (spec 2 §2.10). */
export class SalesDashboardPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly recentSales: Locator;
  readonly goals: Locator;
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Gestione Vendite', exact: true });
    this.recentSales = page.getByRole('region', { name: 'Vendite Recenti' });
    this.goals = page.getByRole('region', { name: 'Obiettivi Giornalieri' });
    this.banner = page.getByTestId('sales-dashboard-success');
  }

  async open(): Promise<void> {
    await this.page.goto('/sales');
    await this.heading.waitFor();
  }

  /** A stat card's value: 'count', 'revenue', 'customers' or 'returns'. */
  stat(card: 'count' | 'revenue' | 'customers' | 'returns'): Locator {
    return this.page.getByTestId(`sales-stat-${card}-value`);
  }

  goalsDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Obiettivi Giornalieri' });
  }
}

/** /sales/list, the sales list, with the sale detail. */
export class SalesListPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly rows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Elenco vendite', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Cerca' });
    this.searchButton = page.getByRole('button', { name: 'Cerca', exact: true });
    this.rows = page.getByTestId('sale-row');
  }

  openButton(saleNumber: string): Locator {
    return this.page.getByRole('button', { name: `Apri vendita ${saleNumber}` });
  }

  detail(): Locator {
    return this.page.getByRole('dialog', { name: 'Dettaglio vendita' });
  }
}

/** /sales/new: the sale wizard ('Nuova Vendita', spec 2 §2.6), open. */
export async function openNewSale(page: Page): Promise<Locator> {
  await page.goto('/sales/new');
  const wizard = page.getByRole('dialog', { name: /Nuova Vendita/ });
  await wizard.waitFor();
  return wizard;
}
