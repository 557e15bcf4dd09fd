import { describe, expect, it } from 'vitest';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

const session = useBrowser();

/** The API of the server under test, as a client would call it. */
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${session.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

describe('outgoing mail without SMTP', () => {
  it('the welcome e-mail of a new user waits in Impostazioni → Sistema, where the superadmin sees it', async () => {
    const { access_token: token } = await api<{ access_token: string }>('/auth/login', {
      method: 'POST',
      body: { email: DEMO.superadmin, password: DEMO_PASSWORD },
    });
    const companies = await api<{ id: number; name: string }[]>('/companies?per_page=50', { token });
    const company = companies.find((c) => c.name.startsWith('Rivale Mobile'));
    const email = `benvenuto.${Date.now()}@negozio.test`;
    await api('/users', {
      method: 'POST',
      token,
      body: { first_name: 'Lucia', last_name: 'Ferri', email, role: 'entrepreneur', company_id: company?.id, password: 'password-sicura', send_welcome_email: true },
    });

    const page = await session.newPage();
    await new LoginPage(page).login(DEMO.superadmin, DEMO_PASSWORD);
    await new AppShell(page).waitUntilReady();
    const settings = new SettingsPage(page);
    await settings.open('system');
    const outbox = settings.section('Email in uscita');
    await outbox.getByText('Nessun server SMTP configurato', { exact: false }).waitFor();
    const row = outbox.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByText('Benvenuto in Banco').count()).toBe(1);
    expect(await row.getByText('In attesa').count()).toBe(1);
  });
});
