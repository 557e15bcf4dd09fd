import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MSG } from '@banco/shared';
import { CataloguePage } from './pages/catalogue-page.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { snapshot } from './support/snapshot.ts';
import { expectTableFits } from './support/table-layout.ts';

/**
 * Catalogo prodotti (/warehouse/products): the entrepreneur creates a product with a selling price,
 * finds it, edits it, deactivates it, exports the list; a demo phone with stock keeps how it is tracked
 * and cannot be deleted; the consultant sees no purchase price and no buttons. Every run names its own
 * products, so a second run on the same database finds only its own.
 */
const session = useBrowser();
const run = String(Date.now()).slice(-8);
const NAME = `Cover E2E ${run}`;
const SKU = `E2E-CAT-${run}`;
/** A demo phone with pieces in stock (the demo DDT), never changed here: the server refuses both changes. */
const STOCKED = 'Pixel 9 128GB Obsidian';

describe('catalogue (entrepreneur)', () => {
  it('reaches the catalogue from Magazzino, creates a product with a selling price, finds, edits, deactivates and reactivates it', async () => {
    const page = await signIn(session, DEMO.entrepreneur);
    await page.goto('/warehouse');
    await page.getByRole('link', { name: 'Catalogo' }).click();
    const catalogue = new CataloguePage(page);
    await catalogue.heading.waitFor();
    await pwExpect(page).toHaveURL(/\/warehouse\/products$/);

    await page.getByRole('button', { name: 'Nuovo prodotto' }).click();
    const form = catalogue.dialog('Nuovo prodotto');
    await pwExpect(form.getByRole('textbox', { name: 'Nome' })).toBeFocused();
    // the rules are the shared schema's, said on the fields before asking the server
    await form.getByRole('button', { name: 'Crea prodotto' }).click();
    await pwExpect(form.getByText(PRODUCT_MSG.nameBrandModelRequired).first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Nome' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Marca' }).fill('Banco');
    await form.getByRole('textbox', { name: 'Modello' }).fill('Silicone');
    // a phone category ticks 'Richiede IMEI'; back to accessories the owner unticks it
    await form.getByRole('combobox', { name: 'Categoria' }).selectOption('Smartphone');
    await pwExpect(form.getByRole('checkbox', { name: 'Richiede IMEI' })).toBeChecked();
    await form.getByRole('combobox', { name: 'Categoria' }).selectOption('Accessori');
    await form.getByRole('checkbox', { name: 'Richiede IMEI' }).uncheck();
    await form.getByRole('textbox', { name: 'SKU' }).fill(SKU.toLowerCase());
    await form.getByRole('textbox', { name: 'Prezzo di vendita' }).fill('19,90');
    await form.getByRole('textbox', { name: 'Ultimo prezzo di acquisto' }).fill('7,50');
    await snapshot(page, 'catalogue-new-1366');
    await form.getByRole('button', { name: 'Crea prodotto' }).click();
    await pwExpect(catalogue.banner).toHaveText(PRODUCT_MSG.created);
    await pwExpect(form).toBeHidden();

    await catalogue.search.fill(SKU);
    await pwExpect(catalogue.rows).toHaveCount(1);
    const row = catalogue.row(NAME);
    await pwExpect(row).toContainText('Banco · Silicone');
    await pwExpect(row).toContainText(SKU);
    await pwExpect(row.getByTestId('product-row-selling')).toHaveText(/19,90\s€/);
    await pwExpect(row.getByTestId('product-row-purchase')).toHaveText(/Acq: 7,50\s€/);
    await pwExpect(row.getByTestId('product-row-tracking')).toHaveText('A quantità');
    await pwExpect(row.getByTestId('product-row-status')).toHaveText('Attivo');

    // the CSV of the filtered catalogue holds this product only
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain(NAME);
    expect(text).not.toContain(STOCKED);

    await catalogue.action('Modifica', NAME).click();
    const edit = catalogue.dialog('Modifica prodotto');
    await pwExpect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(NAME);
    await pwExpect(edit.getByRole('textbox', { name: 'Prezzo di vendita' })).toHaveValue('19,90');
    await edit.getByRole('textbox', { name: 'Prezzo di vendita' }).fill('24,50');
    await edit.getByRole('textbox', { name: 'EAN' }).fill('123');
    await edit.getByRole('button', { name: 'Salva' }).click();
    // the EAN's rule is the shared one, under its field
    await pwExpect(edit.getByRole('textbox', { name: 'EAN' })).toHaveAttribute('aria-invalid', 'true');
    await edit.getByRole('textbox', { name: 'EAN' }).fill('');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await pwExpect(catalogue.banner).toHaveText(PRODUCT_MSG.updated);
    await pwExpect(row.getByTestId('product-row-selling')).toHaveText(/24,50\s€/);

    await catalogue.action('Disattiva', NAME).click();
    await pwExpect(catalogue.banner).toHaveText(PRODUCT_MSG.statusChanged);
    await pwExpect(row.getByTestId('product-row-status')).toHaveText('Disattivo');
    // the active filter lives in the address
    await catalogue.choose('Stato', 'Solo attivi');
    await pwExpect(page).toHaveURL(/active=true/);
    await pwExpect(catalogue.rows).toHaveCount(0);
    await pwExpect(page.getByText('Nessun prodotto trovato')).toBeVisible();
    await catalogue.choose('Stato', 'Solo disattivati');
    await pwExpect(catalogue.rows).toHaveCount(1);
    await catalogue.action('Riattiva', NAME).click();
    await pwExpect(catalogue.banner).toHaveText(PRODUCT_MSG.statusChanged);
    // active again, it leaves the list of the deactivated ones
    await pwExpect(catalogue.rows).toHaveCount(0);
    await catalogue.choose('Stato', 'Solo attivi');
    await pwExpect(row.getByTestId('product-row-status')).toHaveText('Attivo');
  });

  it('keeps how a stocked phone is tracked and refuses to delete it, with the reasons', async () => {
    const page = await signIn(session, DEMO.entrepreneur);
    const catalogue = new CataloguePage(page);
    await catalogue.open(`?search=${encodeURIComponent(STOCKED)}`);
    await pwExpect(catalogue.row(STOCKED)).toHaveCount(1);
    await pwExpect(catalogue.row(STOCKED).getByTestId('product-row-tracking')).toHaveText('IMEI');

    await catalogue.action('Modifica', STOCKED).click();
    const edit = catalogue.dialog('Modifica prodotto');
    await edit.getByRole('checkbox', { name: 'Richiede IMEI' }).uncheck();
    await edit.getByRole('button', { name: 'Salva' }).click();
    await pwExpect(edit.getByTestId('product-tracking-locked')).toHaveText(PRODUCT_MSG.trackingLocked);
    await pwExpect(edit.getByRole('checkbox', { name: 'Richiede IMEI' })).toBeDisabled();
    await pwExpect(edit.getByRole('checkbox', { name: 'Richiede IMEI' })).toBeChecked();
    await snapshot(page, 'catalogue-tracking-locked-1366');
    await edit.getByRole('button', { name: 'Annulla' }).click();
    await pwExpect(edit).toBeHidden();

    await catalogue.action('Elimina', STOCKED).click();
    const confirm = catalogue.dialog('Elimina prodotto');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await pwExpect(confirm.getByRole('alert')).toHaveText(PRODUCT_MSG.hasStock);
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await pwExpect(catalogue.row(STOCKED)).toHaveCount(1);
  });

  it('deletes a product without stock after the confirmation', async () => {
    const page = await signIn(session, DEMO.entrepreneur);
    const catalogue = new CataloguePage(page);
    await catalogue.open();
    const name = `Pellicola E2E ${run}`;
    await page.getByRole('button', { name: 'Nuovo prodotto' }).click();
    const form = catalogue.dialog('Nuovo prodotto');
    await form.getByRole('textbox', { name: 'Nome' }).fill(name);
    await form.getByRole('textbox', { name: 'Marca' }).fill('Banco');
    await form.getByRole('textbox', { name: 'Modello' }).fill('Vetro');
    await form.getByRole('textbox', { name: 'Modello' }).press('Enter');
    await pwExpect(catalogue.banner).toHaveText(PRODUCT_MSG.created);
    await catalogue.search.fill(name);
    await pwExpect(catalogue.rows).toHaveCount(1);
    await pwExpect(catalogue.row(name).getByTestId('product-row-selling')).toHaveText('Non impostato');
    await catalogue.action('Elimina', name).click();
    await catalogue.dialog('Elimina prodotto').getByRole('button', { name: 'Elimina' }).click();
    await pwExpect(catalogue.banner).toHaveText(PRODUCT_MSG.deleted);
    await pwExpect(catalogue.rows).toHaveCount(0);
  });

  it('at 1024×768 the table fits and works with the keyboard alone', async () => {
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    // the Magazzino home's buttons, every one in view
    await page.goto('/warehouse');
    for (const name of ['Carica Merce', 'Inventario', 'Catalogo', 'Fornitori', 'Impostazioni magazzino']) {
      await pwExpect(page.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await snapshot(page, 'warehouse-home-1024');
    const catalogue = new CataloguePage(page);
    await catalogue.open();
    await pwExpect(catalogue.rows.first()).toBeVisible();
    await expectTableFits(catalogue.table);
    await snapshot(page, 'catalogue-1024-owner', { fullPage: true });
    // a badge cut with an ellipsis ('ATTI…') is wider than its box
    const cut = await catalogue.rows
      .locator('.mantine-Badge-root')
      .evaluateAll((badges) => badges.filter((badge) => (badge.firstElementChild?.scrollWidth ?? 0) > (badge.firstElementChild?.clientWidth ?? 0) + 1).map((badge) => badge.textContent));
    expect(cut).toEqual([]);

    await tabTo(page, catalogue.search);
    await page.keyboard.type(STOCKED);
    await page.keyboard.press('Enter');
    await pwExpect(catalogue.rows).toHaveCount(1);
    await expectTableFits(catalogue.table);
    await tabTo(page, catalogue.action('Modifica', STOCKED));
    await page.keyboard.press('Enter');
    const edit = catalogue.dialog('Modifica prodotto');
    await pwExpect(edit.getByRole('textbox', { name: 'Nome' })).toBeFocused();
    await pwExpect(edit.getByRole('button', { name: 'Salva' })).toBeInViewport();
    await snapshot(page, 'catalogue-edit-1024');
    await page.keyboard.press('Escape');
    await pwExpect(edit).toBeHidden();
  });
});

describe('catalogue (consultant)', () => {
  it('shows no purchase price and no button to create, edit, deactivate or delete', async () => {
    const page = await signIn(session, DEMO.consultant, { width: 1024 });
    const catalogue = new CataloguePage(page);
    await catalogue.open(`?search=${encodeURIComponent(STOCKED)}`);
    await pwExpect(catalogue.rows).toHaveCount(1);
    await pwExpect(catalogue.row(STOCKED).getByTestId('product-row-selling')).toBeVisible();
    await pwExpect(page.getByTestId('product-row-purchase')).toHaveCount(0);
    await pwExpect(page.getByText(/Acq:/)).toHaveCount(0);
    await pwExpect(page.getByRole('button', { name: 'Nuovo prodotto' })).toHaveCount(0);
    await pwExpect(page.getByRole('button', { name: new RegExp(`^(Modifica|Disattiva|Elimina) ${STOCKED}`) })).toHaveCount(0);
    await pwExpect(page.getByRole('columnheader', { name: 'Azioni' })).toHaveCount(0);
    await snapshot(page, 'catalogue-1024-consultant');
  });
});
