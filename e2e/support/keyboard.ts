import type { Locator, Page } from 'playwright-core';

/** Tab (forward) until `target` has the focus, as a keyboard user does; fails after `max` keys. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} non raggiunto con Tab`);
}
