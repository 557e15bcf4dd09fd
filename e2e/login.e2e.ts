import { describe, expect, it } from 'vitest';
import { useBrowser, DEMO, DEMO_PASSWORD } from './support/session.ts';
import { LoginPage } from './pages/login-page.ts';
import { AppShell } from './pages/app-shell.ts';
import { pwExpect } from './support/expect.ts';

const session = useBrowser();

describe('login screen', () => {
  it('shows the required-field messages on an empty submit', async () => {
    const login = new LoginPage(await session.newPage());
    await login.open();
    await login.submit.click();
    await login.message('Email richiesta').waitFor();
    await login.message('Password richiesta').waitFor();
  });

  it('rejects a malformed e-mail and a short password before calling the server', async () => {
    const page = await session.newPage();
    const login = new LoginPage(page);
    await login.open();
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
    });
    await login.fill('mario.rossi@', '12345');
    await login.submit.click();
    await login.message('Email non valida').waitFor();
    await login.message('Password deve essere di almeno 6 caratteri').waitFor();
    expect(loginCalls).toBe(0);
  });

  it('shows the server message for wrong credentials and stays on /login', async () => {
    const page = await session.newPage();
    const login = new LoginPage(page);
    await login.login(DEMO.manager, 'sbagliata99');
    await login.message('Credenziali non valide').waitFor();
    await pwExpect(page).toHaveURL((url) => url.pathname === '/login');
  });

  it('toggles the password visibility', async () => {
    const login = new LoginPage(await session.newPage());
    await login.open();
    await login.password.fill('segreta');
    await pwExpect(login.password).toHaveAttribute('type', 'password');
    await login.page.getByRole('button', { name: 'Mostra password' }).click();
    await pwExpect(login.password).toHaveAttribute('type', 'text');
  });

  it("shows the demo credentials hint and the support link to the server's SUPPORT_EMAIL", async () => {
    const page = await session.newPage();
    await new LoginPage(page).open();
    await page.getByText('imprenditore@banco.demo', { exact: false }).first().waitFor();
    const support = page.getByRole('link', { name: 'Serve aiuto? Contatta il supporto' });
    await pwExpect(support).toHaveAttribute('href', 'mailto:assistenza@banco.demo');
  });
});

describe('login per role', () => {
  const common = ['Dashboard', 'Clienti', 'Vendite', 'Magazzino', 'Riparazioni'];
  const tail = ['Negozi', 'Utenti', 'Impostazioni'];
  const cases = [
    { email: DEMO.superadmin, badge: 'Super Admin', menu: [...common, 'Aziende', ...tail] },
    { email: DEMO.entrepreneur, badge: 'Imprenditore', menu: [...common, ...tail] },
    { email: DEMO.manager, badge: 'Manager', menu: [...common, ...tail] },
    { email: DEMO.consultant, badge: 'Consulente', menu: [...common, ...tail] },
  ];

  for (const { email, badge, menu } of cases) {
    it(`${email} lands on the dashboard with badge ${badge} and its menu`, async () => {
      const page = await session.newPage();
      await new LoginPage(page).login(email, DEMO_PASSWORD);
      const shell = new AppShell(page);
      await shell.waitUntilReady();
      await pwExpect(page).toHaveURL((url) => url.pathname === '/');
      await shell.roleBadge(badge).waitFor();
      await pwExpect(shell.sidebar.getByRole('link')).toHaveText(menu);
      await page.getByText(email).first().waitFor();
    });
  }
});
