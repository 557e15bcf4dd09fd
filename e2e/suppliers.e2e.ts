import { describe, expect, it } from 'vitest';
import { MSG, SUPPLIER_MSG } from '@banco/shared';
import { SuppliersPage } from './pages/catalogue-page.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { snapshot } from './support/snapshot.ts';
import { expectTableFits } from './support/table-layout.ts';

/**
 * Fornitori (/warehouse/suppliers): the entrepreneur creates, edits, verifies, deactivates and
 * reactivates a supplier of this run; the manager edits but may not verify; the consultant only reads.
 * Every run names its own supplier (name and a code from the clock), so the demo suppliers stay as they are.
 */
const session = useBrowser();
const run = String(Date.now()).slice(-8);
const NAME = `Fornitore E2E ${run}`;
const RENAMED = `${NAME} Srl`;
/** A code of this run: 'E' and the last four digits of the clock (at most 5 characters). */
const CODE = `E${run.slice(-4)}`;

describe('suppliers (entrepreneur)', () => {
  it('reaches Fornitori from Magazzino, creates, edits, verifies, deactivates and reactivates a supplier', async () => {
    const page = await signIn(session, DEMO.entrepreneur);
    await page.goto('/warehouse');
    await page.getByRole('link', { name: 'Fornitori' }).click();
    const suppliers = new SuppliersPage(page);
    await suppliers.heading.waitFor();
    await pwExpect(page).toHaveURL(/\/warehouse\/suppliers$/);

    await page.getByRole('button', { name: 'Nuovo fornitore' }).click();
    const form = suppliers.dialog('Nuovo fornitore');
    await pwExpect(form.getByRole('textbox', { name: 'Nome fornitore' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Nome fornitore' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Codice fornitore' }).fill(CODE.toLowerCase());
    await form.getByRole('combobox', { name: 'Tipo' }).selectOption('telecom');
    // the shared rules, on their fields
    await form.getByRole('textbox', { name: 'Partita IVA' }).fill('12345');
    await form.getByRole('textbox', { name: 'Email' }).fill('non-una-email');
    await form.getByRole('button', { name: 'Crea fornitore' }).click();
    await pwExpect(form.getByText(MSG.partitaIvaInvalid)).toBeVisible();
    await pwExpect(form.getByText(MSG.emailInvalid)).toBeVisible();
    await form.getByRole('textbox', { name: 'Partita IVA' }).fill('');
    await form.getByRole('textbox', { name: 'Email' }).fill(`ordini.${run}@fornitore-e2e.it`);
    await form.getByRole('textbox', { name: 'Telefono' }).fill('02 1234567');
    await snapshot(page, 'suppliers-new-1366');
    await form.getByRole('button', { name: 'Crea fornitore' }).click();
    await pwExpect(suppliers.banner).toHaveText(SUPPLIER_MSG.created);
    await pwExpect(form).toBeHidden();

    await suppliers.search.fill(NAME);
    await pwExpect(suppliers.rows).toHaveCount(1);
    const row = suppliers.row(NAME);
    await pwExpect(row.getByTestId('supplier-row-code')).toHaveText(CODE);
    await pwExpect(row.getByTestId('supplier-row-type')).toHaveText('Telecomunicazioni');
    await pwExpect(row).toContainText(`ordini.${run}@fornitore-e2e.it`);
    await pwExpect(row.getByTestId('supplier-row-verified')).toHaveText('Da verificare');
    await pwExpect(row.getByTestId('supplier-row-status')).toHaveText('Attivo');

    // a second supplier with the same code is refused on the code field, by the server
    await page.getByRole('button', { name: 'Nuovo fornitore' }).click();
    const twin = suppliers.dialog('Nuovo fornitore');
    await twin.getByRole('textbox', { name: 'Nome fornitore' }).fill(`${NAME} bis`);
    await twin.getByRole('textbox', { name: 'Codice fornitore' }).fill(CODE);
    await twin.getByRole('button', { name: 'Crea fornitore' }).click();
    await pwExpect(twin.getByTestId('supplier-form-error')).toBeVisible();
    await pwExpect(twin.getByText(SUPPLIER_MSG.codeTaken)).toBeVisible();
    await pwExpect(twin.getByRole('textbox', { name: 'Codice fornitore' })).toHaveAttribute('aria-invalid', 'true');
    await twin.getByRole('button', { name: 'Annulla' }).click();
    await pwExpect(twin).toBeHidden();

    await suppliers.action('Modifica', NAME).click();
    const edit = suppliers.dialog('Modifica fornitore');
    await pwExpect(edit.getByRole('textbox', { name: 'Nome fornitore' })).toHaveValue(NAME);
    await pwExpect(edit.getByRole('textbox', { name: 'Codice fornitore' })).toHaveValue(CODE);
    await edit.getByRole('textbox', { name: 'Nome fornitore' }).fill(RENAMED);
    await edit.getByRole('textbox', { name: 'Note' }).fill('Consegne il martedì');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await pwExpect(suppliers.banner).toHaveText(SUPPLIER_MSG.updated);
    const renamed = suppliers.row(RENAMED);
    await pwExpect(renamed).toHaveCount(1);

    await suppliers.action('Verifica', RENAMED).click();
    await pwExpect(suppliers.banner).toHaveText(SUPPLIER_MSG.verified);
    await pwExpect(renamed.getByTestId('supplier-row-verified')).toHaveText('Verificato');
    await pwExpect(suppliers.action('Verifica', RENAMED)).toHaveCount(0);

    await suppliers.action('Disattiva', RENAMED).click();
    await pwExpect(suppliers.banner).toHaveText(SUPPLIER_MSG.statusChanged);
    await pwExpect(renamed.getByTestId('supplier-row-status')).toHaveText('Disattivo');
    await suppliers.choose('Stato', 'Solo attivi');
    await pwExpect(page).toHaveURL(/active=true/);
    await pwExpect(suppliers.rows).toHaveCount(0);
    await suppliers.choose('Stato', 'Solo disattivati');
    await pwExpect(suppliers.rows).toHaveCount(1);
    await suppliers.action('Riattiva', RENAMED).click();
    await pwExpect(suppliers.banner).toHaveText(SUPPLIER_MSG.statusChanged);
    // active again, it leaves the list of the deactivated ones
    await pwExpect(suppliers.rows).toHaveCount(0);
    await suppliers.choose('Stato', 'Solo attivi');
    await pwExpect(renamed.getByTestId('supplier-row-status')).toHaveText('Attivo');
  });

  it('at 1024×768 the table fits, and the keyboard opens and closes the edit', async () => {
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    const suppliers = new SuppliersPage(page);
    await suppliers.open();
    await pwExpect(suppliers.rows.first()).toBeVisible();
    await expectTableFits(suppliers.table);
    await snapshot(page, 'suppliers-1024-owner', { fullPage: true });
    // a badge cut with an ellipsis ('ATTI…') is wider than its box
    const cut = await suppliers.rows
      .locator('.mantine-Badge-root')
      .evaluateAll((badges) => badges.filter((badge) => (badge.firstElementChild?.scrollWidth ?? 0) > (badge.firstElementChild?.clientWidth ?? 0) + 1).map((badge) => badge.textContent));
    expect(cut).toEqual([]);

    await tabTo(page, suppliers.search);
    await page.keyboard.type(CODE);
    await page.keyboard.press('Enter');
    await pwExpect(suppliers.rows).toHaveCount(1);
    await tabTo(page, suppliers.rows.first().getByRole('button', { name: /^Modifica / }));
    await page.keyboard.press('Enter');
    const edit = suppliers.dialog('Modifica fornitore');
    await pwExpect(edit.getByRole('textbox', { name: 'Nome fornitore' })).toBeFocused();
    await pwExpect(edit.getByRole('button', { name: 'Salva' })).toBeInViewport();
    await snapshot(page, 'suppliers-edit-1024');
    await page.keyboard.press('Escape');
    await pwExpect(edit).toBeHidden();
  });
});

describe('suppliers (other roles)', () => {
  it('the manager edits but does not verify; the consultant only reads', async () => {
    const manager = await signIn(session, DEMO.manager, { width: 1024 });
    const asManager = new SuppliersPage(manager);
    await asManager.open();
    await pwExpect(asManager.rows.first()).toBeVisible();
    await pwExpect(manager.getByRole('button', { name: 'Nuovo fornitore' })).toBeVisible();
    await pwExpect(manager.getByRole('button', { name: /^Modifica / }).first()).toBeVisible();
    await pwExpect(manager.getByRole('button', { name: /^Verifica / })).toHaveCount(0);
    await expectTableFits(asManager.table);

    const consultant = await signIn(session, DEMO.consultant, { width: 1024 });
    const asConsultant = new SuppliersPage(consultant);
    await asConsultant.open();
    await pwExpect(asConsultant.rows.first()).toBeVisible();
    await pwExpect(consultant.getByRole('button', { name: 'Nuovo fornitore' })).toHaveCount(0);
    await pwExpect(consultant.getByRole('button', { name: /^(Modifica|Verifica|Disattiva|Riattiva) / })).toHaveCount(0);
    await snapshot(consultant, 'suppliers-1024-consultant');
  });
});
