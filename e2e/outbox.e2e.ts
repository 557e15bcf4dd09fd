import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { pwExpect } from './support/expect.ts';
import { apiLogin, createRivalEntrepreneur } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

const session = useBrowser();

describe('outgoing mail without SMTP', () => {
  it('the welcome e-mail of a new user waits in Impostazioni → Sistema, where the superadmin sees it', async () => {
    const token = await apiLogin(DEMO.superadmin, DEMO_PASSWORD);
    const email = `benvenuto.${Date.now()}@negozio.test`;
    await createRivalEntrepreneur(token, { email, password: 'password-sicura', sendWelcome: true });

    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.superadmin, DEMO_PASSWORD);
    await new AppShell(page).waitUntilReady();
    const settings = new SettingsPage(page);
    await settings.open('system');
    const outbox = settings.section('Email in uscita');
    await outbox.getByText('Nessun server SMTP configurato', { exact: false }).waitFor();
    const row = outbox.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await pwExpect(row.getByText('Benvenuto in Banco')).toHaveCount(1);
    await pwExpect(row.getByText('In attesa')).toHaveCount(1);

    // at 1024×768 the status reads whole and the table needs no scroll of its own
    await page.setViewportSize({ width: 1024, height: 768 });
    const status = row.getByText('In attesa');
    expect(await status.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const table = outbox.getByRole('table', { name: 'Email in uscita' });
    expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
  });
});
