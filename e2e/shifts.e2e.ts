import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CASH_MSG, MSG, SALE_MSG } from '@banco/shared';
import { ShiftWizard } from './pages/shift-wizard.ts';
import { closeWizardSuccess } from './pages/wizard-success.ts';
import { pwExpect } from './support/expect.ts';
import { api, apiLogin } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { signIn } from './support/sign-in.ts';
import { snapshot } from './support/snapshot.ts';

/**
 * Apertura e Chiusura Turno (spec 2 §2.8, §2.9, §5.6; issue 10): the demo manager opens the drawer of
 * their store with a keyboard-typed count, finds it open, closes it 7 € short approving the difference
 * with a reason, and downloads the report; a consultant's closing needs the manager's credentials.
 * Shifts are per store, one open at a time: a shift left open (an earlier run) is closed first.
 */
const session = useBrowser();
const nbsp = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0]'));

interface ShiftAnswer {
  id: number;
  expected_cash: string;
}

/** The store the counter starts on (the first of the user's stores), with no shift open. */
async function storeWithoutOpenShift(): Promise<{ token: string; storeId: number }> {
  const token = await apiLogin(DEMO.manager, DEMO_PASSWORD);
  const [store] = await api<{ id: number }[]>('/stores/my-stores', { token });
  if (!store) throw new Error('dati demo mancanti: negozio del manager');
  const { shift } = await api<{ shift: ShiftAnswer | null }>(`/shifts/current?store_id=${store.id}`, { token });
  if (shift) {
    const count = { notes: { 500: 0, 200: 0, 100: 0, 50: 0, 20: 0, 10: 0, 5: 1 }, coins: { 200: 0, 100: 0, 50: 0, 20: 0, 10: 0, 5: 0, 2: 0, 1: 0 } };
    await api(`/shifts/${shift.id}/close`, { method: 'POST', token, body: { count, approval: { reason: 'Chiusura prima del test E2E' } } });
  }
  return { token, storeId: store.id };
}

async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('cash shifts (manager)', () => {
  it('opens the drawer with a typed count, then closes it 7 € short with the approval and a reason', async () => {
    await storeWithoutOpenShift();
    const page = await signIn(session, DEMO.manager);
    await page.goto('/sales/shift/open');
    const open = new ShiftWizard(page, 'Apertura Turno');
    await open.dialog.waitFor();

    // step 1: the operator is the signed-in manager; notes are optional
    await pwExpect(open.dialog.getByTestId('shift-operator')).toHaveText('Giulia Verdi');
    await open.dialog.getByLabel('Note del turno').fill('Turno E2E');
    await snapshot(page, 'shifts-open-1-info');
    await open.next.click();

    // step 2: empty, the drawer warns (not blocking); typed by keyboard, Enter to the next denomination
    await pwExpect(open.dialog.getByTestId('cash-count-warning')).toHaveText(CASH_MSG.emptyDrawer);
    // 500 200 100 50 20 10 5 | 2 1 0,50 0,20 0,10 0,05 0,02 0,01
    await open.typeCounts(['', '', '', '2', '1', '', '', '', '', '1']);
    await pwExpect(open.count('€ 0,20')).toBeFocused();
    await pwExpect(open.total).toHaveText(nbsp('120,50 €'));
    await pwExpect(open.dialog.getByTestId('cash-count-warning')).toHaveCount(0);
    await snapshot(page, 'shifts-open-2-count');
    await open.next.click();

    // step 3: the summary and Apri Turno
    await pwExpect(open.dialog.getByTestId('opening-total')).toContainText(nbsp('120,50 €'));
    await snapshot(page, 'shifts-open-3-confirm');
    await open.dialog.getByRole('button', { name: 'Apri Turno' }).click();
    await closeWizardSuccess(open.dialog, CASH_MSG.opened);
    await pwExpect(page).toHaveURL(/\/sales$/);

    // the drawer is open now: a second opening is refused before any count
    await page.goto('/sales/shift/open');
    await pwExpect(page.getByTestId('shift-already-open')).toContainText(CASH_MSG.alreadyOpen);
    await pwExpect(page.getByRole('button', { name: 'Vai a Gestione Vendite' })).toBeFocused();
    await snapshot(page, 'shifts-open-already');

    // closing: the summary of the server's figures
    await page.goto('/sales/shift/close');
    const close = new ShiftWizard(page, 'Chiusura Turno');
    await close.dialog.waitFor();
    await pwExpect(close.dialog.getByTestId('shift-expected-cash')).toContainText(nbsp('120,50 €'));
    await pwExpect(close.dialog.getByTestId('shift-sales-count')).toContainText('0');
    await snapshot(page, 'shifts-close-1-summary');
    await close.next.click();

    // step 2 needs a count above zero; 113,50 € against 120,50 € is beyond the tolerance
    await close.next.click();
    await pwExpect(close.dialog.getByText(CASH_MSG.closingCountRequired)).toBeVisible();
    await close.typeCounts(['', '', '1', '', '', '1', '', '1', '1', '1']);
    await pwExpect(close.total).toHaveText(nbsp('113,50 €'));
    await pwExpect(close.dialog.getByTestId('discrepancy-headline')).toHaveText(nbsp('Ammanco di 7,00 €'));
    await pwExpect(close.dialog.getByTestId('discrepancy-difference')).toHaveText(nbsp('-7,00 €'));
    await snapshot(page, 'shifts-close-2-count');
    await close.next.click();

    // step 3: the approval box; without the tick and the reason Chiudi Turno is refused
    const approve = close.dialog.getByRole('button', { name: 'Chiudi Turno' });
    await approve.click();
    await pwExpect(close.dialog.getByText(CASH_MSG.reasonRequired)).toBeVisible();
    await pwExpect(close.dialog.getByText(CASH_MSG.managerApprovalRequired)).toBeVisible();
    await close.dialog.getByLabel(/Approvo la differenza di cassa/).check();
    await close.dialog.getByLabel('Motivo della differenza').fill('Resto sbagliato a un cliente');
    await close.dialog.getByLabel('Note di chiusura').fill('Chiusura E2E');
    await snapshot(page, 'shifts-close-3-confirm');
    await approve.click();

    // the report of the closed shift
    const result = page.getByTestId('shift-result');
    await pwExpect(result.getByRole('heading', { name: CASH_MSG.closed })).toBeFocused();
    await pwExpect(result.getByTestId('result-difference')).toHaveText(nbsp('-7,00 €'));
    await pwExpect(result.getByTestId('result-details')).toContainText('Resto sbagliato a un cliente');
    await pwExpect(result.getByTestId('result-details')).toContainText('Giulia Verdi');
    await snapshot(page, 'shifts-close-4-result', { fullPage: true });
    const report = await downloaded(page, result.getByRole('button', { name: 'Scarica report PDF' }));
    expect(report.name).toMatch(/\.pdf$/);
    expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await result.getByRole('button', { name: 'Gestione Vendite' }).click();
    await pwExpect(page).toHaveURL(/\/sales$/);

    // nothing left to close
    await page.goto('/sales/shift/close');
    await pwExpect(page.getByTestId('no-open-shift')).toBeVisible();
  });
});

describe('cash shifts (consultant, 1024×768)', () => {
  it("closes beyond the tolerance only with the manager's credentials, keeping what was typed after a wrong password", async () => {
    const { token, storeId } = await storeWithoutOpenShift();
    const count = { notes: { 500: 0, 200: 0, 100: 1, 50: 0, 20: 0, 10: 0, 5: 0 }, coins: { 200: 0, 100: 0, 50: 0, 20: 0, 10: 0, 5: 0, 2: 0, 1: 0 } };
    const opened = await api<ShiftAnswer>('/shifts', { method: 'POST', token, body: { store_id: storeId, count } });
    try {
      const page = await signIn(session, DEMO.consultant, { width: 1024, height: 768 });
      await page.goto('/sales/shift/close');
      const close = new ShiftWizard(page, 'Chiusura Turno');
      await close.dialog.waitFor();
      await close.next.click();
      // 90 € against 100 €
      await close.count('€ 50').fill('1');
      await close.count('€ 20').fill('2');
      await pwExpect(close.dialog.getByTestId('discrepancy-status')).toContainText("serve l'approvazione di un manager");
      await snapshot(page, 'shifts-consultant-count');
      await close.next.click();

      const box = close.dialog.getByTestId('approval-box');
      await pwExpect(box).toContainText(CASH_MSG.managerApprovalRequired);
      await pwExpect(box.getByRole('checkbox')).toHaveCount(0);
      await close.dialog.getByRole('button', { name: 'Chiudi Turno' }).click();
      await pwExpect(box.getByText(MSG.emailRequired)).toBeVisible();
      await box.getByLabel('Email del manager').fill(DEMO.manager);
      await box.getByLabel('Password del manager').fill('password-sbagliata');
      await box.getByLabel('Motivo della differenza').fill('Prelievo non registrato');
      await close.dialog.getByRole('button', { name: 'Chiudi Turno' }).click();
      await pwExpect(box.getByText(SALE_MSG.authorizationInvalid)).toBeVisible();
      await pwExpect(box.getByLabel('Motivo della differenza')).toHaveValue('Prelievo non registrato');
      await pwExpect(box.getByLabel('Email del manager')).toHaveValue(DEMO.manager);
      await snapshot(page, 'shifts-consultant-refused');
      await box.getByLabel('Password del manager').fill(DEMO_PASSWORD);
      await pwExpect(close.dialog.getByRole('button', { name: 'Chiudi Turno' })).toBeInViewport({ ratio: 1 });
      await close.dialog.getByRole('button', { name: 'Chiudi Turno' }).click();

      const result = page.getByTestId('shift-result');
      await pwExpect(result.getByTestId('result-difference')).toHaveText(nbsp('-10,00 €'));
      await pwExpect(result.getByTestId('result-details')).toContainText('Giulia Verdi');
      await snapshot(page, 'shifts-consultant-result', { fullPage: true });
    } finally {
      const { shift } = await api<{ shift: ShiftAnswer | null }>(`/shifts/current?store_id=${storeId}`, { token });
      if (shift?.id === opened.id) await storeWithoutOpenShift();
    }
  });
});
