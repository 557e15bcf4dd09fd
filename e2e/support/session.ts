import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  superadmin: 'superadmin@banco.demo',
  entrepreneur: 'imprenditore@banco.demo',
  manager: 'manager@banco.demo',
  consultant: 'consulente@banco.demo',
  rival: 'rivale@banco.demo',
} as const;

/** One browser per test file, one fresh context (empty storage) per test. */
export class BrowserSession {
  private browser: Browser | undefined;
  private context: BrowserContext | undefined;
  readonly baseUrl = inject('baseUrl');

  async start(): Promise<void> {
    this.browser = await launchChromium(inject('chromiumPath'));
  }

  async newPage(): Promise<Page> {
    if (!this.browser) throw new Error('BrowserSession.start() non chiamato');
    await this.context?.close();
    this.context = await this.browser.newContext({ baseURL: this.baseUrl, viewport: { width: 1400, height: 900 }, locale: 'it-IT' });
    return this.context.newPage();
  }

  async stop(): Promise<void> {
    await this.context?.close();
    await this.browser?.close();
  }
}
