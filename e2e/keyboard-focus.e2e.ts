import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { luhnCheckDigit } from '@banco/shared';
import { CustomersPage } from './pages/customers-page.ts';
import { apiLogin } from './support/api.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { codiceFiscale, customerByApi } from './support/customers.ts';

/**
 * Where the keyboard's focus goes at 1024×768 (issues 8 and 9), in the places where it used to fall to
 * the page, after which Tab started again from the sidebar, also with a dialog still open: a dialog over
 * another closed by Escape or by its own button, a field swapped for another (unlocked, locked by a
 * suggestion), a button disabled while it works, a row added or removed, a code field gone.
 */
const session = useBrowser();
const stamp = Date.now().toString(36).toUpperCase().replace(/[^A-Z]/g, 'X').padEnd(6, 'K');
const run = String(Date.now()).slice(-9);
const imeiOf = (index: number) => {
  const body = `35${run}${String(index).padStart(3, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
};



/** Presses `key` and checks the focus is then on `target`. */
async function pressAndExpectFocus(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await pwExpect(target).toBeFocused();
}

describe('keyboard focus: a customer', () => {
  it("comes back to the detail's buttons after Assegna Punti (Escape, then done) and after Esporta dati; a row's tooltip shows on focus", async () => {
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    const taxCode = codiceFiscale(`${stamp.slice(0, 3)}FOC`);
    const name = `Flavio Focus${stamp.toLowerCase()}`;
    await customerByApi(token, { first_name: 'Flavio', last_name: `Focus${stamp.toLowerCase()}`, tax_code: taxCode });
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    const customers = new CustomersPage(page);
    await customers.open(`?search=${taxCode}`);
    await tabTo(page, customers.action('Visualizza', name), 60);
    await page.keyboard.press('Enter');
    const detail = customers.detail();
    await detail.getByTestId('customer-name').waitFor();

    // Escape in the dialog over the detail closes that dialog only, and the focus is back on its button
    const assign = detail.getByRole('button', { name: 'Assegna Punti' });
    await tabTo(page, assign);
    const points = page.getByRole('dialog', { name: 'Assegna Punti Manualmente' });
    await pressAndExpectFocus(page, 'Enter', points.getByRole('textbox', { name: 'Punti' }));
    await pressAndExpectFocus(page, 'Escape', assign);
    await pwExpect(points).toBeHidden();
    await pwExpect(detail).toBeVisible();

    // assigned: the dialog goes, the focus is back on Assegna Punti
    await pressAndExpectFocus(page, 'Enter', points.getByRole('textbox', { name: 'Punti' }));
    await page.keyboard.type('10');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Prova tastiera');
    await tabTo(page, points.getByRole('button', { name: 'Assegna Punti' }));
    await page.keyboard.press('Enter');
    await pwExpect(points).toBeHidden();
    await pwExpect(assign).toBeFocused();

    // the ledger's delete button says what it does on focus, as on hover
    await tabTo(page, detail.getByRole('button', { name: 'Elimina assegnazione di 10 punti' }));
    await pwExpect(page.getByRole('tooltip', { name: 'Elimina assegnazione' })).toBeVisible();

    // Esporta dati → Documento PDF: the button is busy while the file is made, then has the focus again
    const exportButton = detail.getByRole('button', { name: 'Esporta dati' });
    await tabTo(page, exportButton);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Documento PDF' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await pwExpect(page.getByRole('menuitem', { name: 'Documento PDF' })).toBeFocused();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toMatch(/^dati-cliente-\d+\.pdf$/);
    await pwExpect(exportButton).toBeFocused();
  });

  it('in the wizard: an unlocked field, a chosen address and a closed calendar keep the focus in the dialog', async () => {
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    const customers = new CustomersPage(page);
    await customers.open();
    await tabTo(page, customers.newCustomer, 40);
    await page.keyboard.press('Enter');
    const wizard = customers.wizard();
    await tabTo(page, wizard.field('Nome'));
    await page.keyboard.type('Sara');
    await tabTo(page, wizard.field('Cognome'));
    await page.keyboard.type('Sblocchi');
    await tabTo(page, wizard.field('Codice fiscale'));
    await page.keyboard.type(codiceFiscale(`${stamp.slice(0, 3)}SBL`));
    await pwExpect(wizard.field('Luogo di nascita')).toHaveValue('Milano');

    // Sblocca: the editable field that takes the locked one's place has the focus
    await tabTo(page, wizard.dialog.getByRole('button', { name: 'Sblocca luogo di nascita' }));
    await pressAndExpectFocus(page, 'Enter', wizard.field('Luogo di nascita'));
    await pwExpect(wizard.field('Luogo di nascita')).toBeEditable();

    // the calendar opens with the focus on a date: Escape closes the calendar, not the wizard
    await tabTo(page, wizard.dialog.getByRole('button', { name: 'Sblocca data di nascita' }));
    await pressAndExpectFocus(page, 'Enter', wizard.field('Data di nascita'));
    await page.keyboard.press('Escape');
    await pwExpect(page.getByRole('dialog', { name: 'Chiudere senza salvare?' })).toHaveCount(0);
    await pwExpect(wizard.field('Data di nascita')).toBeFocused();

    await tabTo(page, wizard.field('Telefono'));
    await page.keyboard.type('333 4445556');
    await page.keyboard.press('Enter');

    // a street chosen with the arrows and Enter locks the field: the focus stays on it
    await pwExpect(wizard.address).toBeFocused();
    await page.keyboard.type('Via Roma');
    await page.getByRole('option', { name: /Via Roma, Centro Storico/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await pwExpect(wizard.field('Indirizzo')).toHaveAttribute('readonly', '');
    await pwExpect(wizard.field('Indirizzo')).toBeFocused();
  });
});

describe('keyboard focus: goods receipt', () => {
  it('keeps Tab in Nuovo fornitore, comes back to its button, and follows a product added, removed, and its last IMEI', async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    await page.goto('/warehouse/load-merchandise');
    const wizard = page.getByRole('dialog', { name: /Carica Merce/ });
    const newSupplier = wizard.getByRole('button', { name: 'Nuovo fornitore' });
    await tabTo(page, newSupplier);
    await page.keyboard.press('Enter');
    const supplier = page.getByRole('dialog', { name: 'Nuovo fornitore' });
    await pwExpect(supplier.getByRole('textbox', { name: 'Nome fornitore' })).toBeFocused();
    // round and round inside the dialog: never to the wizard or the page behind it
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press('Tab');
      expect(await supplier.evaluate((dialog) => dialog.contains(dialog.ownerDocument.activeElement))).toBe(true);
    }
    await pressAndExpectFocus(page, 'Escape', newSupplier);
    await pwExpect(supplier).toBeHidden();

    // step 1 with the keyboard: a supplier from the list, the DDT number, the pieces
    const supplierField = wizard.getByRole('combobox', { name: 'Fornitore' });
    await tabTo(page, supplierField);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, wizard.getByRole('textbox', { name: 'Numero DDT' }));
    await page.keyboard.type(`KB-${run}`);
    await tabTo(page, wizard.getByRole('textbox', { name: 'Totale pezzi dichiarati' }));
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');

    // step 2: Aggiungi → the product's quantity; Rimuovi of the last row → the search
    const search = wizard.getByRole('textbox', { name: 'Cerca prodotto' });
    await pwExpect(search).toBeFocused();
    await page.keyboard.type('Galaxy A56');
    const add = wizard.getByRole('button', { name: 'Aggiungi Galaxy A56 5G 128GB' });
    await tabTo(page, add);
    await pressAndExpectFocus(page, 'Enter', wizard.getByRole('textbox', { name: 'Quantità Galaxy A56 5G 128GB' }));
    await tabTo(page, wizard.getByRole('button', { name: 'Rimuovi Galaxy A56 5G 128GB' }));
    await pressAndExpectFocus(page, 'Enter', search);
    await tabTo(page, add);
    await pressAndExpectFocus(page, 'Enter', wizard.getByRole('textbox', { name: 'Quantità Galaxy A56 5G 128GB' }));
    await tabTo(page, wizard.getByRole('button', { name: 'Avanti' }));
    await page.keyboard.press('Enter');

    // step 3: the last IMEI takes its field away: the focus goes on to the purchase price;
    // the second IMEI's button gives way to its field, which has the focus
    const code = wizard.getByRole('textbox', { name: 'IMEI pezzo 1 di 1' });
    await pwExpect(code).toBeFocused();
    await page.keyboard.type(imeiOf(1));
    await pressAndExpectFocus(page, 'Enter', wizard.getByRole('textbox', { name: 'Prezzo di acquisto (facoltativo)' }));
    // (the button is above the price: Tab goes round the dialog to it)
    await tabTo(page, wizard.getByRole('button', { name: 'Aggiungi IMEI 2 al pezzo 1' }), 60);
    await pressAndExpectFocus(page, 'Enter', wizard.getByRole('textbox', { name: 'Secondo IMEI pezzo 1 (dual SIM)' }));
  });
});

describe('keyboard focus: warehouse', () => {
  it("comes back to an inventory row's Modifica after Escape, and stays on Salva of the warehouse settings", async () => {
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    await page.goto('/warehouse/inventory');
    const edit = page.getByRole('button', { name: /^Modifica / }).first();
    await tabTo(page, edit, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Modifica prodotto' });
    await dialog.waitFor();
    await pressAndExpectFocus(page, 'Escape', edit);
    await pwExpect(dialog).toBeHidden();

    await page.goto('/warehouse/settings');
    const save = page.getByRole('button', { name: 'Salva' });
    const stale = page.getByRole('textbox', { name: 'Prodotti fermi dopo' });
    await tabTo(page, stale, 60);
    await page.keyboard.press('ArrowUp');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await page.getByText('Impostazioni magazzino salvate con successo').waitFor();
    await pwExpect(save).toBeFocused();
    // put the setting back as it was
    await tabTo(page, stale, 60);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await pwExpect(save).toBeFocused();
  });
});
