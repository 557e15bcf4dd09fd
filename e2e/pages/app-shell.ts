import type { Locator, Page } from 'playwright-core';

/** Sidebar, header and footer around every authenticated screen (spec 1 §2). */
export class AppShell {
  readonly sidebar: Locator;
  readonly logout: Locator;
  readonly activeCompanyButton: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.sidebar = page.getByRole('navigation', { name: 'Menu principale' });
    this.logout = page.getByRole('button', { name: 'Esci' });
    this.activeCompanyButton = page.getByRole('button', { name: /Azienda Attiva/ });
  }

  async waitUntilReady(): Promise<void> {
    await this.logout.waitFor();
  }

  roleBadge(label: string): Locator {
    return this.page.getByTestId('role-badge').filter({ hasText: label });
  }

  breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Percorso' });
  }
}
