import type { Locator } from 'playwright-core';
import { pwExpect } from '../support/expect.ts';

/**
 * The success screen of a wizard (spec 2 §2.11) after its save: checks the heading and what was done,
 * closes it with Chiudi and waits for the wizard to go.
 */
export async function closeWizardSuccess(dialog: Locator, message: string): Promise<void> {
  const success = dialog.getByTestId('wizard-success');
  await pwExpect(success.getByRole('heading')).toHaveText('Operazione completata con successo!');
  await pwExpect(success).toContainText(message);
  // the keyboard starts on Chiudi
  await pwExpect(success.getByRole('button', { name: 'Chiudi' })).toBeFocused();
  await success.getByRole('button', { name: 'Chiudi' }).click();
  await dialog.waitFor({ state: 'detached' });
}
