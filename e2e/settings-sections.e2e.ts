import { describe, expect, it } from 'vitest';
import { pwExpect } from './support/expect.ts';
import type { Page } from 'playwright-core';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';

/**
 * The settings sections that were 'Sezione in Sviluppo': Abbonamento, Personalizzazione and
 * Integrazioni as the owner of Rivale Mobile (whatever a test changes on the company it puts
 * back), Aspetto and Lingua as the demo consultant. Pictures at 1366×768.
 */
const session = useBrowser();

async function signIn(email: string, password: string): Promise<{ page: Page; settings: SettingsPage }> {
  const page = await session.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await new LoginPage(page).login(email, password);
  await new AppShell(page).waitUntilReady();
  return { page, settings: new SettingsPage(page) };
}

/** Rivale's owner: no other browser test changes Rivale's settings (its Single plan has no room for a new user). */
const rivalOwner = () => signIn(DEMO.rival, DEMO_PASSWORD);

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('settings sections', () => {
  it("Abbonamento: plan, usage and a plan-change request that can be withdrawn", async () => {
    const { page, settings } = await rivalOwner();
    await settings.open('subscription');
    const section = settings.section('Abbonamento');
    await pwExpect.poll(() => section.getByTestId('subscription-plan').innerText()).not.toBe('');
    expect(await section.getByTestId('usage-users').innerText()).toMatch(/Utenti\s*\d+ \/ (\d+|∞)/);
    expect(await section.getByTestId('usage-stores').innerText()).toMatch(/Negozi\s*\d+ \/ (\d+|∞)/);
    await section.getByText('Funzionalità incluse').waitFor();
    await settings.screenshot('subscription');

    await section.getByRole('button', { name: 'Richiedi cambio piano' }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiedi cambio piano' });
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await dialog.getByText('Scegli il nuovo piano').waitFor();
    await dialog.getByLabel('Nuovo piano').click();
    await page.getByRole('option').filter({ hasText: 'Max' }).click();
    await dialog.getByLabel("Nota per l'amministratore").fill('Apriamo altri negozi');
    await settings.screenshot('subscription-request');
    await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
    await settings.successBanner.filter({ hasText: 'Richiesta di cambio piano inviata' }).waitFor();
    const pending = section.getByTestId('pending-request');
    await pending.getByText('Max', { exact: true }).waitFor();
    await pending.getByText('Nota: «Apriamo altri negozi»').waitFor();
    await settings.screenshot('subscription-pending');

    await pending.getByRole('button', { name: 'Ritira richiesta' }).click();
    await settings.successBanner.filter({ hasText: 'Richiesta di cambio piano ritirata' }).waitFor();
    await section.getByRole('button', { name: 'Richiedi cambio piano' }).waitFor();
  });

  it('Personalizzazione: receipt texts with their preview, logo upload and removal', async () => {
    const { page, settings } = await rivalOwner();
    await settings.open('branding');
    const section = settings.section('Personalizzazione');
    const header = section.getByLabel('Intestazione scontrino');
    await header.fill('Rivale Mobile\nVia Milano 2');
    const preview = section.getByRole('figure', { name: 'Anteprima scontrino' });
    await preview.getByText('Via Milano 2').waitFor();
    await section.getByRole('button', { name: 'Salva Personalizzazione' }).click();
    await settings.successBanner.filter({ hasText: 'Personalizzazione salvata con successo' }).waitFor();

    await section.getByLabel('Piè di pagina scontrino').fill('x'.repeat(301));
    await section.getByRole('button', { name: 'Salva Personalizzazione' }).click();
    await section.getByText('Al massimo 300 caratteri e 6 righe sullo scontrino').waitFor();
    await section.getByLabel('Piè di pagina scontrino').fill('Grazie e arrivederci');

    // the hidden file input of 'Carica logo'
    await section.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await settings.successBanner.filter({ hasText: 'Logo caricato con successo' }).waitFor();
    await section.getByRole('img', { name: "Logo dell'azienda" }).waitFor();
    await settings.screenshot('branding');

    await section.locator('input[type=file]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await settings.errorBanner.filter({ hasText: "Il logo deve essere un'immagine PNG o JPEG" }).waitFor();

    // back as it was
    await section.getByRole('button', { name: 'Rimuovi logo' }).click();
    await section.getByText('Nessun logo').waitFor();
    await header.fill('');
    await section.getByLabel('Piè di pagina scontrino').fill('');
    await section.getByRole('button', { name: 'Salva Personalizzazione' }).click();
    await settings.successBanner.filter({ hasText: 'Personalizzazione salvata con successo' }).waitFor();
    expect(await page.getByRole('img', { name: "Logo dell'azienda" }).count()).toBe(0);
  });

  it("Integrazioni: the company's SMTP with a write-only password, and the geocoder", async () => {
    const { settings } = await rivalOwner();
    await settings.open('integrations');
    const section = settings.section('Integrazioni');
    const host = section.getByLabel('Server SMTP');
    await host.waitFor();
    await host.fill('smtp server');
    await section.getByRole('button', { name: 'Salva Integrazioni' }).click();
    await section.getByText('Indica il nome o l\'indirizzo del server SMTP (es. smtp.example.it)').waitFor();

    await host.fill('smtp.rivale.test');
    await section.getByLabel('Porta', { exact: true }).fill('587');
    await section.getByLabel('Utente SMTP').fill('rivale');
    await section.getByLabel('Password SMTP').fill('segreta-123');
    await section.getByLabel('Indirizzo mittente').fill('posta@rivale.test');
    await section.getByLabel('Servizio di geocodifica').fill('https://geo.rivale.test/search');
    await section.getByRole('button', { name: 'Salva Integrazioni' }).click();
    await settings.successBanner.filter({ hasText: 'Integrazioni salvate con successo' }).waitFor();
    const password = section.getByLabel('Password SMTP');
    await pwExpect.poll(() => password.getAttribute('placeholder')).toBe('impostata');
    expect(await password.inputValue()).toBe('');
    await section.getByText("Server dell'azienda").waitFor();
    expect(await section.getByRole('button', { name: 'Invia email di prova' }).isEnabled()).toBe(true);
    await settings.screenshot('integrations');
    // another port without the password: asked for again, the saved one never goes to a server it was not typed for
    await section.getByLabel('Porta', { exact: true }).fill('2525');
    await section.getByRole('button', { name: 'Salva Integrazioni' }).click();
    await pwExpect(section.getByLabel('Password SMTP')).toHaveAccessibleDescription(/Il server SMTP è cambiato: inserisci di nuovo la password/);

    // back as it was: no SMTP of the company, the public geocoder
    await section.getByLabel('Rimuovi la password salvata').check();
    for (const label of ['Server SMTP', 'Porta', 'Utente SMTP', 'Indirizzo mittente', 'Servizio di geocodifica']) await section.getByLabel(label, { exact: true }).fill('');
    await section.getByRole('button', { name: 'Salva Integrazioni' }).click();
    await settings.successBanner.filter({ hasText: 'Integrazioni salvate con successo' }).waitFor();
    await pwExpect.poll(() => password.getAttribute('placeholder')).toBe('non impostata');
  });

  it('Aspetto: theme and density apply at once and stay after a reload; Lingua offers Italian only', async () => {
    const { page, settings } = await signIn(DEMO.consultant, DEMO_PASSWORD);
    await settings.open('appearance');
    const html = page.locator('html');
    /** Picks a choice and waits until it is saved (the controls are enabled again). */
    const pick = async (label: string) => {
      const section = settings.section('Aspetto');
      await section.getByText(label, { exact: true }).click();
      const radio = section.getByRole('radio', { name: label });
      await pwExpect.poll(async () => (await radio.isChecked()) && (await radio.isEnabled())).toBe(true);
    };
    await pick('Compatta');
    await pwExpect.poll(() => html.getAttribute('data-density')).toBe('compact');
    await pick('Scuro');
    await pwExpect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await settings.successBanner.filter({ hasText: 'Aspetto aggiornato con successo' }).waitFor();
    await settings.screenshot('appearance');

    await page.reload();
    await settings.section('Aspetto').waitFor();
    await pwExpect.poll(() => html.getAttribute('data-density')).toBe('compact');
    await pwExpect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('dark');

    // back as it was (other tests use the demo consultant)
    await pick('Comoda');
    await pwExpect.poll(() => html.getAttribute('data-density')).toBe('comfortable');
    await pick('Chiaro');
    await pwExpect.poll(() => html.getAttribute('data-mantine-color-scheme')).toBe('light');

    await settings.menuEntry('Profilo').click();
    const profile = settings.section('Profilo');
    await profile.getByText("L'interfaccia è disponibile solo in italiano").waitFor();
    await profile.getByLabel('Lingua').click();
    await pwExpect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Italiano']);
  });
});
