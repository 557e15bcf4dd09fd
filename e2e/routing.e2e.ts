import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, DEMO, DEMO_PASSWORD } from './support/session.ts';
import { LoginPage } from './pages/login-page.ts';
import { AppShell } from './pages/app-shell.ts';
import { pwExpect } from './support/expect.ts';
import { tabTo } from './support/keyboard.ts';

const session = useBrowser();

async function loggedIn(email: string): Promise<{ page: Page; shell: AppShell }> {
  const page = await session.newPage();
  await new LoginPage(page).login(email, DEMO_PASSWORD);
  const shell = new AppShell(page);
  await shell.waitUntilReady();
  return { page, shell };
}

async function landsOn(page: Page, path: string, expected: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === expected);
}

describe('routing when not authenticated', () => {
  it('redirects every path to /login', async () => {
    const page = await session.newPage();
    for (const path of ['/', '/stores', '/companies', '/settings/profile', '/qualcosa']) {
      await landsOn(page, path, '/login');
    }
  });
});

describe('routing when authenticated', () => {
  it('applies the redirects of the shell for a manager', async () => {
    const { page, shell } = await loggedIn(DEMO.manager);
    await landsOn(page, '/dashboard', '/');
    await landsOn(page, '/login', '/');
    await landsOn(page, '/inventory/movimenti', '/warehouse');
    await landsOn(page, '/companies', '/');
    await landsOn(page, '/pagina-inesistente', '/');
    await landsOn(page, '/stores/42', '/stores/42');
    await shell.breadcrumb().getByText('Negozi').waitFor();
  });

  it('lets the superadmin open /companies', async () => {
    const { page, shell } = await loggedIn(DEMO.superadmin);
    await landsOn(page, '/companies', '/companies');
    await shell.breadcrumb().getByText('Aziende').waitFor();
  });

  it('marks the active sidebar entry by path prefix', async () => {
    const { page, shell } = await loggedIn(DEMO.consultant);
    await landsOn(page, '/customers/123', '/customers/123');
    const active = shell.sidebar.locator('[aria-current="page"]');
    await pwExpect(active).toHaveText(['Clienti']);
    await landsOn(page, '/', '/');
    await pwExpect(active).toHaveText(['Dashboard']);
  });

  it("the dashboard's 'Accesso rapido' cards show the focus ring when reached with Tab, and open their section with Enter", async () => {
    const { page } = await loggedIn(DEMO.consultant);
    const card = page.getByRole('main').getByRole('link', { name: 'Clienti' });
    await tabTo(page, card);
    await pwExpect(card).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/customers');
  });

  it('shows an Italian placeholder, never a blank page, for sections still to be built', async () => {
    const { page } = await loggedIn(DEMO.manager);
    await landsOn(page, '/repairs', '/repairs');
    await page.getByRole('heading', { name: 'Riparazioni' }).waitFor();
  });
});
