import type { Page } from 'playwright-core';
import { AppShell } from '../pages/app-shell.ts';
import { LoginPage } from '../pages/login-page.ts';
import { DEMO_PASSWORD, type BrowserSession } from './session.ts';

/** A fresh page of `session` at `width`×`height`, signed in as `email`, with the app shell ready. */
export async function signIn(session: BrowserSession, email: string, { width = 1366, height = 768, password = DEMO_PASSWORD } = {}): Promise<Page> {
  const page = await session.newPage();
  await page.setViewportSize({ width, height });
  await new LoginPage(page).login(email, password);
  await new AppShell(page).waitUntilReady();
  return page;
}
