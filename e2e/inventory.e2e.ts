import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit, todayIso } from '@banco/shared';
import { InventoryPage } from './pages/inventory-page.ts';
import { api, apiLogin } from './support/api.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { FAILURE_SHOWN, withoutAnswer } from './support/unanswered.ts';
import { snapshot } from './support/snapshot.ts';
import { expectTableFits } from './support/table-layout.ts';

/**
 * Inventario Magazzino (spec 3 §2, §6): the stock of a DDT loaded through the API by the demo manager
 * (store Milano) is found by IMEI, opened with its history, edited, exported; the consultant of the
 * same store sees no purchase prices. Every run loads its own DDT number and IMEIs, so a second run on
 * the same database finds only its own pieces.
 */
const session = useBrowser();
const run = String(Date.now()).slice(-11);

/** A valid IMEI of this run (14 digits, then the Luhn check digit). */
function imeiOf(index: number): string {
  const body = `35${run}${index}`;
  return `${body}${luhnCheckDigit(body)}`;
}

const ddtNumber = `E2E-INV-${run}`;
const phones = [imeiOf(1), imeiOf(2)] as const;
const PRODUCT = 'Pixel 9 128GB Obsidian';

beforeAll(async () => {
  const token = await apiLogin(DEMO.manager, DEMO_PASSWORD);
  const stores = await api<{ id: number; name: string }[]>('/stores/my-stores', { token });
  const { suppliers } = await api<{ suppliers: { id: number }[] }>('/warehouse/suppliers', { token });
  const products = await api<{ id: number; name: string }[]>('/warehouse/products/search?q=Pixel%209', { token });
  const product = products.find((candidate) => candidate.name === PRODUCT);
  if (!stores[0] || !suppliers[0] || !product) throw new Error('dati demo mancanti: negozio, fornitore o prodotto');
  await api('/warehouse/ddt', {
    method: 'POST',
    token,
    body: {
      ddt_info: { supplier_id: suppliers[0].id, ddt_number: ddtNumber, ddt_date: todayIso(), store_id: stores[0].id, total_declared_items: 2 },
      products: [{ product_id: product.id, quantity: 2, pieces: phones.map((imei) => ({ imei })), purchase_price: '600.00', location: 'pronto_vendita' }],
    },
  });
});

describe('inventory (manager)', () => {
  it('finds a phone by IMEI, shows its history, changes its status and sees the new movement', async () => {
    const page = await signIn(session, DEMO.manager);
    await page.goto('/warehouse');
    await page.getByRole('link', { name: 'Inventario' }).click();
    const inventory = new InventoryPage(page);
    await inventory.heading.waitFor();
    for (const [id, label] of [['total', 'Totale articoli'], ['value', 'Valore totale'], ['low', 'Scorta bassa'], ['available', 'Disponibili']] as const) {
      await pwExpect(page.getByTestId(`inventory-stat-${id}`)).toContainText(label);
    }
    await page.getByText('Visualizzazione limitata ai negozi di tua competenza').waitFor();
    await pwExpect(page.getByRole('link', { name: 'Carica Merce' })).toHaveAttribute('href', '/warehouse/load-merchandise');
    // the goods receipt opened from here closes back here
    await page.getByRole('link', { name: 'Carica Merce' }).click();
    await page.getByRole('dialog', { name: /Carica Merce/ }).getByRole('button', { name: 'Annulla' }).click();
    await inventory.heading.waitFor();
    await pwExpect(page).toHaveURL(/\/warehouse\/inventory/);

    // typing searches by itself; the address keeps it
    await inventory.search.fill(phones[0]);
    await pwExpect(inventory.rows).toHaveCount(1);
    // the footer counts the list's rows; 'Totale articoli' above counts the pieces
    await pwExpect(page.getByTestId('inventory-total')).toHaveText('1 riga in elenco');
    await pwExpect(page).toHaveURL(new RegExp(`search=${phones[0]}`));
    const row = inventory.row(phones[0]);
    await pwExpect(row.getByTestId('inventory-row-status')).toHaveText('Disponibile');
    await pwExpect(row.getByTestId('inventory-row-purchase')).toHaveText(/Acq: 600,00\s€\s*\+33%/);
    await pwExpect(row).toContainText('Mai venduto');
    await page.reload();
    await pwExpect(inventory.search).toHaveValue(phones[0]);
    await pwExpect(inventory.rows).toHaveCount(1);

    // the sold items are the manager's to show
    await inventory.filtersButton.click();
    await pwExpect(page.getByRole('switch', { name: 'Mostra venduti' })).toBeVisible();
    await snapshot(page, 'inventory-1366-manager');

    await inventory.action('Dettagli', `${PRODUCT} (${phones[0]})`).click();
    const detail = inventory.detail();
    await pwExpect(detail.getByTestId('inventory-detail-name')).toHaveText(PRODUCT);
    for (const section of ['Informazioni generali', 'IMEI e seriali', 'Gestione scorte', 'Prezzi', 'Tracciabilità']) {
      await pwExpect(detail.getByRole('button', { name: section })).toBeVisible();
    }
    const movements = detail.getByTestId('inventory-movement');
    await pwExpect(movements).toHaveCount(1);
    await pwExpect(movements.first()).toContainText('Carico merce');
    await pwExpect(movements.first()).toContainText(ddtNumber);
    await snapshot(page, 'inventory-detail-1366', { fullPage: true });

    await detail.getByRole('button', { name: 'Modifica' }).click();
    const edit = inventory.edit();
    await pwExpect(edit.getByRole('textbox', { name: 'Prodotto' })).toHaveValue(new RegExp(PRODUCT));
    await pwExpect(edit.getByRole('textbox', { name: 'IMEI' })).toHaveValue(phones[0]);
    await inventory.choose(edit, 'Stato', 'Danneggiato');
    await snapshot(page, 'inventory-edit-1366');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await pwExpect(inventory.banner).toHaveText('Prodotto aggiornato con successo');
    // back in the detail, with the new movement
    await pwExpect(detail.getByTestId('inventory-detail-status')).toHaveText('Danneggiato');
    await pwExpect(movements).toHaveCount(2);
    await pwExpect(movements.filter({ hasText: 'Cambio stato' })).toContainText('Disponibile → Danneggiato');
    await detail.getByRole('button', { name: 'Chiudi' }).last().click();
    await pwExpect(inventory.row(phones[0]).getByTestId('inventory-row-status')).toHaveText('Danneggiato');
  });

  it('exports the filtered list as CSV, and scans an IMEI into its detail', async () => {
    const page = await signIn(session, DEMO.manager);
    const inventory = new InventoryPage(page);
    await inventory.open(`?search=${phones[1]}`);
    await pwExpect(inventory.rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Esporta' }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'File CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain(phones[1]);
    expect(text).not.toContain(phones[0]);

    await page.getByRole('button', { name: 'Scansiona' }).click();
    const scan = inventory.scan();
    // too short: the rule is said on the field, before asking the server
    await scan.getByRole('textbox', { name: 'IMEI' }).fill('35123');
    await scan.getByRole('textbox', { name: 'IMEI' }).press('Enter');
    await pwExpect(scan.getByText('IMEI deve essere di 15 cifre')).toBeVisible();
    // a valid IMEI nobody loaded
    const unknown = `35${run}9`;
    await scan.getByRole('textbox', { name: 'IMEI' }).fill(`${unknown}${luhnCheckDigit(unknown)}`);
    await scan.getByRole('textbox', { name: 'IMEI' }).press('Enter');
    await pwExpect(scan.getByTestId('scan-error')).toHaveText('IMEI non trovato in magazzino');
    // a keyboard-wedge scanner types the digits, then Enter
    await scan.getByRole('textbox', { name: 'IMEI' }).fill('');
    await page.keyboard.type(phones[1]);
    await page.keyboard.press('Enter');
    const detail = inventory.detail();
    await pwExpect(detail.getByTestId('inventory-detail-name')).toHaveText(PRODUCT);
    await pwExpect(detail).toContainText(phones[1]);
    await pwExpect(detail.getByTestId('inventory-movement').first()).toContainText('Carico merce');
  });

  it('at 1024×768 the row actions stay in view', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const inventory = new InventoryPage(page);
    await inventory.open(`?search=${phones[1]}`);
    await pwExpect(inventory.rows).toHaveCount(1);
    const label = `${PRODUCT} (${phones[1]})`;
    await pwExpect(inventory.action('Dettagli', label)).toBeInViewport();
    await pwExpect(inventory.action('Modifica', label)).toBeInViewport();
    // the manager may not delete (warehouse delete: owners)
    await pwExpect(inventory.action('Elimina', label)).toHaveCount(0);
    await inventory.filtersButton.click();
    await snapshot(page, 'inventory-1024-manager', { fullPage: true });
  });

  it("at 1024×768 the owner's widest table fits: no column under the pinned actions, every status in whole words", async () => {
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    const inventory = new InventoryPage(page);
    await inventory.open();
    await pwExpect(inventory.rows.first()).toBeVisible();
    await expectTableFits(page.getByRole('table', { name: 'Inventario' }));
    // a badge's label cut with an ellipsis ('DISP…') is wider than its box
    const cutStatuses = await inventory.rows
      .getByTestId('inventory-row-status')
      .evaluateAll((badges) => badges.filter((badge) => badge.scrollWidth > badge.clientWidth + 1 || (badge.firstElementChild?.scrollWidth ?? 0) > (badge.firstElementChild?.clientWidth ?? 0) + 1).map((badge) => badge.textContent));
    expect(cutStatuses).toEqual([]);
    // every IMEI and serial whole on its line (an IMEI broken over two lines cannot be read out)
    const codes = inventory.rows.getByTestId('inventory-row-codes').locator('span');
    await pwExpect(codes.first()).toBeVisible();
    const brokenCodes = await codes.evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent));
    expect(brokenCodes).toEqual([]);
    // the two dates share a column here, each still sortable
    await page.getByRole('button', { name: 'Ultima vendita' }).click();
    await pwExpect(page).toHaveURL(/sort=last_sale_date/);
    await pwExpect(page.getByRole('columnheader', { name: /Acquisto/ })).toHaveAttribute('aria-sort', /ascending|descending/);
    await expectTableFits(page.getByRole('table', { name: 'Inventario' }));
    await snapshot(page, 'inventory-1024-owner', { fullPage: true });
  });

  it('works with the keyboard alone: search, sort, open the detail', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const inventory = new InventoryPage(page);
    await inventory.open();
    await tabTo(page, inventory.search);
    await page.keyboard.type(phones[1]);
    await page.keyboard.press('Enter');
    await pwExpect(inventory.rows).toHaveCount(1);
    await tabTo(page, page.getByTestId('sort-quantity'));
    await page.keyboard.press('Enter');
    await pwExpect(page).toHaveURL(/sort=quantity/);
    await pwExpect(page.getByRole('columnheader', { name: 'Qtà' })).toHaveAttribute('aria-sort', 'ascending');
    await tabTo(page, inventory.action('Dettagli', `${PRODUCT} (${phones[1]})`));
    await page.keyboard.press('Enter');
    await pwExpect(inventory.detail().getByTestId('inventory-detail-name')).toHaveText(PRODUCT);
    await snapshot(page, 'inventory-keyboard-detail-1024');
    await page.keyboard.press('Escape');
    await pwExpect(inventory.detail()).toBeHidden();
  });

  it('pages with the keyboard to the last page and keeps the focus on Successiva, which then says it is unavailable', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const inventory = new InventoryPage(page);
    // the demo's Milano holds more than one page (3 pieces of each phone, tablet and e-mobility product)
    await inventory.open();
    const next = page.getByRole('navigation', { name: 'Paginazione' }).getByRole('button', { name: 'Successiva' });
    // the focus placed on it (Tab reaches it after every row's actions), then only the keyboard
    await next.focus();
    const last = Number(await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('button', { name: /^Pagina \d+$/ }).last().textContent());
    await pwExpect(next).toBeFocused();
    for (let shown = 2; shown <= last; shown += 1) {
      await page.keyboard.press('Enter');
      await pwExpect(page.getByRole('button', { name: `Pagina ${shown}` })).toHaveAttribute('aria-current', 'page');
    }
    await pwExpect(next).toBeFocused();
    await pwExpect(next).toHaveAttribute('aria-disabled', 'true');
    // Enter on it now changes nothing
    await page.keyboard.press('Enter');
    await pwExpect(page.getByRole('button', { name: `Pagina ${last}` })).toHaveAttribute('aria-current', 'page');
    await pwExpect(next).toBeFocused();
  });
});

describe('inventory (consultant)', () => {
  it('shows no purchase price, value or sold items, and no edit or delete', async () => {
    const page = await signIn(session, DEMO.consultant, { width: 1024 });
    const inventory = new InventoryPage(page);
    await inventory.open(`?search=${phones[1]}`);
    await pwExpect(inventory.rows).toHaveCount(1);
    await page.getByText('Visualizzazione limitata ai negozi di tua competenza').waitFor();
    await pwExpect(page.getByText('Totale articoli', { exact: true })).toBeVisible();
    await pwExpect(page.getByText('Valore totale', { exact: true })).toHaveCount(0);
    await pwExpect(inventory.row(phones[1]).getByTestId('inventory-row-purchase')).toHaveCount(0);
    await pwExpect(page.getByText(/Acq:/)).toHaveCount(0);
    await pwExpect(page.getByRole('link', { name: 'Carica Merce' })).toHaveCount(0);
    const label = `${PRODUCT} (${phones[1]})`;
    await pwExpect(inventory.action('Modifica', label)).toHaveCount(0);
    await pwExpect(inventory.action('Elimina', label)).toHaveCount(0);
    await inventory.filtersButton.click();
    await page.getByRole('combobox', { name: 'Categoria' }).waitFor();
    await pwExpect(page.getByRole('switch', { name: 'Mostra venduti' })).toHaveCount(0);
    await snapshot(page, 'inventory-1024-consultant', { fullPage: true });

    await inventory.action('Dettagli', label).click();
    const detail = inventory.detail();
    await pwExpect(detail.getByTestId('inventory-detail-name')).toHaveText(PRODUCT);
    await pwExpect(detail.getByRole('button', { name: 'Prezzi' })).toHaveCount(0);
    await pwExpect(detail.getByRole('button', { name: 'Modifica' })).toHaveCount(0);
  });
});

describe('inventory filters that fail to load', () => {
  it('say so with Riprova instead of an empty supplier list', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const suppliers = await withoutAnswer(page, '**/api/warehouse/suppliers');
    const inventory = new InventoryPage(page);
    await inventory.open();
    await inventory.filtersButton.click();
    const failed = page.getByRole('alert').filter({ hasText: 'Errore nel caricamento di fornitori e negozi dei filtri' });
    await pwExpect(failed).toBeVisible(FAILURE_SHOWN);
    await suppliers.retry(failed);
    await page.getByRole('combobox', { name: 'Fornitore' }).click();
    await pwExpect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });
});
