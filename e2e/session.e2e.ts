import { describe, it } from 'vitest';
import { useBrowser, DEMO, DEMO_PASSWORD } from './support/session.ts';
import { LoginPage } from './pages/login-page.ts';
import { AppShell } from './pages/app-shell.ts';
import { CompanyDialog } from './pages/company-dialog.ts';
import { pwExpect } from './support/expect.ts';

const session = useBrowser();

const ACCESS_TOKEN_KEY = 'banco_access_token';
const SESSION_STORE_NAME = 'banco-auth';

describe('session', () => {
  it('survives a reload', async () => {
    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.manager, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    await page.goto('/stores');
    await page.reload();
    await shell.waitUntilReady();
    await pwExpect(page).toHaveURL((url) => url.pathname === '/stores');
    await shell.roleBadge('Manager').waitFor();
  });

  it('keeps the session when the start-up check gets no answer (network drop, interrupted load)', async () => {
    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.manager, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await shell.waitUntilReady();
    await page.unroute('**/api/auth/me');
    await page.reload();
    await shell.waitUntilReady();
    await shell.roleBadge('Manager').waitFor();
    await pwExpect(page).toHaveURL((url) => url.pathname === '/');
  });

  it('refreshes an expired access token once and retries the request', async () => {
    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.consultant, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    const calls: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/auth/')) calls.push(`${path} ${response.status()}`);
    });
    // A token the server will reject as invalid, as an expired one would be.
    await page.evaluate((key) => localStorage.setItem(key, 'scaduto.non.valido'), ACCESS_TOKEN_KEY);
    await page.reload();
    await shell.waitUntilReady();
    await shell.roleBadge('Consulente').waitFor();
    await pwExpect.poll(() => calls).toEqual(['/api/auth/me 401', '/api/auth/refresh 200', '/api/auth/me 200']);
    await pwExpect.poll(() => page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).not.toBe('scaduto.non.valido');
  });

  it('says why on the login page when the session ends on its own, and forgets it after the next login', async () => {
    const page = await session.newPage();
    const login = new LoginPage(page);
    await login.login(DEMO.manager, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    // both tokens refused, as after thirty days away or a revoked session
    await page.evaluate(([accessKey, storeKey]) => {
      localStorage.setItem(accessKey, 'scaduto.non.valido');
      const stored = JSON.parse(localStorage.getItem(storeKey) ?? '{}') as { state?: Record<string, unknown> };
      localStorage.setItem(storeKey, JSON.stringify({ ...stored, state: { ...stored.state, refreshToken: 'revocato' } }));
    }, [ACCESS_TOKEN_KEY, SESSION_STORE_NAME] as const);
    await page.goto('/stores');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('status').filter({ hasText: "Sessione scaduta. Effettua di nuovo l'accesso." }).waitFor();

    // signed in again on the same page (no reload that would forget it), then out with Esci: nothing to explain
    await login.fill(DEMO.manager, DEMO_PASSWORD);
    await login.submit.click();
    await shell.waitUntilReady();
    await shell.logout.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    await pwExpect(page.getByText('Sessione scaduta', { exact: false })).toHaveCount(0);
  });

  it('logs out with Esci and stays logged out after a reload', async () => {
    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.manager, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    await shell.logout.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/stores');
    await page.waitForURL((url) => url.pathname === '/login');
    await pwExpect.poll(() => page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
  });
});

describe('company switch', () => {
  it('lets the entrepreneur switch to its other company, reloading the page', async () => {
    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.entrepreneur, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    await shell.activeCompanyButton.click();
    const dialog = new CompanyDialog(page);
    await dialog.dialog.waitFor();
    await dialog.dialog.getByText("Scegli l'azienda su cui operare").waitFor();
    await pwExpect(dialog.confirm).toBeDisabled();
    await dialog.dialog.getByText('Attualmente attiva').waitFor();
    await dialog.dialog.getByText('Principale').waitFor();
    await dialog.dialog.getByText('Assegnata').waitFor();
    await dialog.row('Demo Telefonia Sud').click();
    await pwExpect(dialog.confirm).toBeEnabled();
    const reloaded = page.waitForEvent('load');
    await dialog.confirm.click();
    await reloaded;
    await shell.waitUntilReady();
    await pwExpect(shell.activeCompanyButton).toContainText('Demo Telefonia Sud');
  });

  it('shows the company name, not the switch button, to a single-company entrepreneur', async () => {
    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.rival, DEMO_PASSWORD);
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    await page.getByText('Rivale Mobile S.r.l.').first().waitFor();
    await pwExpect(shell.activeCompanyButton).toHaveCount(0);
  });
});
