import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDaysIso, formatDay, MSG, POINTS_HISTORY_SHOWN, todayIso, withPartitaIvaCheckDigit } from '@banco/shared';
import { AppShell } from './pages/app-shell.ts';
import { CustomersPage } from './pages/customers-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { api, apiLogin } from './support/api.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { codiceFiscale, customerByApi } from './support/customers.ts';
import { FAILURE_SHOWN, withoutAnswer } from './support/unanswered.ts';
import { snapshot } from './support/snapshot.ts';
import { expectTableFits } from './support/table-layout.ts';
import { closeWizardSuccess } from './pages/wizard-success.ts';

const session = useBrowser();
/** Letters of this run: the customers of a file have codes of their own (one tax code per company). */
const stamp = Date.now().toString(36).toUpperCase().replace(/[^A-Z]/g, 'X').padEnd(6, 'K');


async function loggedIn(email: string): Promise<Page> {
  const page = await session.newPage();
  await new LoginPage(page).login(email, DEMO_PASSWORD);
  await new AppShell(page).waitUntilReady();
  return page;
}


describe('customers (entrepreneur)', () => {
  it('creates an individual through the wizard: the codice fiscale fills birth date and place, every step checks its fields', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const customers = new CustomersPage(page);
    await customers.open();
    await customers.newCustomer.click();
    const wizard = customers.wizard();
    await wizard.dialog.waitFor();

    // Avanti on an empty step 1 shows the spec's messages
    await wizard.next.click();
    await wizard.error('Nome richiesto (min 2 caratteri)').waitFor();
    await wizard.error('Cognome richiesto (min 2 caratteri)').waitFor();
    await wizard.error('Codice fiscale richiesto').waitFor();
    await wizard.error('Telefono richiesto').waitFor();
    await wizard.error('Data di nascita obbligatoria').waitFor();

    await wizard.field('Nome').fill('nicolò');
    await wizard.field('Cognome').fill('cantù');
    const taxCode = codiceFiscale(stamp);
    // a wrong check character: any letter but the right one (a fixed 'X' is right once in 26 runs)
    const wrongCheck = taxCode.endsWith('X') ? 'Y' : 'X';
    await wizard.field('Codice fiscale').fill(`${taxCode.slice(0, 15)}${wrongCheck}`.toLowerCase());
    await wizard.next.click();
    await wizard.error('Codice fiscale non valido - verifica formato').waitFor();
    await wizard.field('Codice fiscale').fill(taxCode.toLowerCase());
    // birth date from the code, birth place from /comuni/by-codice-c: filled and locked
    await pwExpect(wizard.field('Data di nascita')).toHaveValue('10/12/1985');
    await pwExpect(wizard.field('Data di nascita')).toHaveAttribute('readonly', '');
    await pwExpect(wizard.field('Luogo di nascita')).toHaveValue('Milano');
    await pwExpect(wizard.field('Luogo di nascita')).toHaveAttribute('readonly', '');
    await pwExpect(wizard.field('Nazionalità')).toHaveValue('Italiana');
    await snapshot(page, 'customer-wizard-step1');
    await wizard.dialog.getByRole('button', { name: 'Sblocca luogo di nascita' }).click();
    await pwExpect(wizard.field('Luogo di nascita')).not.toHaveAttribute('readonly', '');
    await wizard.dialog.getByText('Inserimento manuale: verifica che luogo di nascita e nazionalità corrispondano al codice fiscale.').waitFor();
    await wizard.field('Telefono').fill('+39 333 1234567');
    await wizard.next.click();

    // step 2: the city fills the province
    await wizard.next.click();
    await wizard.error('Indirizzo richiesto').waitFor();
    await wizard.error('CAP deve essere di 5 cifre').waitFor();
    await wizard.address.fill('Via Torino');
    await wizard.field('Numero civico').fill('12');
    await wizard.field('Città').fill('Milano');
    await pwExpect(wizard.province).toHaveValue('MI — Milano');
    await wizard.field('CAP').fill('20123');
    await snapshot(page, 'customer-wizard-step2');
    await wizard.next.click();

    // step 3: the expiry follows the issue date, on the birthday
    await wizard.field('Numero documento').fill('ca1234567');
    await wizard.field('Ente rilascio').fill('comune di milano');
    // every document field is required (spec 2 §5.1), the dates too
    for (const label of ['Numero documento', 'Ente rilascio', 'Data rilascio', 'Data scadenza']) {
      await pwExpect(wizard.dialog.locator('label', { hasText: label })).toContainText('*');
    }
    // a typed day after today stays in the field, and the step says why it cannot go on
    const tomorrow = formatDay(addDaysIso(todayIso(), 1));
    await wizard.date('Data rilascio', tomorrow);
    await pwExpect(wizard.field('Data rilascio')).toHaveValue(tomorrow);
    await wizard.next.click();
    await wizard.error(MSG.documentIssuedInFuture).waitFor();
    await snapshot(page, 'customer-wizard-step3-future-issue');
    await wizard.date('Data rilascio', '15/01/2020');
    await pwExpect(wizard.field('Data scadenza')).toHaveValue('10/12/2030');
    // the clear buttons of the two dates say what they do
    await pwExpect(wizard.dialog.getByRole('button', { name: 'Cancella la data' })).toHaveCount(2);
    await snapshot(page, 'customer-wizard-step3');
    await wizard.next.click();

    // step 4: privacy is required
    await wizard.create.click();
    await wizard.error('Consenso privacy obbligatorio').waitFor();
    await wizard.dialog.getByRole('checkbox', { name: /privacy/ }).check();
    await wizard.dialog.getByRole('checkbox', { name: /marketing/ }).check();
    await snapshot(page, 'customer-wizard-step4');
    await wizard.create.click();
    await closeWizardSuccess(wizard.dialog, 'Cliente creato con successo');

    // names title-cased by the shared schema; searched without accents, and by a tax code prefix
    await customers.search.fill('nicolo cantu');
    await customers.searchButton.click();
    await pwExpect(customers.rows).toHaveCount(1);
    await pwExpect(customers.rows.first()).toHaveText(/Nicolò Cantù/);
    await pwExpect(customers.rows.first()).toHaveText(/Nessun acquisto/);
    // the mobile number typed as '+39 333 1234567' reads in groups
    await pwExpect(customers.rows.first()).toHaveText(/\+39 333 123 4567/);
    await pwExpect(page).toHaveURL(/search=nicolo\+cantu|search=nicolo%20cantu/);
    await customers.search.fill(taxCode.slice(0, 9).toLowerCase());
    await customers.search.press('Enter');
    await pwExpect(customers.rows).toHaveCount(1);
    await pwExpect(customers.rows.first().getByRole('img', { name: 'Privacy: consenso dato' })).toBeVisible();
    await pwExpect(customers.rows.first().getByRole('img', { name: 'Profilazione: consenso non dato' })).toBeVisible();
    await snapshot(page, 'customers-list');

    await customers.search.fill('nessuno-si-chiama-cosi');
    await customers.search.press('Enter');
    await customers.page.getByText('Nessun cliente trovato').waitFor();
  });

  it('suggests addresses from 3 characters; a suggestion chosen with the keyboard fills and locks the address', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const customers = new CustomersPage(page);
    await customers.open();
    await customers.newCustomer.click();
    const wizard = customers.wizard();
    await wizard.dialog.getByText('Azienda', { exact: true }).click();
    await wizard.field('Ragione sociale').fill('Indirizzi Prova Srl');
    await wizard.field('Partita IVA').fill(withPartitaIvaCheckDigit(`${String(Date.now()).slice(-7)}016`));
    await wizard.field('Rappresentante legale').fill('Anna Verdi');
    await wizard.field('Telefono').fill('02 7654321');
    await wizard.next.click();
    await wizard.dialog.getByRole('heading', { name: '2. Indirizzo' }).waitFor();

    const address = wizard.address;
    const suggestions = page.getByRole('listbox', { name: 'Indirizzi suggeriti' });
    await address.fill('Vi');
    await pwExpect(page.getByText('Digita almeno 3 caratteri per cercare indirizzi')).toBeVisible();
    await address.fill('Via Inesistente');
    await pwExpect(page.getByText('Nessun indirizzo trovato per "Via Inesistente"')).toBeVisible();
    await pwExpect(page.getByText('Prova con un indirizzo più specifico (via, numero civico e città)')).toBeVisible();
    await address.fill('Via Roma');
    // streets with a house number first, as the geocoder named them (spec 2 §7)
    await pwExpect(suggestions.getByRole('option')).toHaveText(['10, Via Roma, Centro Storico', /^Via Roma, Quartiere Molto Lungo/]);
    await snapshot(page, 'customers-address-suggestions');
    // Escape closes the list, not the wizard
    await address.press('Escape');
    await pwExpect(suggestions).toBeHidden();
    await pwExpect(wizard.dialog).toBeVisible();
    // the arrows open the list again and move through it
    await address.press('ArrowDown');
    await address.press('ArrowDown');
    await address.press('ArrowUp');
    await pwExpect(suggestions.locator('[data-combobox-selected]')).toHaveText('10, Via Roma, Centro Storico');
    await address.press('Enter');
    await pwExpect(wizard.field('Numero civico')).toHaveValue('10');
    await pwExpect(wizard.field('Città')).toHaveValue('Pavia');
    await pwExpect(wizard.province).toHaveValue('PV — Pavia');
    // Escape on a field of a filled step asks before discarding; Escape again is 'no', back in the step
    await wizard.field('Numero civico').press('Escape');
    const discard = page.getByRole('dialog', { name: 'Chiudere senza salvare?' });
    await pwExpect(discard).toBeVisible();
    await page.keyboard.press('Escape');
    await pwExpect(discard).toBeHidden();
    await pwExpect(wizard.field('Numero civico')).toBeVisible();
    await pwExpect(wizard.field('CAP')).toHaveValue('27100');
    // Enter chose the suggestion; it did not move to the next step
    await wizard.dialog.getByRole('heading', { name: '2. Indirizzo' }).waitFor();
    const locked = wizard.dialog.getByRole('textbox', { name: 'Indirizzo', exact: true });
    await pwExpect(locked).toHaveValue('Via Roma');
    await pwExpect(locked).toHaveAttribute('readonly', '');
    await wizard.dialog.getByRole('button', { name: 'Sblocca indirizzo' }).click();
    await pwExpect(wizard.address).toBeEditable();
    await wizard.address.fill('Via Roma 12');
    await pwExpect(wizard.address).toHaveValue('Via Roma 12');

    await wizard.dialog.getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
    await wizard.dialog.waitFor({ state: 'detached' });
  });

  it('creates a company customer and refuses its VAT number twice with the name of the first', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const customers = new CustomersPage(page);
    await customers.open();
    const vat = withPartitaIvaCheckDigit(`${String(Date.now()).slice(-7)}015`);
    for (const attempt of [1, 2]) {
      await customers.newCustomer.click();
      const wizard = customers.wizard();
      await wizard.dialog.getByText('Azienda', { exact: true }).click();
      await wizard.field('Ragione sociale').fill('ottica bianchi srl');
      await wizard.field('Partita IVA').fill('12345678901');
      await wizard.field('Rappresentante legale').fill('anna bianchi');
      await wizard.field('Email PEC').fill('ottica');
      await wizard.field('Telefono').fill('02 7654321');
      await wizard.next.click();
      await wizard.error('Partita IVA non valida - verifica formato').waitFor();
      await wizard.error('Email PEC non valida').waitFor();
      await wizard.field('Partita IVA').fill(vat);
      await wizard.field('Email PEC').fill('OTTICA@PEC.IT');
      await wizard.next.click();
      await wizard.address.fill('Corso Buenos Aires');
      await wizard.field('Città').fill('Milano');
      await pwExpect(wizard.province).toHaveValue('MI — Milano');
      await wizard.field('CAP').fill('20124');
      await wizard.next.click();
      await wizard.field('Numero documento').fill('AB123456');
      await wizard.field('Ente rilascio').fill('Comune di Milano');
      await wizard.date('Data rilascio', '01/02/2022');
      await wizard.next.click();
      await wizard.dialog.getByRole('checkbox', { name: /privacy/ }).check();
      await wizard.create.click();
      if (attempt === 1) {
        await closeWizardSuccess(wizard.dialog, 'Cliente creato con successo');
      } else {
        await pwExpect(wizard.dialog.getByRole('alert')).toContainText('Esiste già un cliente con questa partita IVA: Ottica Bianchi Srl');
        await wizard.dialog.getByRole('button', { name: 'Annulla' }).click();
        await page.getByRole('button', { name: 'Chiudi senza salvare' }).click();
      }
    }
    await customers.search.fill(vat);
    await customers.search.press('Enter');
    await pwExpect(customers.rows).toHaveCount(1);
    await pwExpect(customers.rows.first()).toHaveText(/Ottica Bianchi Srl[\s\S]*Azienda[\s\S]*Anna Bianchi/);
  });

  it("exports a customer's data for a right-of-access request, as PDF and as JSON", async () => {
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    const taxCode = codiceFiscale(`${stamp.slice(0, 3)}EXP`);
    const id = await customerByApi(token, { first_name: 'Elena', last_name: `Export${stamp.toLowerCase()}`, tax_code: taxCode });
    const page = await loggedIn(DEMO.entrepreneur);
    await page.setViewportSize({ width: 1024, height: 768 });
    const customers = new CustomersPage(page);
    await customers.open(`?search=${taxCode}`);
    await customers.action('Visualizza', `Elena Export${stamp.toLowerCase()}`).click();
    const detail = customers.detail();
    await detail.getByTestId('customer-name').waitFor();

    await detail.getByRole('button', { name: 'Esporta dati' }).click();
    await page.getByRole('menuitem', { name: 'Documento PDF' }).waitFor();
    await snapshot(page, 'customer-detail-export-1024');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Documento PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`dati-cliente-${id}.pdf`);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    await detail.getByRole('button', { name: 'Esporta dati' }).click();
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Dati in formato JSON' }).click()]);
    expect(json.suggestedFilename()).toBe(`dati-cliente-${id}.json`);
    const data = JSON.parse(await readFile(await json.path(), 'utf8')) as { customer: { id: number; tax_code: string } };
    expect(data.customer).toMatchObject({ id, tax_code: taxCode });
  });

  it('shows the detail; assigns and removes manual points, reaches Silver and converts 100-point blocks into a coupon', async () => {
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    const taxCode = codiceFiscale(`${stamp.slice(0, 3)}PNT`);
    await customerByApi(token, { first_name: 'Giulia', last_name: `Punti${stamp.toLowerCase()}`, tax_code: taxCode });
    const page = await loggedIn(DEMO.entrepreneur);
    const customers = new CustomersPage(page);
    await customers.open(`?search=${taxCode}`);
    const name = `Giulia Punti${stamp.toLowerCase()}`;
    await customers.action('Visualizza', name).click();
    const detail = customers.detail();
    await detail.getByTestId('customer-name').waitFor();
    await pwExpect(detail.getByTestId('customer-name')).toHaveText(name);
    for (const label of ['Totale Acquisti', 'Ultimo Anno', 'Ultimi 90 Giorni', 'Numero Acquisti']) await detail.getByText(label, { exact: true }).waitFor();
    await pwExpect(detail.getByTestId('loyalty-points')).toHaveText('0');
    await pwExpect(detail.getByTestId('loyalty-tier')).toHaveText('Bronze');

    // fewer than 100 points: no conversion
    await detail.getByRole('button', { name: 'Converti in Coupon' }).click();
    await detail.getByText('Servono almeno 100 punti per convertire in coupon').waitFor();

    // the modal's own checks (spec 2 §5.2)
    const assign = async (points: string, reason: string) => {
      await detail.getByRole('button', { name: 'Assegna Punti' }).click();
      const modal = customers.dialog('Assegna Punti Manualmente');
      await modal.getByLabel('Punti').fill(points);
      await modal.getByLabel('Causale').fill(reason);
      await modal.getByRole('button', { name: 'Assegna Punti' }).click();
      return modal;
    };
    let modal = await assign('', 'Benvenuto');
    await modal.getByText('Inserisci sia i punti che la causale').waitFor();
    await modal.getByLabel('Punti').fill('dieci');
    await modal.getByRole('button', { name: 'Assegna Punti' }).click();
    await modal.getByText('Inserisci un numero valido di punti').waitFor();
    await modal.getByRole('button', { name: 'Annulla' }).click();

    modal = await assign('50', 'Errore di cassa');
    await pwExpect(modal).toBeHidden();
    await detail.getByText('Punti assegnati con successo!').waitFor();
    await pwExpect(detail.getByTestId('loyalty-points')).toHaveText('50');
    await detail.getByRole('button', { name: 'Elimina assegnazione di 50 punti' }).click();
    await customers.dialog('Elimina assegnazione punti').getByRole('button', { name: 'Elimina' }).click();
    await detail.getByText('Assegnazione punti eliminata con successo!').waitFor();
    await pwExpect(detail.getByTestId('loyalty-points')).toHaveText('0');

    await assign('620', 'Benvenuto ProFylo');
    await pwExpect(detail.getByTestId('loyalty-points')).toHaveText('620');
    await pwExpect(detail.getByTestId('loyalty-tier')).toHaveText('Silver');
    await pwExpect(detail.getByTestId('loyalty-progress')).toHaveText('12% verso Gold: mancano 880 punti');
    await snapshot(page, 'customer-detail');

    await detail.getByRole('button', { name: 'Converti in Coupon' }).click();
    const confirm = customers.dialog('Converti in Coupon');
    // 600 points at the demo company's 5,00 € per 100
    await confirm.getByText(/Convertire 600 punti in un coupon sconto da 30,00\s€\?/).waitFor();
    await confirm.getByRole('button', { name: 'Converti' }).click();
    await pwExpect(detail.getByTestId('loyalty-points')).toHaveText('20');
    await pwExpect(detail.getByTestId('loyalty-lifetime')).toHaveText('620');
    await pwExpect(detail.getByTestId('loyalty-tier')).toHaveText('Silver');
    await pwExpect(detail.getByTestId('coupon-row')).toHaveCount(1);
    await pwExpect(detail.getByTestId('coupon-row')).toHaveText(/30,00\s€[\s\S]*Attivo/);
    // the 620 points are spent but 20: their assignment cannot be removed, and its button says why instead of failing
    const spent = detail.getByRole('button', { name: 'Elimina assegnazione di 620 punti' });
    await pwExpect(spent).toHaveAttribute('aria-disabled', 'true');
    await pwExpect(spent).toHaveAttribute('aria-description', /i punti sono già stati convertiti \(saldo attuale 20\)/);

    // counts past a thousand are grouped, as amounts are
    await assign('1980', 'Recupero vecchia tessera');
    await pwExpect(detail.getByTestId('loyalty-points')).toHaveText('2.000');
    await pwExpect(detail.getByTestId('loyalty-lifetime')).toHaveText('2.600');
    await detail.getByRole('button', { name: 'Elimina assegnazione di 1.980 punti' }).waitFor();
  });
});


describe('customers: a long points ledger', () => {
  it('lists the newest entries in a card that scrolls, says how many there are and, to who may export, where the rest is', async () => {
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    const taxCode = codiceFiscale(`${stamp.slice(0, 3)}LNG`);
    const id = await customerByApi(token, { first_name: 'Lino', last_name: `Storico${stamp.toLowerCase()}`, tax_code: taxCode });
    const total = POINTS_HISTORY_SHOWN + 1;
    for (let n = 1; n <= total; n++) await api(`/customers/${id}/assign-points`, { method: 'POST', token, body: { points: 5, reason: `Visita ${n}` } });
    const name = `Lino Storico${stamp.toLowerCase()}`;

    for (const [who, exportHint] of [[DEMO.entrepreneur, " L'elenco completo è in Esporta dati."], [DEMO.consultant, '']] as const) {
      const page = await signIn(session, who, { width: 1024 });
      const customers = new CustomersPage(page);
      await customers.open(`?search=${taxCode}`);
      await customers.action('Visualizza', name).click();
      const detail = customers.detail();
      await pwExpect(detail.getByTestId('points-entry')).toHaveCount(POINTS_HISTORY_SHOWN);
      await pwExpect(detail.getByTestId('points-entry').first()).toContainText(`Visita ${total}`);
      await pwExpect(detail.getByTestId('points-shown')).toHaveText(`Sono mostrati gli ultimi ${POINTS_HISTORY_SHOWN} movimenti punti su ${total}.${exportHint}`);
      // the card scrolls: the customer's data below it stay within reach
      const entries = detail.getByRole('table', { name: 'Movimenti punti' });
      await pwExpect.poll(() => entries.evaluate((table) => {
        const viewport = table.closest('.mantine-ScrollArea-viewport');
        return viewport !== null && viewport.scrollHeight > viewport.clientHeight;
      })).toBe(true);
      await page.close();
    }
  });
});

describe('customers: keyboard only', () => {
  it('creates a customer with the keyboard alone at 1024×768', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    await page.setViewportSize({ width: 1024, height: 768 });
    const customers = new CustomersPage(page);
    await customers.open();
    await tabTo(page, customers.newCustomer, 40);
    await page.keyboard.press('Enter');
    const wizard = customers.wizard();
    // the wizard opens on its first field, the customer type (Privato chosen)
    await pwExpect(wizard.dialog.getByRole('radio', { name: 'Privato' })).toBeFocused();
    await tabTo(page, wizard.field('Nome'));
    await page.keyboard.type('Chiara');
    await tabTo(page, wizard.field('Cognome'));
    await page.keyboard.type('Fontana');
    await tabTo(page, wizard.field('Codice fiscale'));
    await page.keyboard.type(codiceFiscale(`${stamp.slice(0, 3)}KEY`));
    await pwExpect(wizard.field('Luogo di nascita')).toHaveValue('Milano');
    await tabTo(page, wizard.field('Telefono'));
    await page.keyboard.type('333 1112223');
    await page.keyboard.press('Enter');
    await pwExpect(wizard.address).toBeFocused();
    await page.keyboard.type('Via Po 5');
    await tabTo(page, wizard.field('Città'));
    await page.keyboard.type('Torino');
    await pwExpect(wizard.province).toHaveValue('TO — Torino');
    await tabTo(page, wizard.field('CAP'));
    await page.keyboard.type('10123');
    await page.keyboard.press('Enter');
    await wizard.dialog.getByRole('heading', { name: '3. Documento Identità' }).waitFor();
    await tabTo(page, wizard.field('Numero documento'));
    await page.keyboard.type('AX1234567');
    await tabTo(page, wizard.field('Ente rilascio'));
    await page.keyboard.type('Comune di Torino');
    await tabTo(page, wizard.field('Data rilascio'));
    await page.keyboard.type('01/03/2021');
    await tabTo(page, wizard.next);
    await page.keyboard.press('Enter');
    const privacy = wizard.dialog.getByRole('checkbox', { name: /privacy/ });
    await pwExpect(privacy).toBeFocused();
    await page.keyboard.press('Space');
    await pwExpect(privacy).toBeChecked();
    await tabTo(page, wizard.create);
    await snapshot(page, 'customer-wizard-keyboard-1024');
    await page.keyboard.press('Enter');
    await closeWizardSuccess(wizard.dialog, 'Cliente creato con successo');
    await customers.search.fill('chiara fontana');
    await customers.search.press('Enter');
    await pwExpect(customers.rows).toHaveCount(1);
  });
});

describe('customers: 1024×768', () => {
  it('shows every column of the list, the consents and the last purchase included, none under the pinned actions', async () => {
    const page = await signIn(session, DEMO.entrepreneur, { width: 1024 });
    const customers = new CustomersPage(page);
    await customers.open();
    await pwExpect(customers.rows.first()).toBeVisible();
    await expectTableFits(page.getByRole('table', { name: 'Clienti' }));
    await pwExpect(customers.rows.first().getByRole('img', { name: /^Privacy: / })).toBeInViewport();
    await snapshot(page, 'customers-list-1024');
    // a company's user sees its own customers: no line says whose they are
    await pwExpect(page.getByTestId('customer-owner-company')).toHaveCount(0);
  });

  it("the superadmin, over every company, sees whose each customer is", async () => {
    const page = await signIn(session, DEMO.superadmin, { width: 1024 });
    const customers = new CustomersPage(page);
    await customers.open();
    await pwExpect(customers.rows.first()).toBeVisible();
    const owners = await page.getByTestId('customer-owner-company').allTextContents();
    expect(owners.length).toBe(await customers.rows.count());
    expect(owners.every((owner) => owner.trim() !== '')).toBe(true);
    await expectTableFits(page.getByRole('table', { name: 'Clienti' }));
  });
});

describe('customers: who may delete', () => {
  it('lets the entrepreneur delete a customer; the manager edits and assigns points but has no delete', async () => {
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    const taxCode = codiceFiscale(`${stamp.slice(0, 3)}DEL`);
    const lastName = `Elimina${stamp.toLowerCase()}`;
    await customerByApi(token, { first_name: 'Paolo', last_name: lastName, tax_code: taxCode });
    const name = `Paolo ${lastName}`;

    const managerPage = await loggedIn(DEMO.manager);
    const asManager = new CustomersPage(managerPage);
    await asManager.open(`?search=${lastName}`);
    await asManager.action('Visualizza', name).waitFor();
    await asManager.action('Modifica', name).waitFor();
    await pwExpect(asManager.action('Elimina', name)).toHaveCount(0);
    await asManager.action('Visualizza', name).click();
    await asManager.detail().getByRole('button', { name: 'Assegna Punti' }).waitFor();

    const page = await loggedIn(DEMO.entrepreneur);
    const customers = new CustomersPage(page);
    await customers.open(`?search=${lastName}`);
    await customers.action('Elimina', name).click();
    const dialog = customers.dialog('Elimina cliente');
    await dialog.getByText(`Eliminare il cliente ${name}? L'operazione non può essere annullata.`).waitFor();
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await pwExpect(customers.banner).toHaveText('Cliente eliminato con successo');
    await page.getByText('Nessun cliente trovato').waitFor();
  });

  it('shows Errore with Chiudi for a customer deleted meanwhile, and the empty list of a company without customers', async () => {
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    const lastName = `Sparito${stamp.toLowerCase()}`;
    const id = await customerByApi(token, { first_name: 'Luca', last_name: lastName, tax_code: codiceFiscale(`${stamp.slice(0, 3)}SPR`) });
    const page = await loggedIn(DEMO.entrepreneur);
    const customers = new CustomersPage(page);
    await customers.open(`?search=${lastName}`);
    await customers.action('Visualizza', `Luca ${lastName}`).waitFor();
    await api(`/customers/${id}`, { method: 'DELETE', token });
    await customers.action('Visualizza', `Luca ${lastName}`).click();
    const failed = customers.dialog('Errore');
    await failed.getByText('Errore nel caricamento del cliente').waitFor();
    await failed.getByRole('button', { name: 'Chiudi' }).last().click();
    await pwExpect(failed).toBeHidden();

    // Rivale Mobile's seeded customers go, so that its list is empty (no other browser test uses them)
    const rivalToken = await apiLogin(DEMO.rival, DEMO_PASSWORD);
    const seeded = await api<{ customers: { id: number }[] }>('/customers?per_page=100', { token: rivalToken });
    for (const customer of seeded.customers) await api(`/customers/${customer.id}`, { method: 'DELETE', token: rivalToken });
    const rivalPage = await loggedIn(DEMO.rival);
    const rival = new CustomersPage(rivalPage);
    await rival.open();
    await rivalPage.getByText('Nessun cliente presente').waitFor();
    await rivalPage.getByRole('button', { name: 'Aggiungi Primo Cliente' }).click();
    await rival.wizard().dialog.waitFor();
  });
});

describe('new customer (superadmin): companies that fail to load', () => {
  it('says so with Riprova instead of an empty company list', async () => {
    const page = await signIn(session, DEMO.superadmin, { width: 1024 });
    const companies = await withoutAnswer(page, '**/api/companies?**');
    const customers = new CustomersPage(page);
    await customers.open();
    await customers.newCustomer.click();
    const wizard = customers.wizard();
    const failed = wizard.dialog.getByRole('alert').filter({ hasText: MSG.companiesLoadFailed });
    await pwExpect(failed).toBeVisible(FAILURE_SHOWN);
    await companies.retry(failed);
    await pwExpect(wizard.dialog.getByRole('combobox', { name: 'Azienda' }).getByRole('option', { name: 'Demo Telefonia S.r.l.' })).toHaveCount(1);
  });
});

describe('customers: a list that fails to load', () => {
  it("keeps 'Nuovo Cliente' beside Riprova: creating does not wait for the list", async () => {
    const page = await signIn(session, DEMO.manager, { width: 1024 });
    const list = await withoutAnswer(page, '**/api/customers?**');
    const customers = new CustomersPage(page);
    await customers.open();
    const failed = page.getByRole('alert').filter({ hasText: 'Errore nel caricamento clienti' });
    await pwExpect(failed).toBeVisible(FAILURE_SHOWN);
    await pwExpect(customers.newCustomer).toBeVisible();
    await list.retry(failed);
    await pwExpect(customers.rows.first()).toBeVisible();
  });
});
