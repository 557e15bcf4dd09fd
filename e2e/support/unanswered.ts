import type { Locator, Page } from 'playwright-core';
import { pwExpect } from './expect.ts';

/**
 * How long a failure may take to show: the app's queries make 3 attempts (1 s and 2 s apart) before
 * they give up, the wizards' lookups one.
 */
export const FAILURE_SHOWN = { timeout: 15_000 };

export interface Unanswered {
  /** Lets the requests through again and presses `alert`'s Riprova: the alert goes. */
  retry(alert: Locator): Promise<void>;
}

/** Requests matching `url` (a glob) fail as a dropped connection does, until `retry`. */
export async function withoutAnswer(page: Page, url: string): Promise<Unanswered> {
  await page.route(url, (route) => route.abort());
  return {
    async retry(alert) {
      await page.unroute(url);
      await alert.getByRole('button', { name: 'Riprova' }).click();
      await pwExpect(alert).toBeHidden();
    },
  };
}
