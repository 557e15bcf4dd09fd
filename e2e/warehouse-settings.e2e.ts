import { describe, expect, it } from 'vitest';
import { pwExpect } from './support/expect.ts';
import { DEMO, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { snapshot } from './support/snapshot.ts';

/**
 * Impostazioni Magazzino (spec 3 §2): six tabs, the store picker, Salva and Ripristina. The demo
 * entrepreneur works on the settings of the demo company's second store; no other file reads them.
 */
const session = useBrowser();

describe('warehouse settings', () => {
  it('saves a threshold in its tab, keeps it after a reload, and says which bound a value breaks', async () => {
    const page = await signIn(session, DEMO.entrepreneur);
    await page.goto('/warehouse');
    await page.getByRole('link', { name: 'Impostazioni magazzino' }).click();
    await page.getByRole('heading', { name: 'Impostazioni Magazzino' }).waitFor();
    await page.getByText('Alcune impostazioni richiedono i privilegi di manager o imprenditore.', { exact: false }).waitFor();
    // the entrepreneur sees two stores: the picker shows; the second store is the one changed here
    const picker = page.getByRole('combobox', { name: 'Negozio' });
    await pwExpect(picker.locator('option')).toHaveCount(2);
    const second = await picker.locator('option').nth(1).getAttribute('value');
    await picker.selectOption(second ?? '');
    await page.getByText('Valori predefiniti, mai modificati').waitFor();
    await pwExpect(page.getByRole('tab')).toHaveText(['Generale', 'Soglie e Avvisi', 'Comportamenti', 'Inventari Fisici', 'Autorizzazioni', 'Vendite e Resi']);

    await page.getByRole('tab', { name: 'Soglie e Avvisi' }).click();
    const smartphones = page.getByRole('textbox', { name: 'Scorta minima smartphone' });
    await pwExpect(smartphones).toHaveValue('5 pezzi');
    await smartphones.fill('4');
    // display_rotation_days shows only with the rotation on
    await page.getByRole('tab', { name: 'Comportamenti' }).click();
    await pwExpect(page.getByRole('textbox', { name: 'Rotazione ogni' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Rotazione esposizione' }).check();
    await pwExpect(page.getByRole('textbox', { name: 'Rotazione ogni' })).toHaveValue('7 giorni');
    await snapshot(page, 'warehouse-settings-1366');
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByTestId('warehouse-settings-success').filter({ hasText: 'Impostazioni magazzino salvate con successo' }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Soglie e Avvisi' }).click();
    await pwExpect(page.getByRole('textbox', { name: 'Scorta minima smartphone' })).toHaveValue('4 pezzi');
    await pwExpect(page.getByText(/^Ultimo salvataggio: /)).toBeVisible();

    // a value out of its bounds: the tab holding it opens with the message
    await page.getByRole('tab', { name: 'Inventari Fisici' }).click();
    await page.getByRole('textbox', { name: 'Preavviso' }).fill('31');
    await page.getByRole('tab', { name: 'Generale' }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await pwExpect(page.getByRole('tab', { name: 'Inventari Fisici' })).toHaveAttribute('aria-selected', 'true');
    await page.getByText('Inserisci un valore da 1 a 30').waitFor();
    // Ripristina brings back what is saved
    await page.getByRole('button', { name: 'Ripristina' }).click();
    await pwExpect(page.getByRole('textbox', { name: 'Preavviso' })).toHaveValue('7 giorni');

    // another store with changes not saved: asked first; 'Annulla' keeps the store and the change
    await page.getByRole('textbox', { name: 'Preavviso' }).fill('10');
    const first = await picker.locator('option').nth(0).getAttribute('value');
    await picker.selectOption(first ?? '');
    const ask = page.getByRole('dialog', { name: 'Cambiare negozio senza salvare?' });
    await ask.getByRole('button', { name: 'Annulla' }).click();
    await ask.waitFor({ state: 'detached' });
    await pwExpect(picker).toHaveValue(second ?? '');
    await pwExpect(page.getByRole('textbox', { name: 'Preavviso' })).toHaveValue('10 giorni');
    // leaving the page by the menu with the change not saved: asked too; 'Annulla' stays with the change
    await page.getByRole('link', { name: 'Clienti' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Uscire senza salvare?' });
    await leave.getByRole('button', { name: 'Annulla' }).click();
    await leave.waitFor({ state: 'detached' });
    await pwExpect(page).toHaveURL(/\/warehouse\/settings/);
    await pwExpect(page.getByRole('textbox', { name: 'Preavviso' })).toHaveValue('10 giorni');
    // Esci asks too (the browser's confirmation): declined, the session and the change stay
    const asked = new Promise<string>((resolve) => page.once('dialog', (question) => void question.dismiss().then(() => resolve(question.message()))));
    await page.getByRole('button', { name: 'Esci' }).first().click();
    expect(await asked).toBe('Ci sono modifiche non salvate che andranno perse. Continuare?');
    await pwExpect(page.getByRole('textbox', { name: 'Preavviso' })).toHaveValue('10 giorni');
    await pwExpect(page).toHaveURL(/\/warehouse\/settings/);

    await picker.selectOption(first ?? '');
    await ask.getByRole('button', { name: 'Cambia negozio' }).click();
    await pwExpect(picker).toHaveValue(first ?? '');
    // nothing left to lose: the menu leaves at once
    await page.getByRole('link', { name: 'Clienti' }).first().click();
    await pwExpect(page).toHaveURL(/\/customers/);
  });

  it('at 1024×768 the tabs and the buttons stay in view; a consultant only reads', async () => {
    const page = await signIn(session, DEMO.consultant, { width: 1024 });
    await page.goto('/warehouse/settings');
    await page.getByRole('heading', { name: 'Impostazioni Magazzino' }).waitFor();
    // one store: no picker; read-only
    await pwExpect(page.getByRole('combobox', { name: 'Negozio' })).toHaveCount(0);
    await page.getByText('Solo manager e imprenditori possono modificare queste impostazioni.').waitFor();
    await pwExpect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Vendite e Resi' }).click();
    await pwExpect(page.getByRole('textbox', { name: 'Giorni per il reso smartphone' })).toBeDisabled();
    await pwExpect(page.getByRole('tab', { name: 'Vendite e Resi' })).toBeInViewport();
    await snapshot(page, 'warehouse-settings-1024-consultant');
  });
});
