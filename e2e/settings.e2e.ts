import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, DEMO, DEMO_PASSWORD } from './support/session.ts';
import { LoginPage } from './pages/login-page.ts';
import { AppShell } from './pages/app-shell.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { pwExpect } from './support/expect.ts';
import { api, apiLogin } from './support/api.ts';

const session = useBrowser();

async function loggedIn(email: string): Promise<{ page: Page; shell: AppShell; settings: SettingsPage }> {
  const page = await session.newPage();
  await new LoginPage(page).login(email, DEMO_PASSWORD);
  const shell = new AppShell(page);
  await shell.waitUntilReady();
  return { page, shell, settings: new SettingsPage(page) };
}

describe('settings: profile', () => {
  it('saves the profile: banner for ~3 s, footer name and theme follow', async () => {
    const { page, shell, settings } = await loggedIn(DEMO.consultant);
    await settings.open();
    await page.waitForURL((url) => url.pathname === '/settings/profile');
    const profile = settings.section('Profilo');
    const firstName = profile.getByRole('textbox', { name: 'Nome', exact: true });
    await pwExpect(firstName).toHaveValue('Luca');
    await pwExpect(profile.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await profile.getByText("L'email non può essere modificata").waitFor();
    await settings.screenshot('profile');

    await firstName.fill('Lucia');
    await settings.choose(profile, 'Tema', 'Scuro');
    await profile.getByRole('button', { name: 'Salva Profilo' }).click();
    await settings.successBanner.filter({ hasText: 'Profilo aggiornato con successo' }).waitFor();
    const shownAt = Date.now();
    await shell.sidebar.page().getByText('Lucia Esposito').waitFor();
    await pwExpect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await settings.screenshot('profile-dark');
    // the banner clears by itself after SUCCESS_BANNER_MS (3 s); the wait bounds it loosely
    await settings.successBanner.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    // back as it was (other tests use the demo accounts)
    await firstName.fill('Luca');
    await settings.choose(profile, 'Tema', 'Chiaro');
    await profile.getByRole('button', { name: 'Salva Profilo' }).click();
    await settings.successBanner.waitFor();
    await page.getByText('Luca Esposito').waitFor();
    await pwExpect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it("shows moments in the user's time zone (Fuso orario), and back in Rome's", async () => {
    const { page, settings } = await loggedIn(DEMO.entrepreneur);
    const token = await apiLogin(DEMO.entrepreneur, DEMO_PASSWORD);
    // the manager's last access, a moment the users list shows
    await apiLogin(DEMO.manager, DEMO_PASSWORD);
    const { users } = await api<{ users: Array<{ email: string; last_login_at: string | null }> }>('/users?per_page=100', { token });
    const lastLogin = users.find((user) => user.email === DEMO.manager)?.last_login_at;
    if (!lastLogin) throw new Error('the manager has just logged in');
    const shownIn = (timeZone: string) =>
      new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(lastLogin));
    const managerRow = () => page.getByRole('row').filter({ hasText: DEMO.manager });
    const setZone = async (label: string) => {
      await page.goto('/settings/profile');
      const profile = settings.section('Profilo');
      await settings.choose(profile, 'Fuso orario', label);
      await profile.getByRole('button', { name: 'Salva Profilo' }).click();
      await settings.successBanner.filter({ hasText: 'Profilo aggiornato con successo' }).waitFor();
    };
    try {
      await setZone('America/New York');
      await page.goto(`/users?search=${encodeURIComponent(DEMO.manager)}`);
      await pwExpect(managerRow()).toContainText(`Ultimo accesso: ${shownIn('America/New_York')}`);
    } finally {
      await setZone('Europa/Roma');
    }
    await page.goto(`/users?search=${encodeURIComponent(DEMO.manager)}`);
    await pwExpect(managerRow()).toContainText(`Ultimo accesso: ${shownIn('Europe/Rome')}`);
  });

  it('shows the field messages of the profile and of the password change', async () => {
    const { settings } = await loggedIn(DEMO.consultant);
    await settings.open('profile');
    const profile = settings.section('Profilo');
    const firstName = profile.getByRole('textbox', { name: 'Nome', exact: true });
    await pwExpect(firstName).toHaveValue('Luca');
    await firstName.fill('');
    await profile.getByRole('button', { name: 'Salva Profilo' }).click();
    await profile.getByText('Nome obbligatorio').waitFor();

    await profile.getByRole('switch', { name: 'Cambia password' }).check();
    await profile.getByRole('button', { name: 'Aggiorna Password' }).click();
    await profile.getByText('Password attuale obbligatoria').waitFor();
    await pwExpect(profile.getByText('Password obbligatoria')).toHaveCount(2);
    await profile.getByLabel(/^Nuova password/).fill('corta');
    await profile.getByLabel('Conferma nuova password').fill('diversa123');
    await profile.getByRole('button', { name: 'Aggiorna Password' }).click();
    await profile.getByText('Password deve essere di almeno 8 caratteri').waitFor();
    await profile.getByLabel('Password attuale').fill('sbagliata1');
    await profile.getByLabel(/^Nuova password/).fill('nuovapassword1');
    await profile.getByLabel('Conferma nuova password').fill('nuovapassword1');
    await profile.getByRole('button', { name: 'Aggiorna Password' }).click();
    await profile.getByText('La password attuale non è corretta').first().waitFor();
  });
});

describe('settings: entrepreneur', () => {
  it('opens on the company section with the subscription tiles', async () => {
    const { page, settings } = await loggedIn(DEMO.entrepreneur);
    await settings.open();
    await page.waitForURL((url) => url.pathname === '/settings/company');
    const company = settings.section('Azienda');
    await pwExpect(company.getByRole('textbox', { name: 'Nome azienda' })).toHaveValue('Demo Telefonia S.r.l.');
    await pwExpect(page.getByTestId('tile-plan')).toContainText('Multi');
    await pwExpect(page.getByTestId('tile-stores')).toContainText('2 / 5');
    await pwExpect(page.getByTestId('tile-annual')).toContainText('958,80');
    // the yearly price over the company's customers (the seeded ones and those other tests add)
    await pwExpect(page.getByTestId('tile-per-customer')).toContainText(/\d+,\d{2}\s€/);
    await pwExpect(settings.accountCard).toHaveText(/Imprenditore[\s\S]*Demo Telefonia S\.r\.l\.[\s\S]*Multi/);
    await pwExpect.poll(() => settings.menuSections()).toEqual(['profile', 'company', 'subscription', 'branding', 'notifications', 'integrations', 'appearance', 'subscription_plans', 'operators']);
    await settings.screenshot('company');

    // ProFylo: the coupon's value per 100 points and its validity (the demo keeps the defaults: other files convert points)
    const couponValue = company.getByRole('textbox', { name: 'Valore coupon ogni 100 punti (€)' });
    const validity = company.getByRole('textbox', { name: 'Validità coupon (mesi)' });
    await pwExpect(couponValue).toHaveValue('5,00');
    await pwExpect(validity).toHaveValue('12');
    await validity.fill('61');
    await company.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await company.getByText('Validità del coupon non valida (da 1 a 60 mesi)').waitFor();
    await validity.fill('12');

    await company.getByRole('combobox', { name: 'Provincia' }).fill('milano');
    await page.getByRole('option', { name: 'MI — Milano' }).click();
    await pwExpect(company.getByRole('combobox', { name: 'Provincia' })).toHaveValue('MI — Milano');
    await company.getByRole('textbox', { name: 'CAP' }).fill('20A');
    await company.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await company.getByText('CAP deve essere di 5 cifre').waitFor();
    await company.getByRole('textbox', { name: 'CAP' }).fill('20123');
    await company.getByRole('button', { name: 'Salva Impostazioni' }).click();
    await settings.successBanner.filter({ hasText: 'Impostazioni azienda aggiornate con successo' }).waitFor();

    await settings.menuEntry('Piani Abbonamento').click();
    await settings.section('Piani Abbonamento').getByRole('article', { name: 'Piano Max' }).waitFor();
    await settings.screenshot('plans');
  });

  it("creates an operator in 'Operatori'", async () => {
    const { page, settings } = await loggedIn(DEMO.entrepreneur);
    await settings.open('company');
    await settings.menuEntry('Operatori').click();
    await page.waitForURL((url) => url.pathname === '/settings/operators');
    const operators = settings.section('Operatori');
    await operators.getByRole('region', { name: 'Energia' }).getByText('Enel Energia').waitFor();
    const name = `Sorgenia ${Date.now().toString(36)}`;
    await operators.getByRole('button', { name: 'Nuovo Operatore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo Operatore' });
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.getByText('Nome operatore obbligatorio').waitFor();
    await pwExpect(dialog.getByRole('switch', { name: 'Attivo' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
    await settings.choose(dialog, 'Categoria', 'Energia');
    await settings.screenshot('operator-modal');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await settings.successBanner.filter({ hasText: 'Operatore salvato con successo' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = operators.getByRole('region', { name: 'Energia' }).getByTestId('operator-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('img', { name: 'Attivo' }).waitFor();

    // a duplicate name is refused under the field
    await operators.getByRole('button', { name: 'Nuovo Operatore' }).click();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(name.toUpperCase());
    await settings.choose(dialog, 'Categoria', 'Telefonia mobile');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.getByText('Esiste già un operatore con questo nome').waitFor();
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    // edit: deactivate it
    await row.getByRole('button', { name: `Modifica ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica Operatore' });
    await edit.getByRole('switch', { name: 'Attivo' }).uncheck();
    await edit.getByRole('button', { name: 'Salva' }).click();
    await row.getByRole('img', { name: 'Non attivo' }).waitFor();
    await settings.screenshot('operators');
  });
});

describe('settings: superadmin', () => {
  it('opens on the system section, read-only and marked Solo SuperAdmin', async () => {
    const { page, settings } = await loggedIn(DEMO.superadmin);
    await settings.open();
    await page.waitForURL((url) => url.pathname === '/settings/system');
    const system = settings.section('Sistema');
    await system.getByText('Solo SuperAdmin').waitFor();
    await system.getByText('Questa sezione è riservata al Super Admin', { exact: false }).waitFor();
    await system.getByRole('region', { name: 'Abbonamenti' }).getByText('trial_days').waitFor();
    // at 1024×768 a value without spaces stays inside its card
    await page.setViewportSize({ width: 1024, height: 768 });
    const zone = system.getByRole('region', { name: 'Localizzazione' }).getByText('Europe/Rome');
    expect(await zone.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
    await pwExpect.poll(() => settings.menuSections()).toEqual(['profile', 'notifications', 'integrations', 'appearance', 'system', 'subscription_plans', 'operators', 'multi_company']);
    await settings.screenshot('system');

    // operators: the superadmin picks the company
    await settings.menuEntry('Operatori').click();
    const operators = settings.section('Operatori');
    // a company is chosen from the start (which one depends on the companies other tests made)
    await pwExpect(operators.getByLabel('Azienda')).not.toHaveValue('');
    await settings.choose(operators, 'Azienda', 'Rivale Mobile S.r.l.');
    await pwExpect(operators.getByLabel('Azienda')).toHaveValue('Rivale Mobile S.r.l.');
    await operators.getByRole('region', { name: 'Energia' }).getByText('Edison').waitFor();
    await settings.screenshot('operators-superadmin');
  });

  it("assigns a company to an entrepreneur in 'Multi-azienda' and removes it", async () => {
    const { page, settings } = await loggedIn(DEMO.superadmin);
    await settings.open('multi_company');
    const section = settings.section('Multi-azienda');
    const paolo = section.getByRole('article', { name: 'Paolo Ferrari' });
    await paolo.getByText('Nessuna azienda aggiuntiva assegnata.').waitFor();
    const assignments = page.getByTestId('counter-assignments');
    await pwExpect(assignments).toHaveText(/\d+/);
    const before = Number((await assignments.innerText()).match(/\d+/)?.[0]);
    await settings.screenshot('multi-company');

    await paolo.getByRole('button', { name: 'Assegna Azienda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assegna Azienda' });
    const submit = dialog.getByRole('button', { name: 'Assegna Azienda' });
    await pwExpect(submit).toBeDisabled();
    await pwExpect(dialog.getByRole('textbox', { name: 'Ruolo' })).toHaveValue('Imprenditore');
    await dialog.getByLabel('Azienda').click();
    await pwExpect(page.getByRole('option', { name: 'Demo Telefonia Sud S.r.l.', exact: true })).toBeVisible();
    await pwExpect(page.getByRole('option', { name: 'Rivale Mobile S.r.l.', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Demo Telefonia Sud S.r.l.', exact: true }).click();
    await settings.screenshot('assign-modal');
    await submit.click();
    await settings.successBanner.filter({ hasText: 'Imprenditore assegnato con successo' }).waitFor();
    const row = paolo.getByRole('row', { name: /Demo Telefonia Sud S\.r\.l\./ });
    await row.waitFor();
    await pwExpect(row).toContainText('Imprenditore');
    await pwExpect(assignments).toHaveText(new RegExp(`(^|\\D)${before + 1}(\\D|$)`));
    await paolo.getByText('2 aziende').waitFor();

    await row.getByRole('button', { name: 'Rimuovi Demo Telefonia Sud S.r.l.' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rimuovi assegnazione' });
    await confirm.getByText('Sei sicuro di voler rimuovere questa assegnazione?').waitFor();
    await confirm.getByRole('button', { name: 'Rimuovi' }).click();
    await settings.successBanner.filter({ hasText: 'Assegnazione rimossa con successo' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await pwExpect(assignments).toHaveText(new RegExp(`(^|\\D)${before}(\\D|$)`));
  });
});

describe('settings: manager', () => {
  it('does not see system or multi-company; the default section is Notifiche', async () => {
    const { page, settings } = await loggedIn(DEMO.manager);
    await settings.open();
    await page.waitForURL((url) => url.pathname === '/settings/notifications');
    await settings.section('Notifiche').getByRole('switch', { name: /Account e sicurezza/ }).waitFor();
    await pwExpect.poll(() => settings.menuSections()).toEqual(['profile', 'notifications', 'appearance']);
    await pwExpect(settings.accountCard).toHaveText(/Manager[\s\S]*Demo Telefonia S\.r\.l\./);
    await page.getByText('Account, azienda e configurazione · Manager').waitFor();
    await settings.screenshot('manager');

    for (const hidden of ['system', 'multi_company', 'company', 'operators']) {
      await page.goto(`/settings/${hidden}`);
      await page.waitForURL((url) => url.pathname === '/settings/notifications');
    }
    await pwExpect(page.getByText('Solo SuperAdmin')).toHaveCount(0);
  });
});
