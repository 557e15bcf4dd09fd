import { describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { StoresPage } from './pages/stores-page.ts';
import { closeWizardSuccess } from './pages/wizard-success.ts';
import { api, apiLogin } from './support/api.ts';
import { pwExpect } from './support/expect.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

const session = useBrowser();

async function openStores(email: string): Promise<{ page: Page; stores: StoresPage }> {
  const page = await session.newPage();
  await new LoginPage(page).login(email, DEMO_PASSWORD);
  await new AppShell(page).waitUntilReady();
  const stores = new StoresPage(page);
  await stores.open();
  return { page, stores };
}

/** The stores a demo user finds with `search`, as the API lists them. */
async function storesFound(token: string, search: string): Promise<{ id: number; code: string; name: string }[]> {
  return (await api<{ stores: { id: number; code: string; name: string }[] }>(`/stores?search=${encodeURIComponent(search)}`, { token })).stores;
}

/** Straight to the API, as a given demo user: the id of a store by its code. */
async function storeIdAs(email: string, code: string): Promise<number> {
  const store = (await storesFound(await apiLogin(email, DEMO_PASSWORD), code)).find((candidate) => candidate.code === code);
  if (!store) throw new Error(`negozio ${code} non trovato`);
  return store.id;
}

/**
 * Deletes the entrepreneur's store of that name if a test left it behind (it stopped before its own
 * deletion): a third store of the demo company would change what the later files count.
 */
async function removeLeftoverStore(name: string): Promise<void> {
  const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
  for (const store of (await storesFound(token, name)).filter((found) => found.name === name)) {
    await api(`/stores/${store.id}`, { method: 'DELETE', token });
  }
}

/** The e-mails of a store's assigned users, as the server has them (read as the entrepreneur). */
async function storeUserEmails(storeId: number): Promise<string[]> {
  const users = await api<{ email: string }[]>(`/stores/${storeId}/users`, { token: await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD) });
  return users.map((user) => user.email);
}

describe('stores as the entrepreneur', () => {
  it('creates a store through the six steps of the wizard and sees its card', async () => {
    const { page, stores } = await openStores(DEMO.entrepreneur);
    await stores.card('Demo Telefonia Milano').waitFor();
    await stores.card('Demo Telefonia Roma').waitFor();
    await pwExpect(stores.card('Demo Telefonia Milano')).toContainText('Giulia Verdi');
    await stores.screenshot('1-list');

    const name = `Telefonia Navigli ${Date.now().toString(36)}`;
    onTestFinished(() => removeLeftoverStore(name));
    await stores.newStore.click();
    const wizard = stores.dialog('Nuovo Negozio');
    await wizard.waitFor();
    const next = wizard.getByRole('button', { name: 'Avanti' });

    // 1 Azienda e Informazioni Base: the company is the current one, preselected and locked
    const company = wizard.getByRole('combobox', { name: 'Azienda' });
    await pwExpect(company).toHaveValue('Demo Telefonia S.r.l.');
    await pwExpect(company).toBeDisabled();
    await pwExpect(next).toBeDisabled();
    await wizard.getByLabel('Nome negozio').fill(name);
    await stores.screenshot('2-wizard-step1');
    await next.click();

    // 2 Ubicazione: the shared rules answer before the server does
    await wizard.getByRole('heading', { name: '2. Ubicazione' }).waitFor();
    await wizard.getByLabel('Indirizzo').fill('Alzaia Naviglio Grande 10');
    await wizard.getByLabel('Città').fill('Milano');
    await wizard.getByLabel('Provincia').fill('mi');
    await page.getByRole('option', { name: 'MI — Milano' }).click();
    await pwExpect(wizard.getByLabel('Provincia')).toHaveValue('MI — Milano');
    await wizard.getByLabel('CAP').fill('201');
    await next.click();
    await wizard.getByText('CAP deve essere di 5 cifre').waitFor();
    // a CAP of another province (issue 7.9)
    await wizard.getByLabel('CAP').fill('00184');
    await next.click();
    await wizard.getByText('Il CAP 00184 non appartiene a questa provincia (è di RM)').waitFor();
    await wizard.getByLabel('CAP').fill('20144');
    await next.click();

    // 3 Contatti
    await wizard.getByRole('heading', { name: '3. Contatti' }).waitFor();
    await wizard.getByLabel('Telefono').fill('02 8765432');
    await wizard.getByLabel('Email').fill('navigli@demotelefonia.it');
    await next.click();

    // 4 Fornitori Abilitati
    await wizard.getByRole('heading', { name: '4. Fornitori Abilitati' }).waitFor();
    await pwExpect(next).toBeDisabled();
    for (const provider of ['TIM', 'Fastweb', 'Enel Energia', 'Be Charge']) {
      await wizard.getByRole('checkbox', { name: provider, exact: true }).check();
    }
    await stores.screenshot('3-wizard-step4');
    const skip = wizard.getByRole('button', { name: 'Salta questo step' });
    await pwExpect(skip).toHaveCount(0);
    await next.click();

    // 5 WhatsApp Business: optional, so 'Salta questo step' moves on without checking it
    await wizard.getByRole('heading', { name: '5. WhatsApp Business' }).waitFor();
    await wizard.getByRole('switch', { name: 'Abilita WhatsApp Business' }).check();
    await wizard.getByText('Numero completo con prefisso internazionale').waitFor();
    await wizard.getByLabel('Numero WhatsApp').fill('3331112233');
    await next.click();
    await wizard.getByText('Numero WhatsApp non valido (formato +39XXXXXXXXXX)').waitFor();
    await skip.click();
    await wizard.getByRole('heading', { name: '6. Codici Attivazione e Finalizzazione' }).waitFor();
    // the last step offers no skip, and the skipped step with its mistake is not ticked
    await pwExpect(skip).toHaveCount(0);
    await pwExpect(wizard.getByRole('button', { name: /^Passo 5:/ })).toHaveAttribute('data-status', 'error');
    await wizard.getByRole('button', { name: 'Indietro' }).click();
    await wizard.getByLabel('Numero WhatsApp').fill('+39 333 111 2233');
    await next.click();

    // 6 Codici Attivazione e Finalizzazione
    await wizard.getByRole('heading', { name: '6. Codici Attivazione e Finalizzazione' }).waitFor();
    await wizard.getByRole('button', { name: 'Aggiungi codice' }).click();
    const code = wizard.getByRole('group', { name: 'Codice 1' });
    // the first enabled provider is proposed; any enabled one can be chosen
    await pwExpect(code.getByRole('combobox', { name: 'Operatore' })).toHaveValue('Fastweb');
    await stores.choose(code, 'Operatore', 'TIM');
    await code.getByLabel('Codice agente').fill('AG-NAV-1');
    await code.getByLabel('Codice dealer').fill('DL-204');
    // dates are typed and shown the Italian way
    await code.getByLabel('Valido dal').fill('01/01/2025');
    await code.getByLabel('Valido dal').press('Tab');
    await code.getByLabel('Valido fino al').fill('31/12/2099');
    await code.getByLabel('Valido fino al').press('Tab');
    await pwExpect(code.getByLabel('Valido dal')).toHaveValue('01/01/2025');
    await pwExpect(code.getByLabel('Valido fino al')).toHaveValue('31/12/2099');
    await wizard.getByLabel('Note', { exact: true }).fill('Vicino alla Darsena');
    const summary = wizard.getByLabel('Riepilogo');
    await summary.getByText(name).waitFor();
    await summary.getByText('Demo Telefonia S.r.l.').waitFor();
    // every step is complete, so every step is green
    await pwExpect(wizard.locator('[data-completed]')).toHaveCount(6);
    await stores.screenshot('4-wizard-step6');
    await wizard.getByRole('button', { name: 'Crea Negozio' }).click();

    await wizard.getByTestId('wizard-success').waitFor();
    await stores.screenshot('4b-wizard-success');
    await closeWizardSuccess(wizard, 'Negozio creato con successo');
    const card = stores.card(name);
    await card.waitFor();
    await pwExpect(card).toHaveText(/MI-\d{3}/);
    const storeCode = /[A-Z]{2}-\d{3}/.exec((await card.textContent()) ?? '')?.[0] ?? '';
    for (const expected of ['Milano (MI)', 'Alzaia Naviglio Grande 10', '02 8765432', 'WhatsApp', 'Nessun manager', 'Attivo', 'TIM', 'Fastweb', 'Enel Energia', 'Be Charge']) {
      await pwExpect(card).toContainText(expected);
    }
    await pwExpect(card).not.toContainText('Demo Telefonia S.r.l.'); // the company name is for can_view_all only
    await stores.screenshot('5-list-with-new-store');

    // the wizard again, in edit mode: prefilled, every step complete, the codes loaded
    await card.getByRole('button', { name: `Modifica ${name}` }).click();
    const editWizard = stores.dialog('Modifica Negozio');
    await pwExpect(editWizard.getByLabel('Nome negozio')).toHaveValue(name);
    // every step opens at once, but only the steps looked at are ticked: the first, then the last
    await pwExpect(editWizard.locator('[data-completed]')).toHaveCount(1);
    await editWizard.getByRole('button', { name: /^Passo 6:/ }).click();
    await pwExpect(editWizard.locator('[data-completed]')).toHaveCount(2);
    const savedCode = editWizard.getByRole('group', { name: 'Codice 1' });
    await pwExpect(savedCode.getByLabel('Codice agente')).toHaveValue('AG-NAV-1');
    await savedCode.getByLabel('Codice agente').fill('AG-NAV-2');
    await editWizard.getByRole('button', { name: 'Salva Modifiche' }).click();
    await closeWizardSuccess(editWizard, 'Negozio aggiornato con successo');

    // the detail modal: sections, the activation code saved after the store
    await card.getByRole('button', { name: `Visualizza ${name}` }).click();
    const detail = page.getByRole('dialog').filter({ hasText: 'Informazioni generali' });
    await detail.getByRole('table', { name: 'Codici di attivazione' }).getByText('AG-NAV-2').waitFor();
    await detail.getByText('Vicino alla Darsena').waitFor();
    await detail.getByText('+393331112233').waitFor();
    await stores.screenshot('6-detail');

    // the same editor from the detail, with the status and the users: 'Assegna Utente' takes effect with Salva
    await detail.getByRole('button', { name: 'Modifica' }).click();
    const edit = stores.dialog('Modifica Negozio');
    await edit.getByRole('heading', { name: '1. Azienda e Informazioni Base' }).waitFor();
    await stores.screenshot('7a-edit-top');
    await stores.choose(edit, 'Stato', 'Manutenzione');
    await edit.getByRole('button', { name: /^Passo 6:/ }).click();
    await stores.choose(edit, 'Aggiungi un utente', 'Luca Esposito — Consulente (consulente@banco.demo)');
    await edit.getByRole('button', { name: 'Assegna Utente' }).click();
    const assigned = edit.getByRole('table', { name: 'Utenti assegnati' });
    await assigned.getByText('Luca Esposito').waitFor();
    await assigned.getByText('Al salvataggio').waitFor();
    const storeId = await storeIdAs(DEMO.entrepreneur, storeCode);
    expect(await storeUserEmails(storeId)).toEqual([]);
    await stores.screenshot('7-edit');
    await edit.getByRole('button', { name: 'Salva Modifiche' }).click();
    await closeWizardSuccess(edit, 'Negozio aggiornato con successo');
    // opened from the detail, the editor gives the focus back to the card's 'Visualizza' that opened the detail
    await pwExpect(card.getByRole('button', { name: `Visualizza ${name}` })).toBeFocused();
    await pwExpect.poll(() => card.getByTestId('store-status').textContent()).toBe('Manutenzione');
    await pwExpect.poll(() => card.getByTestId('staff-count').textContent()).toBe('1 membro dello staff');
    expect(await storeUserEmails(storeId)).toEqual(['consulente@banco.demo']);

    // the card's pencil opens the same editor; a removal waits for Salva too
    await card.getByRole('button', { name: `Modifica ${name}` }).click();
    const again = stores.dialog('Modifica Negozio');
    await again.getByRole('button', { name: /^Passo 6:/ }).click();
    await again.getByRole('button', { name: 'Rimuovi Luca Esposito dal negozio' }).click();
    const confirm = stores.dialog('Rimuovi utente');
    await confirm.getByText('Sei sicuro di voler rimuovere questo utente dal negozio?').waitFor();
    await confirm.getByRole('button', { name: 'Rimuovi' }).click();
    await confirm.waitFor({ state: 'detached' });
    await again.getByText('Nessun utente assegnato a questo negozio').waitFor();
    expect(await storeUserEmails(storeId)).toEqual(['consulente@banco.demo']);
    await again.getByRole('button', { name: 'Salva Modifiche' }).click();
    await closeWizardSuccess(again, 'Negozio aggiornato con successo');
    await pwExpect(card.getByTestId('staff-count')).toHaveText('0 membri dello staff');
    expect(await storeUserEmails(storeId)).toEqual([]);

    // the status filter and the search
    await stores.choose(page.locator('body'), 'Stato', 'Manutenzione');
    await pwExpect.poll(() => stores.cardNames()).toEqual([name]);
    await stores.choose(page.locator('body'), 'Stato', 'Tutti gli stati');
    await stores.searchFor('darsena-che-non-esiste');
    await page.getByText('Nessun negozio trovato').waitFor();
    await stores.searchFor('navigli');
    await pwExpect.poll(() => stores.cardNames()).toEqual([name]);

    // deletion, confirmed
    await card.getByRole('button', { name: `Elimina ${name}` }).click();
    const remove = stores.dialog('Elimina negozio');
    await remove.getByText(`Sei sicuro di voler eliminare il negozio "${name}"? Questa azione non può essere annullata.`).waitFor();
    await stores.screenshot('8-delete');
    await remove.getByRole('button', { name: 'Elimina' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('Nessun negozio trovato').waitFor();
  });

  it('shows the server\'s plan limit in the wizard', async () => {
    // Demo Telefonia is on Multi (5 stores): fill it up through the API, then try from the wizard
    const { page, stores } = await openStores(DEMO.entrepreneur);
    const token = await page.evaluate(() => localStorage.getItem('banco_access_token'));
    const created: number[] = [];
    const body = (i: number) => ({
      name: `Riempimento ${i}`,
      address: 'Via Piena 1',
      city: 'Monza',
      province: 'MB',
      postal_code: '20900',
      phone: '039 1111111',
      operators_telecom: ['TIM'],
    });
    for (let i = 0; ; i += 1) {
      const res = await fetch(`${session.baseUrl}/api/stores`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body(i)),
      });
      if (res.status !== 201) break;
      created.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    try {
      await stores.newStore.click();
      const wizard = stores.dialog('Nuovo Negozio');
      const next = wizard.getByRole('button', { name: 'Avanti' });
      await wizard.getByLabel('Nome negozio').fill('Un negozio di troppo');
      await next.click();
      await wizard.getByLabel('Indirizzo').fill('Via Piena 2');
      await wizard.getByLabel('Città').fill('Monza');
      // a whole sigla left with Tab is chosen too
      await wizard.getByLabel('Provincia').fill('MB');
      await wizard.getByLabel('Provincia').press('Tab');
      await pwExpect(wizard.getByLabel('Provincia')).toHaveValue('MB — Monza e della Brianza');
      await wizard.getByLabel('CAP').fill('20900');
      await next.click();
      await wizard.getByLabel('Telefono').fill('039 2222222');
      await next.click();
      await wizard.getByRole('checkbox', { name: 'TIM', exact: true }).check();
      await next.click();
      await next.click();
      await wizard.getByRole('button', { name: 'Crea Negozio' }).click();
      await wizard.getByRole('alert').getByText('Limite del piano Multi raggiunto: al massimo 5 negozi.', { exact: false }).waitFor();
      await stores.screenshot('9-plan-limit');
    } finally {
      for (const id of created) {
        await fetch(`${session.baseUrl}/api/stores/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      }
    }
  });
  it('keeps the editor open with the error when an assignment is refused on Salva', async () => {
    const { page, stores } = await openStores(DEMO.entrepreneur);
    const token = await page.evaluate(() => localStorage.getItem('banco_access_token'));
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const milano = await storeIdAs(DEMO.entrepreneur, 'MI-001');
    const email = `assegnazione.${Date.now().toString(36)}@esempio.it`;
    const created = await fetch(`${session.baseUrl}/api/users`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ first_name: 'Da', last_name: 'Assegnare', email, role: 'manager', store_ids: [(await storeIdAs(DEMO.entrepreneur, 'RM-001'))], password: 'password-sicura' }),
    });
    expect(created.status).toBe(201);
    const userId = ((await created.json()) as { data: { user: { id: number } } }).data.user.id;

    await stores.card('Demo Telefonia Milano').getByRole('button', { name: 'Modifica Demo Telefonia Milano' }).click();
    const edit = stores.dialog('Modifica Negozio');
    await edit.getByRole('button', { name: /^Passo 6:/ }).click();
    await stores.choose(edit, 'Aggiungi un utente', `Da Assegnare — Manager (${email})`);
    await edit.getByRole('button', { name: 'Assegna Utente' }).click();
    // the user disappears before Salva: the assignment is refused, the editor stays with the error
    expect((await fetch(`${session.baseUrl}/api/users/${userId}`, { method: 'DELETE', headers })).status).toBe(200);
    await edit.getByRole('button', { name: 'Salva Modifiche' }).click();
    const refusal = edit.getByRole('alert');
    await refusal.waitFor();
    // the message is brought into view
    await pwExpect.poll(async () => {
      const box = await refusal.boundingBox();
      const viewport = page.viewportSize();
      return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
    }).toBe(true);
    await stores.screenshot('14-assignment-refused');
    await pwExpect.poll(() => edit.getByRole('table', { name: 'Utenti assegnati' }).getByText('Da Assegnare').count()).toBe(1);
    expect(await storeUserEmails(milano)).not.toContain(email);
    await edit.getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
    await edit.waitFor({ state: 'detached' });
  });
});

describe('stores as the superadmin', () => {
  it('sees every company\'s stores with the company name, and picks a company with room in the wizard', async () => {
    const { page, stores } = await openStores(DEMO.superadmin);
    await stores.card('Rivale Mobile Torino').waitFor();
    await pwExpect(stores.card('Rivale Mobile Torino')).toContainText('Rivale Mobile S.r.l.');
    await pwExpect(stores.card('Demo Telefonia Napoli')).toContainText('Demo Telefonia Sud S.r.l.');
    await stores.screenshot('11-superadmin-list');

    await stores.newStore.click();
    const wizard = stores.dialog('Nuovo Negozio');
    const company = wizard.getByRole('combobox', { name: 'Azienda' });
    await pwExpect(company).toBeEnabled();
    await pwExpect(company).toHaveValue('');
    await company.click();
    // Rivale's Single plan has its one store: shown, not choosable (the server would refuse it)
    const full = page.getByRole('option', { name: 'Rivale Mobile S.r.l. (piano completo)', exact: true });
    await pwExpect(full).toBeVisible();
    await pwExpect(full).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: /^Demo Telefonia S\.r\.l\. \(/ }).click();
    await wizard.getByLabel('Nome negozio').fill('Demo Secondo');
    await stores.screenshot('12-superadmin-wizard');
    const next = wizard.getByRole('button', { name: 'Avanti' });
    await next.click();
    await wizard.getByLabel('Indirizzo').fill('Via Po 12');
    await wizard.getByLabel('Città').fill('Torino');
    // a sigla typed and Enter chooses its province (the first match is highlighted as one types)
    await wizard.getByLabel('Provincia').fill('TO');
    await wizard.getByLabel('Provincia').press('Enter');
    await pwExpect(wizard.getByLabel('Provincia')).toHaveValue('TO — Torino');
    await wizard.getByLabel('CAP').fill('10123');
    await next.click();
    await wizard.getByLabel('Telefono').fill('011 1234567');
    await next.click();
    // the providers are the chosen company's
    await wizard.getByRole('checkbox', { name: 'Vodafone', exact: true }).waitFor();
    // typed data: closing asks before discarding it
    await wizard.getByRole('button', { name: 'Annulla' }).click();
    await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
    await wizard.waitFor({ state: 'detached' });
  });
});

describe('stores as the manager', () => {
  it('sees only its store, never another company\'s', async () => {
    const { page, stores } = await openStores(DEMO.manager);
    await stores.card('Demo Telefonia Milano').waitFor();
    await pwExpect.poll(() => stores.cardNames()).toEqual(['Demo Telefonia Milano']);
    await pwExpect(stores.newStore).toHaveCount(0);
    const milano = stores.card('Demo Telefonia Milano');
    await pwExpect(milano.getByRole('button', { name: 'Modifica Demo Telefonia Milano' })).toHaveCount(1);
    await pwExpect(milano.getByRole('button', { name: 'Elimina Demo Telefonia Milano' })).toHaveCount(0);
    await stores.screenshot('10-manager-list');

    await stores.searchFor('Torino');
    await page.getByText('Nessun negozio trovato').waitFor();
    await pwExpect(stores.cards).toHaveCount(0);

    // the API agrees: the rival's store does not exist for the manager
    const torino = await storeIdAs(DEMO.rival, 'TO-001');
    const status = await page.evaluate(async (id) => {
      const token = localStorage.getItem('banco_access_token');
      const res = await fetch(`/api/stores/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return res.status;
    }, torino);
    expect(status).toBe(404);
  });
});

describe('the store wizard on a small screen', () => {
  it('keeps its footer in view, advances with Enter, goes back with Back, asks before discarding and offers the draft again', async () => {
    const { page, stores } = await openStores(DEMO.entrepreneur);
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await stores.newStore.click();
      const wizard = stores.dialog('Nuovo Negozio');
      // the wizard opens with its first field focused (the entrepreneur's company is fixed)
      await pwExpect(wizard.getByLabel('Nome negozio')).toBeFocused();
      await wizard.getByLabel('Nome negozio').fill(`Bozza ${width}`);
      // Enter on a valid step advances, and the first field of the new step takes the focus
      await wizard.getByLabel('Nome negozio').press('Enter');
      await wizard.getByRole('heading', { name: '2. Ubicazione' }).waitFor();
      await pwExpect(wizard.getByLabel('Indirizzo')).toBeFocused();
      // the first step is visited and valid, the second is the current one: one green tick only
      await pwExpect(wizard.locator('[data-completed]')).toHaveCount(1);
      const next = wizard.getByRole('button', { name: 'Avanti' });
      await pwExpect(next).toBeInViewport({ ratio: 1 });
      await stores.screenshot(`13-wizard-${width}x768`);
      // the browser's Back goes to the previous step
      await page.goBack();
      await wizard.getByRole('heading', { name: '1. Azienda e Informazioni Base' }).waitFor();
      await wizard.getByText(/Bozza salvata alle/).waitFor();
      // Escape asks before discarding the typed data
      await page.keyboard.press('Escape');
      const confirm = page.getByRole('dialog', { name: 'Chiudere senza salvare?' });
      await confirm.getByRole('button', { name: 'Annulla' }).click();
      await confirm.waitFor({ state: 'detached' });
      await pwExpect(wizard.getByLabel('Nome negozio')).toHaveValue(`Bozza ${width}`);
      // a reload keeps the draft, offered when the wizard opens again
      await page.reload();
      await stores.newStore.click();
      const reopened = stores.dialog('Nuovo Negozio');
      await reopened.getByRole('button', { name: 'Riprendi bozza' }).click();
      await pwExpect(reopened.getByLabel('Nome negozio')).toHaveValue(`Bozza ${width}`);
      await reopened.getByRole('button', { name: 'Annulla' }).click();
      await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
      await reopened.waitFor({ state: 'detached' });
    }
  });
});
