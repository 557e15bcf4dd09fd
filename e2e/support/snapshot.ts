import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Pictures of the screens for a person to look at: written only when E2E_SCREENSHOTS names a
 * folder (e.g. `E2E_SCREENSHOTS=/tmp/banco-shots npm test`), so a normal run has no side effects.
 */
export async function snapshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400); // let modal transitions end, for a readable picture
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}
