import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { emptyCashCount, formatMoney, parseMoney, todayIso, type SaleDetail, type SalesDashboard } from '@banco/shared';
import { SalesDashboardPage, SalesListPage } from './pages/sales-pages.ts';
import { api, apiLogin } from './support/api.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { snapshot } from './support/snapshot.ts';

/**
 * 'Gestione Vendite' and the sales list (issue 10): a sale completed through the API (the demo data
 * has none) shows in the cards, the recent sales and the list; the manager edits the daily goals;
 * the detail opens with its receipt; the list exports as CSV.
 */
const session = useBrowser();
const run = String(Date.now()).slice(-8);

async function downloaded(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** Two chargers of a product of this run loaded into the manager's store, one sold with a service to a new customer, by card. */
async function saleByApi(): Promise<{ token: string; storeId: number; sale: SaleDetail }> {
  const token = await apiLogin(DEMO.manager, DEMO_PASSWORD);
  const [store] = await api<{ id: number }[]>('/stores/my-stores', { token });
  const { suppliers } = await api<{ suppliers: { id: number }[] }>('/warehouse/suppliers', { token });
  if (!store || !suppliers[0]) throw new Error('dati demo mancanti: negozio o fornitore');
  const product = await api<{ id: number }>('/inventory/products', {
    method: 'POST',
    token,
    body: { name: `Caricatore E2E ${run}`, brand: 'Anker', model: `PD ${run}`, category: 'Accessori', selling_price: '19.90' },
  });
  await api('/warehouse/ddt', {
    method: 'POST',
    token,
    body: {
      ddt_info: { supplier_id: suppliers[0].id, ddt_number: `VEN-${run}`, ddt_date: todayIso(), store_id: store.id, total_declared_items: 3 },
      products: [{ product_id: product.id, quantity: 3, purchase_price: '8.00' }],
    },
  });
  const sale = await api<SaleDetail>('/sales', {
    method: 'POST',
    token,
    body: {
      id: randomUUID(),
      store_id: store.id,
      customer_id: null,
      new_customer: { first_name: 'Elena', last_name: 'Marchetti', phone: `+39 333 ${run.slice(-7)}`, privacy_consent: true },
      lines: [{ product_id: product.id, quantity: 2 }],
      services: ['device_setup'],
      payments: [{ method: 'card', amount: '59.80' }],
    },
  });
  return { token, storeId: store.id, sale };
}

describe('sales dashboard and list (manager)', () => {
  it('shows the sale in the cards and the recent sales, edits the goals, finds the sale in the list and exports it', async () => {
    const { token, storeId, sale } = await saleByApi();
    expect(sale.total_amount).toBe('59.80');
    const figures = await api<SalesDashboard>(`/sales/dashboard?store_id=${storeId}`, { token });

    const page = await signIn(session, DEMO.manager);
    const dashboard = new SalesDashboardPage(page);
    await dashboard.open();
    // the cards say what the server counts today, in the app's format
    await pwExpect(dashboard.stat('count')).toHaveText(String(figures.today.sales_count));
    await pwExpect(dashboard.stat('revenue')).toHaveText(formatMoney(figures.today.revenue));
    await pwExpect(dashboard.stat('returns')).toHaveText(String(figures.today.returns));
    const recent = dashboard.recentSales.getByRole('button', { name: new RegExp(sale.sale_number) });
    await pwExpect(recent).toContainText('Elena Marchetti');
    await pwExpect(recent).toContainText('Carta');
    await pwExpect(page.getByRole('link', { name: 'Nuova Vendita' })).toBeVisible();
    await snapshot(page, 'sales-dashboard-1366');

    // the goals: an empty field is refused in Italian, then the new targets show with their colours
    await dashboard.goals.getByRole('button', { name: 'Modifica obiettivi' }).click();
    const goals = dashboard.goalsDialog();
    const revenue = goals.getByRole('textbox', { name: 'Fatturato (€)' });
    await revenue.fill('');
    await goals.getByRole('button', { name: 'Salva obiettivi' }).click();
    await pwExpect(goals.getByText('Inserisci un obiettivo da 0 in su')).toBeVisible();
    await snapshot(page, 'sales-dashboard-goals-error');
    await revenue.fill('50');
    await goals.getByRole('textbox', { name: 'Numero di vendite' }).fill('1000');
    await goals.getByRole('textbox', { name: 'Nuovi clienti' }).fill('1');
    await goals.getByRole('button', { name: 'Salva obiettivi' }).click();
    await goals.waitFor({ state: 'hidden' });
    await pwExpect(dashboard.banner).toHaveText('Obiettivi salvati');
    await pwExpect(page.getByTestId('goal-revenue-text')).toContainText(`di ${formatMoney(parseMoney('50.00'))}`);
    await pwExpect(page.getByTestId('goal-revenue')).toHaveAttribute('data-color', 'green');
    // a four-digit count grouped as amounts are (formatCount)
    await pwExpect(page.getByTestId('goal-sales_count-text')).toContainText('di 1.000');
    await pwExpect(page.getByTestId('goal-sales_count')).toHaveAttribute('data-color', 'orange');
    await snapshot(page, 'sales-dashboard-goals-saved');

    // a recent sale opens its detail
    await recent.click();
    const detail = page.getByRole('dialog', { name: 'Dettaglio vendita' });
    await pwExpect(detail.getByTestId('sale-detail-number')).toHaveText(sale.sale_number);
    await detail.getByRole('button', { name: 'Chiudi' }).last().click();
    await detail.waitFor({ state: 'hidden' });

    // the list: found by number, opened from the keyboard, the receipt and the export
    await page.getByRole('link', { name: 'Elenco vendite' }).click();
    const list = new SalesListPage(page);
    await list.heading.waitFor();
    await list.search.fill(sale.sale_number);
    await list.search.press('Enter');
    await pwExpect(list.rows).toHaveCount(1);
    await pwExpect(list.rows.first()).toContainText('Elena Marchetti');
    await pwExpect(list.rows.first()).toContainText(formatMoney(sale.total_amount));
    await snapshot(page, 'sales-list-1366');
    await tabTo(page, list.openButton(sale.sale_number));
    await page.keyboard.press('Enter');
    await pwExpect(list.detail().getByTestId('sale-detail-total')).toHaveText(formatMoney(sale.total_amount));
    await pwExpect(list.detail()).toContainText('Configurazione dispositivo');
    await pwExpect(list.detail()).toContainText(`Caricatore E2E ${run}`);
    await pwExpect(list.detail().getByTestId('sale-detail-points')).toHaveText(String(sale.points_earned));
    await snapshot(page, 'sales-detail-1366');
    const receipt = await downloaded(page, list.detail().getByRole('button', { name: 'Scarica ricevuta PDF' }));
    expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.keyboard.press('Escape');
    await list.detail().waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Esporta' }).click();
    const csv = await downloaded(page, page.getByRole('menuitem', { name: 'File CSV' }));
    expect(csv.name).toMatch(/^vendite-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.bytes.toString('utf8')).toContain(sale.sale_number);
  });

  it('fits 1024×768: the dashboard and the list with the detail', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const dashboard = new SalesDashboardPage(page);
    await dashboard.open();
    await dashboard.recentSales.getByRole('button').first().waitFor();
    await snapshot(page, 'sales-dashboard-1024', { fullPage: true });
    await page.goto('/sales/list');
    const list = new SalesListPage(page);
    await list.rows.first().waitFor();
    await snapshot(page, 'sales-list-1024');
    await list.rows.first().click();
    await list.detail().getByTestId('sale-detail-number').waitFor();
    await pwExpect(list.detail().getByRole('button', { name: 'Scarica ricevuta PDF' })).toBeVisible();
    await snapshot(page, 'sales-detail-1024');
  });
});

describe('sales dashboard: the open shift', () => {
  it("shows 'Turno Attivo - {name}' and allows only closing it", async () => {
    const token = await apiLogin(DEMO.manager, DEMO_PASSWORD);
    const [store] = await api<{ id: number }[]>('/stores/my-stores', { token });
    if (!store) throw new Error('dati demo mancanti: negozio');
    const count = emptyCashCount();
    count.notes['50'] = 2;
    const shift = await api<{ id: number; opened_by_name: string }>('/shifts', { method: 'POST', token, body: { store_id: store.id, count } });
    try {
      const page = await signIn(session, DEMO.manager, { width: 1024 });
      const dashboard = new SalesDashboardPage(page);
      await dashboard.open();
      await pwExpect(page.getByTestId('active-shift')).toContainText(`Turno Attivo - ${shift.opened_by_name}`);
      await pwExpect(page.getByTestId('active-shift')).toContainText(/dalle \d{2}:\d{2}/);
      await pwExpect(page.getByRole('button', { name: 'Apri Turno' })).toHaveAttribute('aria-disabled', 'true');
      await pwExpect(page.getByRole('link', { name: 'Chiudi Turno' })).toHaveAttribute('href', '/sales/shift/close');
      // the unavailable action says why on keyboard focus
      await tabTo(page, page.getByRole('button', { name: 'Apri Turno' }));
      await pwExpect(page.getByRole('tooltip', { name: "C'è già un turno aperto per questo negozio" })).toBeVisible();
      await snapshot(page, 'sales-dashboard-shift-1024');
    } finally {
      await api(`/shifts/${shift.id}/close`, { method: 'POST', token, body: { count } });
    }
  });
});

describe('sales dashboard (entrepreneur of two stores)', () => {
  it('chooses the counter\'s store; the list filters by store', async () => {
    const page = await signIn(session, DEMO.entrepreneur);
    const dashboard = new SalesDashboardPage(page);
    await dashboard.open();
    const storeSelect = page.getByRole('combobox', { name: 'Negozio' });
    await pwExpect(storeSelect).toHaveValue('Demo Telefonia Milano');
    await pwExpect(dashboard.recentSales.getByTestId('recent-sale').first()).toBeVisible();
    await storeSelect.click();
    await page.getByRole('option', { name: 'Demo Telefonia Roma' }).click();
    await pwExpect(storeSelect).toHaveValue('Demo Telefonia Roma');
    // Rome has sold nothing: its own figures, not Milan's
    await pwExpect(dashboard.stat('count')).toHaveText('0');
    await pwExpect(dashboard.recentSales).toContainText('Nessuna vendita registrata in questo negozio');
    await snapshot(page, 'sales-dashboard-store-choice');

    await page.goto('/sales/list');
    const list = new SalesListPage(page);
    await list.rows.first().waitFor();
    await page.getByRole('combobox', { name: 'Negozio' }).click();
    await page.getByRole('option', { name: 'Demo Telefonia Roma' }).click();
    await pwExpect(page.getByText('Nessuna vendita trovata')).toBeVisible();
    await pwExpect(page).toHaveURL(/store_id=\d+/);
    await snapshot(page, 'sales-list-empty-filter');
  });
});

describe('sales dashboard (consultant)', () => {
  it('sells and opens shifts, but does not edit the goals', async () => {
    const page = await signIn(session, DEMO.consultant);
    const dashboard = new SalesDashboardPage(page);
    await dashboard.open();
    await pwExpect(page.getByRole('link', { name: 'Nuova Vendita' })).toBeVisible();
    await dashboard.goals.waitFor();
    await pwExpect(dashboard.goals.getByRole('button', { name: 'Modifica obiettivi' })).toHaveCount(0);
    // 'Reso/Cambio' opens the returns (issue 11)
    await pwExpect(page.getByRole('link', { name: 'Reso/Cambio' })).toHaveAttribute('href', '/sales/returns');
    await snapshot(page, 'sales-dashboard-consultant');
  });
});
