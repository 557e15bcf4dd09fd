import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '@banco/cloud-api';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AppShell } from './pages/app-shell.ts';
import { pwExpect } from './support/expect.ts';
import { useBrowser } from './support/session.ts';

const session = useBrowser();

// a real installation: its own server on an empty embedded database, no demo data
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'banco-e2e-first-run-'));
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir, seedDemo: false, logLevel: 'silent' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first run of a new installation', () => {
  it('asks for the first administrator instead of a login, checks the form, then signs the new Super Admin in', async () => {
    const page = await session.newPage();
    await page.goto(`${server.url}/login`);
    const form = page.getByRole('form', { name: 'Configurazione iniziale' });
    await form.waitFor();
    // no demo credentials on a real installation, and no code on the server's own machine
    await pwExpect(page.getByText('Credenziali di prova')).toHaveCount(0);
    await pwExpect(form.getByLabel(/Codice di configurazione/)).toHaveCount(0);
    // without SUPPORT_EMAIL no invented address: the shop's own administrator is who helps
    await page.getByText("Serve aiuto? Rivolgiti al titolare o all'amministratore del negozio").waitFor();
    await pwExpect(page.getByRole('link', { name: /supporto/i })).toHaveCount(0);

    await form.getByRole('button', { name: 'Crea amministratore' }).click();
    await form.getByText('Nome obbligatorio', { exact: true }).waitFor();
    await form.getByLabel(/^Nome/).fill('Anna');
    await form.getByLabel(/^Cognome/).fill('Neri');
    await form.getByLabel(/^Email/).fill('anna@negozio.it');
    await form.getByLabel(/^Password/).fill('una-password-sicura');
    await form.getByLabel(/^Conferma password/).fill('un-altra');
    await form.getByRole('button', { name: 'Crea amministratore' }).click();
    await form.getByText('Le password non coincidono').waitFor();
    await form.getByLabel(/^Conferma password/).fill('una-password-sicura');
    await form.getByRole('button', { name: 'Crea amministratore' }).click();

    const shell = new AppShell(page);
    await shell.waitUntilReady();
    await shell.roleBadge('Super Admin').waitFor();

    // from now on the screen is the ordinary login
    await shell.logout.click();
    await page.getByRole('button', { name: 'Accedi' }).waitFor();
    await pwExpect(form).toHaveCount(0);
  });
});
