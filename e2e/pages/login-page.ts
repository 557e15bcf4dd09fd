import type { Locator, Page } from 'playwright-core';

/** The login screen (spec 1 §2, §5). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Accedi' });
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.submit.waitFor();
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async login(email: string, password: string): Promise<void> {
    await this.open();
    await this.fill(email, password);
    await this.submit.click();
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
