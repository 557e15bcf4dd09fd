import { snapshot } from './support/snapshot.ts';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppShell } from './pages/app-shell.ts';
import { CompaniesPage } from './pages/companies-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { closeWizardSuccess } from './pages/wizard-success.ts';
import { pwExpect } from './support/expect.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

const session = useBrowser();
const HAS_DATA = "Impossibile eliminare l'azienda: ha ancora negozi o utenti. Sospendila o cessala dalla modifica.";

async function asSuperadmin(): Promise<{ page: Page; companies: CompaniesPage }> {
  const page = await session.newPage();
  await new LoginPage(page).login(DEMO.superadmin, DEMO_PASSWORD);
  await new AppShell(page).waitUntilReady();
  const companies = new CompaniesPage(page);
  await companies.open();
  return { page, companies };
}

/** The companies whose name matches `name`, as the server has them (read as the superadmin). */
async function companiesNamed(name: string): Promise<number> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.superadmin, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const res = await fetch(`${baseUrl}/api/companies?search=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${data.access_token}` } });
  return ((await res.json()) as { data: unknown[] }).data.length;
}

/** Creates a company through the API, as the superadmin (a company with no shops and no users). */
async function createCompanyViaApi(name: string): Promise<number> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.superadmin, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const plans = (await (await fetch(`${baseUrl}/api/public/plans`)).json()) as { data: { id: number; name: string }[] };
  const single = plans.data.find((plan) => plan.name === 'Single');
  const res = await fetch(`${baseUrl}/api/companies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.access_token}` },
    body: JSON.stringify({ name, email: 'vuota@esempio.it', subscription_plan_id: single?.id }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

describe('companies page (superadmin)', () => {
  it('shows stats, table and pagination of the demo companies', async () => {
    const { page, companies } = await asSuperadmin();
    await companies.row('Demo Telefonia S.r.l.').waitFor();
    await pwExpect(companies.stat('total_companies')).toHaveText(/\d+/);
    const demo = companies.row('Demo Telefonia S.r.l.');
    await pwExpect(demo).toHaveText(/Multi[\s\S]*79,90\s€\/mese[\s\S]*Attiva[\s\S]*2\/2 attivi[\s\S]*max 5/);
    await pwExpect(companies.range).toHaveText(/^Mostrando 1-\d+ di \d+ aziende$/);
    await page.getByText(/^Pagina 1 di 1$/).waitFor();
    await snapshot(page, 'companies-page', { fullPage: true });

    await companies.action('Visualizza', 'Demo Telefonia S.r.l.').click();
    const detail = companies.detailDialog();
    await detail.getByText('Negozi recenti').waitFor();
    await detail.getByText('MI-001').waitFor();
    await detail.getByText('manager@banco.demo').waitFor();
    await snapshot(page, 'companies-detail');
    await detail.getByText('Utenti recenti').scrollIntoViewIfNeeded();
    await snapshot(page, 'companies-detail-recent');
    await detail.getByRole('button', { name: 'Chiudi' }).last().click();

    await companies.statusFilter.selectOption('suspended');
    await companies.empty.waitFor();
    await companies.resetFilters.click();
    await companies.searchFor('rivale');
    await companies.row('Rivale Mobile S.r.l.').waitFor();
    await pwExpect(companies.rows).toHaveCount(1);
  });

  it('creates a company with the 3-step wizard and shows it in the table', async () => {
    const { page, companies } = await asSuperadmin();
    await companies.newCompany.click();
    const wizard = companies.wizard();

    // step 1 does not move forward until it validates
    await wizard.next.click();
    await wizard.text('Nome azienda richiesto (min 2 caratteri)').waitFor();
    await wizard.field('Nome azienda').fill('Telefonia Bianchi');
    await wizard.field('Ragione sociale').fill('Telefonia Bianchi S.r.l.');
    await wizard.field('Email').fill('info@telefoniabianchi.it');
    await wizard.field('Telefono').fill('+39 02 555 0101');
    await snapshot(page, 'companies-wizard-1');
    await wizard.next.click();

    // step 2: fiscal data and address
    await wizard.field('Partita IVA').fill('12345670157');
    await wizard.field('Indirizzo').fill('Via Manzoni 10');
    await wizard.field('Città').fill('Milano');
    // the province is one of the official sigle, found by sigla or name
    await wizard.field('Provincia').fill('mi');
    await page.getByRole('option', { name: 'MI — Milano' }).click();
    await pwExpect(wizard.field('Provincia')).toHaveValue('MI — Milano');
    await wizard.field('CAP').fill('20121');
    await pwExpect(wizard.field('Paese').locator('option')).toHaveText(['Italia']);
    await wizard.next.click();

    // step 3: plans loaded on leaving step 2; only trial or active on creation
    await wizard.plan('Multi').waitFor();
    await pwExpect(wizard.field('Stato abbonamento').locator('option')).toHaveText(['Trial (30 giorni gratuiti)', 'Attiva']);
    await wizard.create.click();
    await wizard.text('Seleziona un piano').waitFor();
    await wizard.plan('Multi').click();
    await wizard.field('Ciclo di fatturazione').selectOption({ label: 'Annuale (10% sconto)' });
    await wizard.plan('Multi').getByText(/71,91\s€\/mese/).waitFor();
    await snapshot(page, 'companies-wizard-3');

    // back to step 1 keeps what was typed
    await wizard.back.click();
    await wizard.back.click();
    await pwExpect(wizard.field('Nome azienda')).toHaveValue('Telefonia Bianchi');
    await wizard.next.click();
    await wizard.next.click();
    await wizard.create.click();

    await closeWizardSuccess(wizard.dialog, 'Azienda creata con successo');
    // the focus is back on the button that opened the wizard
    await pwExpect(companies.newCompany).toBeFocused();
    const row = companies.row('Telefonia Bianchi');
    await row.waitFor();
    await pwExpect(row).toHaveText(/info@telefoniabianchi\.it[\s\S]*P\.IVA 12345670157[\s\S]*Multi[\s\S]*71,91\s€\/mese[\s\S]*Trial/);
  });

  it('a create whose reply was lost is sent again with its key and shows the company made by the first, once', async () => {
    const { page, companies } = await asSuperadmin();
    const name = `Telefonia Ritentata ${Date.now().toString(36)}`;
    const keys: string[] = [];
    await page.route('**/api/companies', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      keys.push(request.headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.fallback();
      await route.fetch(); // the server creates the company...
      return route.abort('connectionreset'); // ...and its reply never reaches the page
    });
    await companies.newCompany.click();
    const wizard = companies.wizard();
    await wizard.field('Nome azienda').fill(name);
    await wizard.field('Email').fill('ritentata@esempio.it');
    await wizard.next.click();
    await wizard.next.click();
    await wizard.plan('Single').click();
    // no answer: the save is retried (the mutation's one retry) with the same Idempotency-Key
    await wizard.create.click();
    await closeWizardSuccess(wizard.dialog, 'Azienda creata con successo');
    await companies.row(name).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const created = await companiesNamed(name);
    expect(created).toBe(1);
  });

  it('shows the server validation_errors under their field, back on the step of the field', async () => {
    const { page, companies } = await asSuperadmin();
    await companies.newCompany.click();
    const wizard = companies.wizard();
    await wizard.field('Nome azienda').fill('rivale mobile s.r.l.');
    await wizard.field('Email').fill('doppione@esempio.it');
    await wizard.next.click();
    await wizard.next.click();
    await wizard.plan('Single').click();
    await wizard.create.click();
    await wizard.text("Esiste già un'azienda con questo nome").waitFor();
    await pwExpect(wizard.field('Nome azienda')).toHaveValue('rivale mobile s.r.l.');
    // the refused field is brought into view and focused
    await pwExpect.poll(() => wizard.field('Nome azienda').and(page.locator(':focus')).count()).toBe(1);
    await wizard.dialog.getByRole('alert').getByText('Dati non validi').waitFor();
  });

  it('on a 768-pixel screen: footer in view, Enter advances a valid step only, truthful steps, Escape asks, the draft comes back', async () => {
    const { page, companies } = await asSuperadmin();
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await companies.newCompany.click();
      const wizard = companies.wizard();
      // Enter on an invalid step shows its errors and stays
      await wizard.field('Nome azienda').press('Enter');
      await wizard.text('Nome azienda richiesto (min 2 caratteri)').waitFor();
      await wizard.field('Nome azienda').fill(`Bozza ${width}`);
      await wizard.field('Email').fill('bozza@esempio.it');
      await wizard.field('Email').press('Enter');
      // the next step's first field takes the focus
      await pwExpect.poll(() => wizard.field('Partita IVA').and(page.locator(':focus')).count()).toBe(1);
      await wizard.next.click();
      // step 3, the tallest: the footer stays on screen; ticks only on the visited valid steps
      await wizard.plan('Multi').waitFor();
      await pwExpect.poll(async () => {
        const box = await wizard.create.boundingBox();
        return box !== null && box.y + box.height <= 768;
      }).toBe(true);
      await pwExpect.poll(() => wizard.dialog.locator('[data-completed]').count()).toBe(2);
      expect(await wizard.dialog.getByRole('button', { name: /^Passo 3:/ }).getAttribute('aria-current')).toBe('step');
      await snapshot(page, `companies-wizard-${width}x768`);
      // Escape asks before discarding
      await page.keyboard.press('Escape');
      const confirm = page.getByRole('dialog', { name: 'Chiudere senza salvare?' });
      await confirm.getByRole('button', { name: 'Annulla' }).click();
      await confirm.waitFor({ state: 'detached' });
      // reopened after a reload, the wizard offers the draft
      await page.reload();
      await companies.newCompany.click();
      const reopened = companies.wizard();
      await reopened.dialog.getByRole('button', { name: 'Riprendi bozza' }).click();
      // back on the step where it was left, the earlier steps as they were typed
      await reopened.plan('Multi').waitFor();
      await reopened.dialog.getByRole('button', { name: /^Passo 1:/ }).click();
      await pwExpect.poll(() => reopened.field('Nome azienda').inputValue()).toBe(`Bozza ${width}`);
      await reopened.dialog.getByRole('button', { name: 'Annulla' }).click();
      await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
      await reopened.dialog.waitFor({ state: 'detached' });
    }
  });

  it("shows each step's time and help, lets the optional step always proceed, keeps a draft time, and gives the focus back on Escape", async () => {
    const { page, companies } = await asSuperadmin();
    await companies.newCompany.click();
    const wizard = companies.wizard();
    await pwExpect(wizard.dialog.getByTestId('wizard-subtitle')).toHaveText("Registra un'azienda cliente di Banco: dati, sede fiscale e abbonamento");
    await pwExpect(wizard.estimatedTime).toHaveText('Tempo stimato: 1 minuto');
    await pwExpect(wizard.help).toContainText("Il nome identifica l'azienda");
    await pwExpect(wizard.dialog.getByRole('progressbar', { name: 'Passo 1 di 3' })).toBeVisible();
    await pwExpect(wizard.text('Passo 1 di 3')).toBeVisible();
    // the company wizard has no skippable step
    await pwExpect(wizard.skip).toHaveCount(0);
    await wizard.field('Nome azienda').fill('Azienda Saltata');
    await wizard.field('Email').fill('saltata@esempio.it');
    // the draft's saved-at time
    await pwExpect(wizard.dialog.getByText(/^Bozza salvata alle \d{2}:\d{2}$/)).toBeVisible();
    await wizard.next.click();

    // step 2 (spec 1: "step 2 always proceeds"): Avanti moves on even with a mistyped value
    await pwExpect(wizard.dialog.getByRole('heading', { name: '2. Dati fiscali e indirizzo' })).toBeVisible();
    await pwExpect(wizard.estimatedTime).toHaveText('Tempo stimato: 2 minuti');
    await pwExpect(wizard.help).toContainText('Tutti facoltativi');
    await pwExpect(wizard.skip).toHaveCount(0);
    await wizard.field('Partita IVA').fill('123');
    await snapshot(page, 'companies-wizard-optional-step');
    await wizard.next.click();
    await pwExpect(wizard.dialog.getByRole('heading', { name: '3. Abbonamento' })).toBeVisible();
    await pwExpect(wizard.text('Partita IVA non valida')).toHaveCount(0);
    // the step with its mistake is not ticked
    await pwExpect(wizard.step(2)).toHaveAttribute('data-status', 'error');
    await pwExpect(wizard.step(1)).toHaveAttribute('data-status', 'done');
    // Completa catches the mistake and opens its step
    await wizard.plan('Single').click();
    await wizard.create.click();
    await pwExpect(wizard.dialog.getByRole('heading', { name: '2. Dati fiscali e indirizzo' })).toBeVisible();
    await wizard.text('Partita IVA non valida').waitFor();

    // Escape asks; after discarding, the focus is back on 'Nuova Azienda'
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Chiudere senza salvare?' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
    await wizard.dialog.waitFor({ state: 'detached' });
    await pwExpect(companies.newCompany).toBeFocused();
  });

  it('edits a company: save only with changes, with the unsaved-changes warning', async () => {
    await createCompanyViaApi('Azienda Da Modificare S.r.l.');
    const { page, companies } = await asSuperadmin();
    await companies.action('Modifica', 'Azienda Da Modificare S.r.l.').click();
    const wizard = companies.wizard('Modifica Azienda');
    await wizard.field('Nome azienda').waitFor();
    await pwExpect(wizard.dialog.getByTestId('wizard-subtitle')).toHaveText('Aggiorna i dati di Azienda Da Modificare S.r.l.');
    await pwExpect(wizard.unsaved).toHaveCount(0);
    // editing: every step opens at once, but a tick only on a step looked at (the saved data is valid everywhere)
    await pwExpect(wizard.dialog.locator('[data-completed]')).toHaveCount(1);
    await pwExpect(wizard.step(2)).toHaveAttribute('data-status', 'todo');
    await wizard.step(3).click();
    await pwExpect(wizard.dialog.getByRole('heading', { name: '3. Abbonamento' })).toBeVisible();
    await pwExpect(wizard.dialog.locator('[data-completed]')).toHaveCount(2);
    await pwExpect(wizard.step(2)).toHaveAttribute('data-status', 'todo');
    await snapshot(page, 'companies-edit-ticks');
    await pwExpect(wizard.save).toBeDisabled();
    await pwExpect(wizard.field('Stato abbonamento').locator('option')).toHaveText(['Trial (30 giorni gratuiti)', 'Attiva', 'Sospesa', 'Cessata']);
    await wizard.back.click();
    await wizard.field('Città').fill('Bergamo');
    await wizard.unsaved.waitFor();
    await snapshot(page, 'companies-edit');
    await wizard.next.click();
    await pwExpect(wizard.save).toBeEnabled();
    await wizard.save.click();
    await closeWizardSuccess(wizard.dialog, 'Azienda aggiornata con successo');
    await pwExpect(companies.action('Modifica', 'Azienda Da Modificare S.r.l.')).toBeFocused();
    await companies.action('Visualizza', 'Azienda Da Modificare S.r.l.').click();
    await companies.detailDialog().getByText('Bergamo').waitFor();
  });

  it('deletes an empty company after its name is typed', async () => {
    await createCompanyViaApi('Azienda Da Eliminare S.r.l.');
    const { page, companies } = await asSuperadmin();
    await companies.searchFor('Da Eliminare');
    await companies.row('Azienda Da Eliminare S.r.l.').waitFor();
    await companies.action('Elimina', 'Azienda Da Eliminare S.r.l.').click();
    const dialog = companies.deleteDialog();
    await pwExpect(dialog.confirm).toBeDisabled();
    await dialog.nameInput.fill('Azienda Da Eliminare');
    await pwExpect(dialog.check).toHaveText('Il nome non corrisponde');
    await pwExpect(dialog.confirm).toBeDisabled();
    await dialog.nameInput.fill('  azienda da eliminare s.r.l. ');
    await pwExpect(dialog.check).toHaveText('✓ Confermato');
    await snapshot(page, 'companies-delete');
    await dialog.confirm.click();
    await dialog.dialog.waitFor({ state: 'detached' });
    await companies.banner.getByText('Azienda eliminata con successo').waitFor();
    await companies.empty.waitFor();
  });

  it('says why a company that still has shops and users cannot be deleted, before any name is typed', async () => {
    const { page, companies } = await asSuperadmin();
    await companies.action('Elimina', 'Demo Telefonia S.r.l.').click();
    const dialog = companies.deleteDialog();
    await dialog.blocked.getByText(HAS_DATA).waitFor();
    expect(await dialog.nameInput.count()).toBe(0);
    expect(await dialog.confirm.count()).toBe(0);
    await snapshot(page, 'companies-delete-refused');
    await dialog.dialog.getByRole('button', { name: 'Chiudi' }).last().click();
    await companies.row('Demo Telefonia S.r.l.').waitFor();
  });
});
