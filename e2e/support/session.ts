import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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

const screenshotDir = resolve(import.meta.dirname, '../screenshots');

/** One browser per test file, one fresh context (empty storage) per test. */
export class BrowserSession {
  private browser: Browser | undefined;
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  /** Console messages and API answers of the current page, printed when a test fails. */
  private trace: string[] = [];
  readonly baseUrl = inject('baseUrl');

  async start(): Promise<void> {
    this.browser = await launchChromium(inject('chromium'));
  }

  async newPage(): Promise<Page> {
    if (!this.browser) throw new Error('BrowserSession.start() non chiamato');
    await this.context?.close();
    this.context = await this.browser.newContext({ baseURL: this.baseUrl, viewport: { width: 1400, height: 900 }, locale: 'it-IT' });
    this.page = await this.context.newPage();
    this.trace = [];
    this.page.on('console', (message) => this.trace.push(`console.${message.type()}: ${message.text()}`));
    this.page.on('pageerror', (error) => this.trace.push(`pageerror: ${error.message}`));
    this.page.on('requestfailed', (request) => this.trace.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    this.page.on('response', (response) => {
      if (response.url().includes('/api/')) this.trace.push(`${response.request().method()} ${response.url()} ${response.status()}`);
    });
    this.page.on('framenavigated', (frame) => {
      if (frame === this.page?.mainFrame()) this.trace.push(`navigated: ${frame.url()}`);
    });
    return this.page;
  }

  /** Keeps a picture of the page a failed test left behind (e2e/screenshots/, not committed). */
  async screenshot(name: string): Promise<void> {
    if (!this.page || this.page.isClosed()) return;
    mkdirSync(screenshotDir, { recursive: true });
    console.error(`[e2e] ${name}: ultima pagina ${this.page.url()}\n  ${this.trace.join('\n  ')}`);
    await this.page.screenshot({ path: join(screenshotDir, `${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
  }

  async stop(): Promise<void> {
    await this.context?.close();
    await this.browser?.close();
  }
}

/** Registers the browser's lifecycle hooks for the calling test file. */
export function useBrowser(): BrowserSession {
  const session = new BrowserSession();
  beforeAll(() => session.start());
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await session.screenshot(task.name);
  });
  afterAll(() => session.stop());
  return session;
}
