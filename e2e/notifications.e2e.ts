import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { pwExpect } from './support/expect.ts';
import { api, apiLogin, createRivalEntrepreneur } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

const session = useBrowser();

describe('notifications', () => {
  it('the bell tells a user its password was reset, opens the profile and marks it read; the preferences switch it off', async () => {
    const admin = await apiLogin(DEMO.superadmin, DEMO_PASSWORD);
    const email = `notifiche.${Date.now()}@negozio.test`;
    const id = await createRivalEntrepreneur(admin, { email, password: 'password-sicura' });
    const resetPassword = (password: string) =>
      api(`/users/${id}`, {
        method: 'PUT',
        token: admin,
        body: { first_name: 'Lucia', last_name: 'Ferri', email, phone: null, role: 'entrepreneur', store_ids: [], manager_id: null, password },
      });
    await resetPassword('nuova-password-1');

    const page = await session.newPage();
    await new LoginPage(page).login(email, 'nuova-password-1');
    const shell = new AppShell(page);
    await shell.waitUntilReady();
    const bell = page.getByRole('button', { name: 'Notifiche (1 non letta)' });
    await bell.click();
    const item = page.getByRole('button', { name: 'Il tuo account è stato modificato (non letta)' });
    await item.getByText('Sara Bianchi ha impostato una nuova password', { exact: false }).waitFor();
    await item.click();
    await page.waitForURL((url) => url.pathname === '/settings/profile');
    await page.getByRole('button', { name: 'Notifiche', exact: true }).waitFor();

    // Impostazioni → Notifiche: switch the account notices off; the next reset does not ring
    const settings = new SettingsPage(page);
    await settings.open('notifications');
    const section = settings.section('Notifiche');
    const account = section.getByRole('switch', { name: /Account e sicurezza/ });
    await pwExpect(account).toBeChecked();
    // the section may still re-render from the profile's navigation: retry the switch until it stays off
    await pwExpect(async () => {
      await account.uncheck({ force: true });
    }).toPass();
    await settings.successBanner.filter({ hasText: 'Preferenze notifiche salvate' }).waitFor();
    await resetPassword('nuova-password-2');
    const fresh = await apiLogin(email, 'nuova-password-2');
    const list = await api<{ unread_count: number }>('/notifications', { token: fresh });
    expect(list.unread_count).toBe(0);
  });
});
