import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DDT_MSG, luhnCheckDigit, MSG, PRODUCT_MSG, STOCK_MSG, todayIso } from '@banco/shared';
import { InventoryPage } from './pages/inventory-page.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { api, apiLogin } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { FAILURE_SHOWN, withoutAnswer } from './support/unanswered.ts';
import { snapshot } from './support/snapshot.ts';

/**
 * Carica Merce (spec 3 §2 "Goods-loading wizard"; issue 9): the demo manager loads a DDT of a new
 * supplier with 2 new phones (IMEIs typed, Enter) and 5 catalogue accessories, verifies, completes, gets
 * the report and the labels, and finds the phones in the inventory. Every run uses its own names and
 * IMEIs, so a second run on the same database finds only its own.
 */
const session = useBrowser();
const run = String(Date.now()).slice(-9);
const imeiOf = (index: number) => {
  const body = `49${run}${String(index).padStart(3, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
};

async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

describe('goods receipt (manager)', () => {
  it('loads a DDT of a new supplier and a new phone with typed IMEIs, and finds them in the inventory', async () => {
    const page = await signIn(session, DEMO.manager);
    await page.goto('/warehouse');
    await page.getByRole('link', { name: 'Carica Merce' }).first().click();
    const wizard = page.getByRole('dialog', { name: /Carica Merce/ });
    await wizard.waitFor();
    const next = wizard.getByRole('button', { name: 'Avanti' });

    // step 1: a new supplier from the dialog, the DDT's number and declared pieces
    await wizard.getByRole('button', { name: 'Nuovo fornitore' }).click();
    const supplierDialog = page.getByRole('dialog', { name: 'Nuovo fornitore' });
    // empty, it says what is missing and stays open; the wizard does not move
    await supplierDialog.getByRole('button', { name: 'Crea fornitore' }).click();
    await pwExpect(supplierDialog.getByText('Nome e codice fornitore sono obbligatori').first()).toBeVisible();
    await supplierDialog.getByLabel('Nome fornitore').fill(`Grossista E2E ${run}`);
    await supplierDialog.getByLabel('Codice fornitore').fill(`E${run.slice(-5)}`);
    await supplierDialog.getByRole('button', { name: /Crea|Salva/ }).click();
    await supplierDialog.waitFor({ state: 'hidden' });
    await pwExpect(wizard.getByRole('combobox', { name: 'Fornitore' })).toHaveValue(`Grossista E2E ${run}`);
    await wizard.getByLabel('Numero DDT').fill(`E2E-${run}`);
    await wizard.getByRole('textbox', { name: 'Totale pezzi dichiarati' }).fill('7');
    await snapshot(page, 'goods-receipt-1-ddt');
    await next.click();

    // step 2: a new phone from the dialog (IMEI required), and a catalogue accessory found by search
    await wizard.getByRole('button', { name: 'Nuovo prodotto' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Nuovo prodotto' });
    await productDialog.getByLabel('Nome').fill(`Telefono E2E ${run}`);
    await productDialog.getByLabel('Marca').fill('Motorola');
    await productDialog.getByLabel('Modello').fill('Edge');
    await productDialog.getByLabel('Categoria').selectOption('Smartphone');
    // a phone carries an IMEI: the category ticks it; the selling price goes with the product to every piece loaded
    await pwExpect(productDialog.getByLabel('Richiede IMEI')).toBeChecked();
    await productDialog.getByRole('textbox', { name: 'Prezzo di vendita' }).fill('349,90');
    await productDialog.getByRole('button', { name: /Crea|Salva/ }).click();
    await productDialog.waitFor({ state: 'hidden' });
    const quantity = wizard.getByRole('textbox', { name: `Quantità Telefono E2E ${run}` });
    await quantity.fill('2');
    await wizard.getByLabel('Cerca prodotto').fill('Cover');
    await wizard.getByRole('list', { name: 'Risultati della ricerca' }).getByRole('button', { name: /^Aggiungi / }).first().click();
    await wizard.getByRole('list', { name: 'Prodotti selezionati' }).getByRole('textbox').nth(1).fill('5');
    await pwExpect(wizard.getByTestId('selection-summary')).toContainText('7');
    await snapshot(page, 'goods-receipt-2-products');
    await next.click();

    // step 3: the IMEIs, typed and Enter; a wrong check digit is refused on the field
    const code = wizard.getByRole('textbox', { name: /^IMEI pezzo 1 di 2/ });
    await code.fill('123456789012345');
    await code.press('Enter');
    await wizard.getByText("IMEI non valido: l'ultima cifra di controllo non corrisponde").waitFor();
    await code.fill(imeiOf(1));
    await code.press('Enter');
    const second = wizard.getByRole('textbox', { name: /^IMEI pezzo 2 di 2/ });
    await second.fill(imeiOf(2));
    await second.press('Enter');
    await pwExpect(wizard.getByTestId('codes-progress')).toHaveText('2 di 2 (100%)');
    await wizard.getByRole('textbox', { name: 'Prezzo di acquisto (facoltativo)' }).first().fill('310');
    await snapshot(page, 'goods-receipt-3-details');
    await next.click();

    // step 4: declared against loaded match; the cover without a purchase price is worth a look
    await pwExpect(wizard.getByTestId('verify-banner')).toContainText('Procedi con cautela');
    await pwExpect(wizard.getByRole('list', { name: 'Punti da controllare' })).toHaveText('1 prodotto senza prezzo di acquisto');
    await snapshot(page, 'goods-receipt-4-verify');
    await next.click();

    // step 5: Completa writes it; the result offers the PDFs
    await wizard.getByRole('button', { name: 'Completa', exact: true }).click();
    await page.getByText('Carico completato con successo').first().waitFor();
    await page.getByRole('button', { name: 'Stampa etichette' }).waitFor();
    await snapshot(page, 'goods-receipt-5-done', { fullPage: true });
    // at 1024×768 the loaded products fit their box, each IMEI whole on its line
    await page.setViewportSize({ width: 1024, height: 768 });
    const loaded = page.getByRole('table', { name: 'Prodotti caricati' });
    const codes = loaded.getByTestId('receipt-line-codes').locator('span');
    await pwExpect(codes).toHaveText([imeiOf(1), imeiOf(2)]);
    await pwExpect.poll(() => codes.evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).length)).toBe(0);
    // the scroll area around the table has nothing to scroll sideways
    await pwExpect.poll(() => loaded.evaluate((table) => {
      const viewport = table.closest('.mantine-ScrollArea-viewport');
      return viewport !== null && viewport.scrollWidth <= viewport.clientWidth;
    })).toBe(true);
    await snapshot(page, 'goods-receipt-5-done-1024', { fullPage: true });
    const labels = await downloaded(page, page.getByRole('button', { name: 'Stampa etichette' }));
    expect(labels.name).toBe(`etichette-ddt-E2E-${run}.pdf`);
    expect(labels.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const report = await downloaded(page, page.getByRole('button', { name: 'Scarica report' }));
    expect(report.name).toBe(`report-ddt-E2E-${run}.pdf`);

    await page.getByRole('link', { name: "Vai all'inventario" }).click();
    const inventory = new InventoryPage(page);
    await inventory.heading.waitFor();
    await inventory.search.fill(`Telefono E2E ${run}`);
    await pwExpect(inventory.rows).toHaveCount(2);
    await pwExpect(inventory.row(imeiOf(1))).toHaveCount(1);
    await pwExpect(inventory.row(imeiOf(1))).toContainText(/349,90\s€/);
  });

  it('keeps the progress in the browser: a reload resumes the draft', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    await page.goto('/warehouse/load-merchandise');
    const wizard = page.getByRole('dialog', { name: /Carica Merce/ });
    await wizard.getByRole('combobox', { name: 'Fornitore' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await wizard.getByLabel('Numero DDT').fill(`BOZZA-${run}`);
    await wizard.getByRole('textbox', { name: 'Totale pezzi dichiarati' }).fill('4');
    await wizard.getByRole('button', { name: 'Avanti' }).click();
    await wizard.getByText(/Bozza salvata alle/).waitFor();
    await page.reload();
    const reopened = page.getByRole('dialog', { name: /Carica Merce/ });
    await reopened.getByRole('button', { name: 'Riprendi bozza' }).click();
    await pwExpect(reopened.getByText(`BOZZA-${run}`)).toHaveCount(0);
    await reopened.getByRole('button', { name: 'Indietro' }).click();
    await pwExpect(reopened.getByLabel('Numero DDT')).toHaveValue(`BOZZA-${run}`);
    await pwExpect(reopened.getByRole('button', { name: 'Avanti' })).toBeInViewport({ ratio: 1 });
    await snapshot(page, 'goods-receipt-1024-draft');
  });
});

describe('goods receipt: an IMEI that reaches the system meanwhile', () => {
  it("is loaded with the manager's authorisation where the store allows it", async () => {
    const token = await apiLogin(DEMO.manager, DEMO_PASSWORD);
    const [store] = await api<{ id: number }[]>('/stores/my-stores', { token });
    const { suppliers } = await api<{ suppliers: { id: number }[] }>('/warehouse/suppliers', { token });
    const [phone] = await api<{ id: number; name: string }[]>('/warehouse/products/search?q=Pixel%209', { token });
    if (!store || !suppliers[0] || !phone) throw new Error('dati demo mancanti: negozio, fornitore o prodotto');
    const imei = imeiOf(50);
    const settings = (action: 'authorize' | 'block') =>
      api('/warehouse/settings', { method: 'POST', token, body: { store_id: store.id, settings: { duplicate_imei_action: action } } });
    await settings('authorize');
    try {
      const page = await signIn(session, DEMO.manager);
      await page.goto('/warehouse/load-merchandise');
      const wizard = page.getByRole('dialog', { name: /Carica Merce/ });
      const next = wizard.getByRole('button', { name: 'Avanti' });
      await wizard.getByRole('combobox', { name: 'Fornitore' }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await wizard.getByLabel('Numero DDT').fill(`AUT-${run}`);
      await wizard.getByRole('textbox', { name: 'Totale pezzi dichiarati' }).fill('1');
      await next.click();
      await wizard.getByLabel('Cerca prodotto').fill(phone.name);
      await wizard.getByRole('button', { name: `Aggiungi ${phone.name}` }).click();
      await next.click();
      const code = wizard.getByRole('textbox', { name: /^IMEI pezzo 1 di 1/ });
      await code.fill(imei);
      await code.press('Enter');
      await pwExpect(wizard.getByTestId('codes-progress')).toHaveText('1 di 1 (100%)');

      // meanwhile another DDT brings the same IMEI in
      await api('/warehouse/ddt', {
        method: 'POST',
        token,
        body: {
          ddt_info: { supplier_id: suppliers[0].id, ddt_number: `AUT-PRIMA-${run}`, ddt_date: todayIso(), store_id: store.id, total_declared_items: 1 },
          products: [{ product_id: phone.id, quantity: 1, pieces: [{ imei }] }],
        },
      });
      await next.click();
      await next.click();
      await wizard.getByRole('button', { name: 'Completa', exact: true }).click();
      const alert = wizard.getByRole('alert').filter({ hasText: "Serve l'autorizzazione del manager" });
      await pwExpect(alert).toContainText(DDT_MSG.duplicatesNeedApproval(1));
      await snapshot(page, 'goods-receipt-authorisation');
      await alert.getByRole('button', { name: 'Autorizza e completa' }).click();
      await page.getByText('Carico completato con successo').first().waitFor();
      await pwExpect(page.getByText(`DDT AUT-${run}`)).toBeVisible();
    } finally {
      await settings('block');
    }
  });
});

describe('goods receipt: keyboard only', () => {
  it('loads 2 accessories with the keyboard alone at 1024×768', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    await page.goto('/warehouse/load-merchandise');
    const wizard = page.getByRole('dialog', { name: /Carica Merce/ });
    await wizard.waitFor();
    const next = wizard.getByRole('button', { name: 'Avanti' });

    // step 1 left empty: the focus goes to the first field in error, whose list stays closed over the messages
    const supplier = wizard.getByRole('combobox', { name: 'Fornitore' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await pwExpect(supplier).toBeFocused();
    await pwExpect(wizard.getByText('Seleziona un fornitore')).toBeInViewport();
    await pwExpect(wizard.getByText('Inserisci il numero DDT')).toBeInViewport();
    await pwExpect(page.getByRole('listbox')).toHaveCount(0);

    // the supplier chosen with ArrowDown and Enter, then the number and the declared pieces
    await tabTo(page, supplier);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await pwExpect(supplier).not.toHaveValue('');
    await tabTo(page, wizard.getByLabel('Numero DDT'));
    await page.keyboard.type(`TAST-${run}`);
    await tabTo(page, wizard.getByRole('textbox', { name: 'Totale pezzi dichiarati' }));
    await page.keyboard.type('2');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // step 2: search, add the first result, set its quantity
    await tabTo(page, wizard.getByLabel('Cerca prodotto'));
    await page.keyboard.type('Caricatore');
    const add = wizard.getByRole('list', { name: 'Risultati della ricerca' }).getByRole('button', { name: /^Aggiungi / }).first();
    await add.waitFor();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await tabTo(page, wizard.getByRole('list', { name: 'Prodotti selezionati' }).getByRole('textbox').first());
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await pwExpect(wizard.getByTestId('selection-summary')).toContainText('2');
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    // step 3 (a quantity, no codes) and step 4
    await wizard.getByTestId('codes-progress').waitFor();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await wizard.getByTestId('verify-banner').waitFor();
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    const complete = wizard.getByRole('button', { name: 'Completa', exact: true });
    await tabTo(page, complete);
    await page.keyboard.press('Enter');
    await page.getByText('Carico completato con successo').first().waitFor();
    await pwExpect(page.getByText(`DDT TAST-${run}`)).toBeVisible();
    // no purchase price was given: the value is unknown, not zero
    await pwExpect(page.getByText('Valore totale').locator('..')).toContainText('—');
    await snapshot(page, 'goods-receipt-keyboard-1024');
  });
});

describe('goods receipt (consultant)', () => {
  it('is told that only managers and owners load goods', async () => {
    const page = await signIn(session, DEMO.consultant);
    await page.goto('/warehouse/load-merchandise');
    await page.getByRole('alert').filter({ hasText: 'Carico merce non consentito' }).waitFor();
    await pwExpect(page.getByRole('dialog')).toHaveCount(0);
  });
});

describe('goods receipt: a list that fails to load', () => {
  it('says so with Riprova instead of an empty list: the stores, the suppliers, the product search', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const stores = await withoutAnswer(page, '**/api/stores/my-stores');
    const suppliers = await withoutAnswer(page, '**/api/warehouse/suppliers');
    await page.goto('/warehouse/load-merchandise');

    const storesFailed = page.getByRole('alert').filter({ hasText: MSG.storesLoadFailed });
    await pwExpect(storesFailed).toBeVisible(FAILURE_SHOWN);
    await stores.retry(storesFailed);
    const wizard = page.getByRole('dialog', { name: /Carica Merce/ });
    await wizard.waitFor();

    const suppliersFailed = wizard.getByRole('alert').filter({ hasText: 'Errore nel caricamento dei fornitori' });
    await pwExpect(suppliersFailed).toBeVisible(FAILURE_SHOWN);
    await suppliers.retry(suppliersFailed);
    await wizard.getByRole('combobox', { name: 'Fornitore' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await wizard.getByLabel('Numero DDT').fill(`FAIL-${run}`);
    await wizard.getByRole('textbox', { name: 'Totale pezzi dichiarati' }).fill('1');
    await wizard.getByRole('button', { name: 'Avanti' }).click();

    // a search that did not answer is not 'no such product' (which would invite creating it again)
    const search = await withoutAnswer(page, '**/api/warehouse/products/search?**');
    await wizard.getByLabel('Cerca prodotto').fill('Cover');
    const searchFailed = wizard.getByRole('alert').filter({ hasText: PRODUCT_MSG.searchFailed });
    await pwExpect(searchFailed).toBeVisible(FAILURE_SHOWN);
    await pwExpect(wizard.getByText(STOCK_MSG.noProducts)).toHaveCount(0);
    // Riprova whole beside the message, in the narrow column of the search
    const retry = searchFailed.getByRole('button', { name: 'Riprova' });
    await pwExpect.poll(() => retry.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
    await snapshot(page, 'goods-receipt-search-failed-1024');
    await search.retry(searchFailed);
    await pwExpect(wizard.getByRole('list', { name: 'Risultati della ricerca' }).getByRole('listitem').first()).toBeVisible();
  });
});
