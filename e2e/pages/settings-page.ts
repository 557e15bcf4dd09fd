import { snapshot } from '../support/snapshot.ts';
import type { Locator, Page } from 'playwright-core';

/** Impostazioni (spec 1 §2 Settings page): section menu, account card, the open section. */
export class SettingsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly menu: Locator;
  readonly accountCard: Locator;
  readonly successBanner: Locator;
  readonly errorBanner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Impostazioni', level: 1 });
    this.menu = page.getByRole('navigation', { name: 'Sezioni impostazioni' });
    this.accountCard = page.getByRole('complementary', { name: 'Informazioni Account' });
    this.successBanner = page.getByTestId('settings-success');
    this.errorBanner = page.getByTestId('settings-error');
  }

  /** /settings (the role's default section) or /settings/{section}. */
  async open(section?: string): Promise<void> {
    await this.page.goto(section ? `/settings/${section}` : '/settings');
    await this.menu.waitFor();
  }

  /** The sections of the menu, by route segment. */
  async menuSections(): Promise<string[]> {
    const links = this.menu.getByRole('link');
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    return hrefs.map((href) => href.replace('/settings/', ''));
  }

  menuEntry(label: string): Locator {
    return this.menu.getByRole('link', { name: new RegExp(`^${label}`) });
  }

  /** The open section's frame, by its title. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  segment(): string {
    return new URL(this.page.url()).pathname;
  }

  /** Picks `option` in the Mantine select labelled `label` (inside `scope`). */
  async choose(scope: Locator | Page, label: string, option: string): Promise<void> {
    await scope.getByLabel(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async screenshot(name: string): Promise<void> {
    await snapshot(this.page, `settings-${name}`, { fullPage: true });
  }

}
