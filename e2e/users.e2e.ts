import { snapshot } from './support/snapshot.ts';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { StoresPage } from './pages/stores-page.ts';
import { closeWizardSuccess } from './pages/wizard-success.ts';
import { UsersPage } from './pages/users-page.ts';
import { pwExpect } from './support/expect.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

const session = useBrowser();
const stamp = Date.now().toString(36);

/** The users of this file (unique per run: the e2e server is shared by every e2e file). */
const ROMA_MANAGER = { firstName: 'Elena', lastName: 'Marchetti', email: `elena.marchetti.${stamp}@esempio.it` };
const ROMA_CONSULTANT = { firstName: 'Davide', lastName: 'Ferraro', email: `davide.ferraro.${stamp}@esempio.it`, password: 'roma-2026-ok' };

async function loggedIn(email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await session.newPage();
  await new LoginPage(page).login(email, password);
  await new AppShell(page).waitUntilReady();
  return page;
}

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function companyId(token: string, name: string): Promise<number> {
  const res = await api<{ data: { id: number; name: string }[] }>('GET', `/companies?per_page=100&search=${encodeURIComponent(name)}`, token);
  const found = res.body.data.find((company) => company.name === name);
  if (!found) throw new Error(`${name} non trovata`);
  return found.id;
}

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api<{ data: { access_token: string } }>('POST', '/auth/login', null, { email, password });
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

describe('users (entrepreneur)', () => {
  it('shows the users list with roles, stores, status and actions', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const users = new UsersPage(page);
    await users.open();
    const consultant = users.row('consulente@banco.demo');
    await pwExpect(consultant).toHaveText(/Luca Esposito[\s\S]*Consulente[\s\S]*Demo Telefonia S\.r\.l\.[\s\S]*Demo Telefonia Milano[\s\S]*Attivo/);
    const own = users.row('imprenditore@banco.demo');
    await pwExpect(own).toHaveText(/Tu/);
    // its own row: view only
    await users.action('Visualizza', 'Marco Rossi').waitFor();
    await pwExpect(users.action('Modifica', 'Marco Rossi')).toHaveCount(0);
    await pwExpect(users.action('Elimina', 'Marco Rossi')).toHaveCount(0);
    // role filter limited to manageable roles
    await pwExpect(users.roleFilter.locator('option')).toHaveText(['Tutti i ruoli', 'Manager', 'Consulente']);
    await snapshot(page, 'users-list', { fullPage: true });

    await users.search.fill('esposito');
    await pwExpect(users.rows).toHaveCount(1);
    await users.search.fill('');
    await users.roleFilter.selectOption('manager');
    await pwExpect(users.rows.filter({ hasNotText: 'Manager' })).toHaveCount(0);
    await users.roleFilter.selectOption('');

    await users.action('Visualizza', 'Luca Esposito').click();
    const detail = users.detailDialog();
    await detail.getByText('Negozi assegnati').waitFor();
    await detail.getByText('MI-001 · Milano').waitFor();
    await detail.getByText('Giulia Verdi').waitFor();
    await snapshot(page, 'users-detail');
    await detail.getByRole('button', { name: 'Chiudi' }).last().click();
  });

  it('creates a manager for Roma, then a consultant of Roma supervised by it, with the wizard', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const users = new UsersPage(page);
    await users.open();

    // --- the manager
    await users.newUser.click();
    let wizard = users.wizard();
    await pwExpect.poll(() => wizard.stepLabels()).toEqual(['Informazioni personali', 'Ruolo e Azienda', 'Credenziali']);
    // step 1 does not move on until it validates
    await wizard.next.click();
    await wizard.text('Nome obbligatorio').waitFor();
    await wizard.text('Cognome obbligatorio').waitFor();
    await wizard.text('Email obbligatoria').waitFor();
    await wizard.field('Email').fill('non-valida');
    await wizard.field('Telefono').fill('telefono?');
    await wizard.next.click();
    await wizard.text('Formato email non valido').waitFor();
    await wizard.text('Formato telefono non valido').waitFor();
    await wizard.personal({ ...ROMA_MANAGER, phone: '+39 06 1234 567' });
    await wizard.next.click();

    // step 2: role among the manageable ones, the company preselected and locked (one company to manage)
    await wizard.next.click();
    await wizard.text('Ruolo obbligatorio').waitFor();
    await pwExpect(wizard.field('Ruolo').locator('option')).toHaveText(['Seleziona un ruolo', 'Manager', 'Consulente']);
    await wizard.field('Ruolo').selectOption('manager');
    await pwExpect(wizard.field('Azienda')).toBeDisabled();
    await pwExpect(wizard.field('Azienda').locator('option:checked')).toHaveText('Demo Telefonia S.r.l.');
    await pwExpect.poll(() => wizard.stepLabels()).toEqual(['Informazioni personali', 'Ruolo e Azienda', 'Negozi', 'Credenziali']);
    await wizard.next.click();

    // step 3: stores
    await wizard.next.click();
    await wizard.text('Almeno un negozio deve essere assegnato').waitFor();
    await wizard.store('Demo Telefonia Roma').click();
    await wizard.next.click();

    // step 4: credentials, defaults true
    await wizard.credentials('password-roma', 'password-diversa');
    for (const label of ['Account attivo', 'Email verificata', 'Invia email di benvenuto']) {
      await pwExpect(wizard.field(label), label).toBeChecked();
    }
    // the demo has no mail server: the welcome mail would wait in the outbox, and the wizard says so
    await wizard.dialog.getByText("Nessun server di posta configurato: l'e-mail resta in coda", { exact: false }).waitFor();
    await wizard.create.click();
    await wizard.text('Le password non coincidono').waitFor();
    await wizard.credentials('password-roma');
    await snapshot(page, 'users-wizard-credentials');
    await wizard.create.click();
    await closeWizardSuccess(wizard.dialog, 'Utente creato con successo');
    await users.row(ROMA_MANAGER.email).waitFor();
    await pwExpect(users.row(ROMA_MANAGER.email)).toHaveText(/Manager[\s\S]*Demo Telefonia Roma[\s\S]*Mai/);

    // --- the consultant
    await users.newUser.click();
    wizard = users.wizard();
    await wizard.personal(ROMA_CONSULTANT);
    await wizard.next.click();
    await wizard.field('Ruolo').selectOption('consultant');
    await wizard.next.click();
    await wizard.store('Demo Telefonia Roma').click();
    await wizard.next.click();
    await wizard.text('Manager responsabile obbligatorio per i consulenti').waitFor();
    // only managers working in Roma
    await pwExpect(wizard.field('Manager responsabile').locator('option')).toHaveText(['Seleziona un manager', `${ROMA_MANAGER.firstName} ${ROMA_MANAGER.lastName}`]);
    await wizard.field('Manager responsabile').selectOption({ label: `${ROMA_MANAGER.firstName} ${ROMA_MANAGER.lastName}` });
    await snapshot(page, 'users-wizard-stores');
    await wizard.next.click();
    await wizard.credentials(ROMA_CONSULTANT.password);
    await wizard.create.click();
    await closeWizardSuccess(wizard.dialog, 'Utente creato con successo');
    const row = users.row(ROMA_CONSULTANT.email);
    await row.waitFor();
    await pwExpect(row).toHaveText(/Consulente[\s\S]*Demo Telefonia Roma/);
    await snapshot(page, 'users-list-created', { fullPage: true });
  });

  it('the new consultant logs in and works on Roma only', async () => {
    const page = await loggedIn(ROMA_CONSULTANT.email, ROMA_CONSULTANT.password);
    const shell = new AppShell(page);
    await shell.roleBadge('Consulente').waitFor();
    const token = await tokenOf(ROMA_CONSULTANT.email, ROMA_CONSULTANT.password);
    const stores = await api<{ data: { stores: { name: string }[] } }>('GET', '/stores?per_page=100', token);
    expect(stores.status).toBe(200);
    expect(stores.body.data.stores.map((store) => store.name)).toEqual(['Demo Telefonia Roma']);
    // and the Negozi page shows that store only
    const shops = new StoresPage(page);
    await shops.open();
    await pwExpect.poll(() => shops.cardNames()).toEqual(['Demo Telefonia Roma']);
    await pwExpect(shops.newStore).toHaveCount(0);
    // its users list: itself and its store's manager, read-only
    const users = new UsersPage(page);
    await users.open();
    await users.row(ROMA_MANAGER.email).waitFor();
    await pwExpect(users.rows).toHaveCount(2);
    await pwExpect(users.newUser).toHaveCount(0);
    await pwExpect(page.getByRole('button', { name: /^(Modifica|Elimina) / })).toHaveCount(0);
  });

  it('a server field error opens the step that holds the field (the e-mail, on step 1)', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const users = new UsersPage(page);
    await users.open();
    await users.newUser.click();
    const wizard = users.wizard();
    await wizard.personal({ firstName: 'Doppio', lastName: 'Indirizzo', email: 'MANAGER@banco.demo' });
    await wizard.next.click();
    await wizard.field('Ruolo').selectOption('manager');
    await wizard.next.click();
    await wizard.store('Demo Telefonia Milano').click();
    await wizard.next.click();
    await wizard.credentials('password-sicura');
    await wizard.create.click();
    await wizard.text('Email già in uso da un altro utente').waitFor();
    await pwExpect(wizard.field('Nome')).toHaveValue('Doppio');
    await snapshot(page, 'users-wizard-server-error');
  });

  it('on a 768-pixel screen: footer in view, Enter, Back to the previous step, truthful steps, Escape asks, the draft comes back without the password', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const users = new UsersPage(page);
    await users.open();
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await users.newUser.click();
      const wizard = users.wizard();
      await wizard.personal({ firstName: 'Bozza', lastName: String(width), email: `bozza.${width}.${stamp}@esempio.it` });
      await wizard.field('Email').press('Enter');
      // step 2: its first field has the focus; a tick on step 1 only
      await pwExpect.poll(() => wizard.field('Ruolo').and(page.locator(':focus')).count()).toBe(1);
      await pwExpect.poll(() => wizard.dialog.locator('[data-completed]').count()).toBe(1);
      await wizard.field('Ruolo').selectOption('manager');
      await wizard.next.click();
      await wizard.store('Demo Telefonia Roma').click();
      await wizard.next.click();
      await wizard.credentials('password-bozza');
      await pwExpect.poll(async () => {
        const box = await wizard.create.boundingBox();
        return box !== null && box.y + box.height <= 768;
      }).toBe(true);
      await snapshot(page, `users-wizard-${width}x768`);
      // the browser's Back goes to the previous step
      await page.goBack();
      await wizard.dialog.getByRole('heading', { name: '3. Negozi' }).waitFor();
      // Escape asks before discarding
      await page.keyboard.press('Escape');
      const confirm = page.getByRole('dialog', { name: 'Chiudere senza salvare?' });
      await confirm.getByRole('button', { name: 'Annulla' }).click();
      await confirm.waitFor({ state: 'detached' });
      // after a reload the draft is offered, on its step, without the password
      await page.reload();
      await users.heading.waitFor();
      await users.newUser.click();
      const reopened = users.wizard();
      await reopened.dialog.getByRole('button', { name: 'Riprendi bozza' }).click();
      await reopened.dialog.getByRole('heading', { name: '3. Negozi' }).waitFor();
      await pwExpect.poll(() => reopened.store('Demo Telefonia Roma').getAttribute('aria-checked')).toBe('true');
      await reopened.dialog.getByRole('button', { name: /^Passo 4:/ }).click();
      await pwExpect.poll(() => reopened.field('Password').inputValue()).toBe('');
      // the close button asks too
      await reopened.dialog.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
      await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
      await reopened.dialog.waitFor({ state: 'detached' });
    }
  });

  it('edits a user and deletes one after the confirmation', async () => {
    const token = await tokenOf(DEMO.entrepreneur);
    const created = await api<{ data: { user: { id: number } } }>('POST', '/users', token, {
      first_name: 'Temporaneo',
      last_name: `Prova ${stamp}`,
      email: `temporaneo.${stamp}@esempio.it`,
      role: 'manager',
      store_ids: [(await api<{ data: { stores: { id: number; code: string }[] } }>('GET', '/stores?per_page=100', token)).body.data.stores.find((store) => store.code === 'MI-001')?.id],
      password: 'password-sicura',
    });
    expect(created.status).toBe(201);
    const name = `Temporaneo Prova ${stamp}`;
    const page = await loggedIn(DEMO.entrepreneur);
    const users = new UsersPage(page);
    await users.open();
    await users.search.fill(`temporaneo.${stamp}`);
    await users.row(name).waitFor();

    // Escape while the user still loads closes the editor and gives the focus back to the pencil
    const detail = `**/api/users/${created.body.data.user.id}`;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(detail, async (route) => {
      await held;
      await route.fallback();
    });
    await users.action('Modifica', name).click();
    const loading = page.getByRole('dialog', { name: 'Modifica Utente' });
    await loading.getByText('Caricamento utente...').waitFor();
    await page.keyboard.press('Escape');
    await loading.waitFor({ state: 'detached' });
    await pwExpect(users.action('Modifica', name)).toBeFocused();
    release();
    await page.unroute(detail);

    await users.action('Modifica', name).click();
    const wizard = users.wizard('Modifica Utente');
    await wizard.field('Telefono').fill('+39 02 555 0000');
    await wizard.next.click();
    await wizard.next.click();
    await wizard.next.click();
    await pwExpect.poll(() => wizard.stepLabels()).toEqual(['Informazioni personali', 'Ruolo e Azienda', 'Negozi', 'Configurazione']);
    await wizard.field('Account attivo').uncheck();
    await wizard.save.click();
    await closeWizardSuccess(wizard.dialog, 'Utente aggiornato con successo');
    // the focus is back on the row's pencil that opened the wizard
    await pwExpect(users.action('Modifica', name)).toBeFocused();
    await pwExpect(users.row(name)).toHaveText(/\+39 02 555 0000[\s\S]*Disattivo/);

    await users.action('Elimina', name).click();
    const dialog = users.deleteDialog();
    await dialog.getByText(`Sei sicuro di voler eliminare l'utente "${name}"? Questa azione non può essere annullata.`).waitFor();
    await snapshot(page, 'users-delete');
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await users.banner.filter({ hasText: 'Utente eliminato con successo' }).waitFor();
    await pwExpect(users.rows).toHaveCount(0);
  });

  it('says why a manager who still supervises consultants cannot be deleted, before asking', async () => {
    const page = await loggedIn(DEMO.entrepreneur);
    const users = new UsersPage(page);
    await users.open();
    await users.search.fill('manager@banco.demo');
    await users.row('Giulia Verdi').waitFor();
    await users.action('Elimina', 'Giulia Verdi').click();
    const dialog = users.deleteDialog();
    await pwExpect(dialog.getByTestId('delete-blocked-reason')).toHaveText(
      /^Consulenti supervisionati da questo manager: \d+\. Assegna loro un altro manager prima di eliminarlo o cambiarne il ruolo\.$/,
    );
    await pwExpect(dialog.getByRole('button', { name: 'Chiudi', exact: true }).last()).toBeVisible();
    await pwExpect(dialog.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
    await snapshot(page, 'users-delete-blocked');
    await dialog.getByRole('button', { name: 'Chiudi' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await pwExpect(users.row('Giulia Verdi')).toBeVisible();
  });
});

describe('users (superadmin)', () => {
  it('picks the company; changing it clears the stores; warns when the company has no manager', async () => {
    const admin = await tokenOf(DEMO.superadmin);
    const sudManagers = await api<{ data: { pagination: { total: number } } }>(
      'GET',
      `/users?role=manager&per_page=100&company_id=${await companyId(admin, 'Demo Telefonia Sud S.r.l.')}`,
      admin,
    );
    const page = await loggedIn(DEMO.superadmin);
    const users = new UsersPage(page);
    await users.open();
    await pwExpect(users.roleFilter.locator('option')).toHaveText(['Tutti i ruoli', 'Imprenditore', 'Manager', 'Consulente']);
    await users.newUser.click();
    const wizard = users.wizard();
    await wizard.personal({ firstName: 'Sara', lastName: 'Napoli', email: `sara.napoli.${stamp}@esempio.it` });
    await wizard.next.click();
    await wizard.field('Ruolo').selectOption('consultant');
    await pwExpect(wizard.field('Azienda')).toBeEnabled();
    await wizard.next.click();
    await wizard.text('Company obbligatoria').waitFor();
    await wizard.field('Azienda').selectOption({ label: 'Demo Telefonia S.r.l.' });
    await wizard.next.click();
    await wizard.store('Demo Telefonia Milano').click();
    await wizard.back.click();
    await wizard.field('Azienda').selectOption({ label: 'Demo Telefonia Sud S.r.l.' });
    await wizard.next.click();
    await wizard.store('Demo Telefonia Napoli').waitFor();
    await pwExpect(wizard.store('Demo Telefonia Milano')).toHaveCount(0);
    await pwExpect(wizard.store('Demo Telefonia Napoli')).toHaveAttribute('aria-checked', 'false');
    if (sudManagers.body.data.pagination.total === 0) {
      await wizard.text('Nessun manager disponibile per questa azienda. Crea prima un utente con ruolo Manager.').waitFor();
      await snapshot(page, 'users-wizard-no-manager');
    }
    await wizard.dialog.getByRole('button', { name: 'Annulla' }).click();
  });
});

describe('users (manager)', () => {
  it('never sees the users of another company', async () => {
    const admin = await tokenOf(DEMO.superadmin);
    const rival = await api<{ data: { users: { id: number; email: string }[] } }>('GET', '/users?search=rivale%40banco.demo', admin);
    const rivalId = rival.body.data.users.find((user) => user.email === DEMO.rival)?.id;
    expect(rivalId).toEqual(expect.any(Number));

    const page = await loggedIn(DEMO.manager);
    const users = new UsersPage(page);
    await users.open();
    await users.row('consulente@banco.demo').waitFor();
    await pwExpect(users.row(DEMO.rival)).toHaveCount(0);
    await pwExpect(users.row(DEMO.entrepreneur)).toHaveCount(0);
    await pwExpect(users.roleFilter.locator('option')).toHaveText(['Tutti i ruoli', 'Consulente']);
    await snapshot(page, 'users-manager-list', { fullPage: true });

    const token = await tokenOf(DEMO.manager);
    const foreign = await api<{ success: boolean; error: string }>('GET', `/users/${rivalId}`, token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, error: 'Utente non trovato' });
  });
});
