import { expect } from '@playwright/test';

/**
 * The one way e2e tests check the page: Playwright's web-first assertions (`toHaveText`,
 * `toBeVisible`, `toHaveCount`, `toHaveValue`, `toHaveURL`, ...), which retry until the page
 * settles or the timeout ends. They work on playwright-core's locators outside the Playwright
 * runner. Never read a value once and compare it (`expect(await locator.textContent())`): that
 * races the page. Vitest's `expect` stays for plain values (API answers, recorded calls).
 * No test sleeps (eslint.config.js forbids it): wait for a condition instead.
 */
export const pwExpect = expect.configure({ timeout: 15_000 });
