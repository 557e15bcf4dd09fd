import { snapshot } from '../support/snapshot.ts';
import type { Locator, Page } from 'playwright-core';

/** /stores: 'Negozi' list, its wizard and modals (spec 1 §2). */
export class StoresPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly newStore: Locator;
  readonly cards: Locator;
  readonly banner: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Negozi', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Cerca' });
    this.statusFilter = page.getByRole('combobox', { name: 'Stato' });
    this.newStore = page.getByRole('button', { name: 'Nuovo Negozio' });
    this.cards = page.getByTestId('store-card');
    this.banner = page.getByRole('status').filter({ hasText: 'con successo' });
  }

  async open(): Promise<void> {
    await this.page.goto('/stores');
    await this.heading.waitFor();
    await this.page.getByText('Caricamento negozi...').waitFor({ state: 'detached' });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  async cardNames(): Promise<string[]> {
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  /** The wizard or a modal, by its title. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Picks `option` in the Mantine select labelled `label` inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async screenshot(name: string): Promise<void> {
    await snapshot(this.page, `stores-${name}`, { fullPage: false });
  }

}
