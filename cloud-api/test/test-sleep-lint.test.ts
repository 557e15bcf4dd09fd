import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps fixed pauses out of the tests (eslint.config.js, "No test sleeps"). */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const SLEEPS = `import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
export async function pauses(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await new Promise((done) => setTimeout(done, 250));
  await new Promise((done) => globalThis.setTimeout(done, 250));
  await sleep(100);
}
`;

const WAITS = `import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { vi } from 'vitest';
export async function waits(page: Page, child: ChildProcess): Promise<void> {
  await page.getByRole('button', { name: 'Accedi' }).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await once(child, 'exit', { signal: AbortSignal.timeout(15_000) });
  await vi.waitFor(() => undefined);
}
`;

async function sleepLines(source: string, file: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('sleeps in tests', () => {
  it('fail lint in e2e code, API tests and unit tests, each with a message asking for a condition', async () => {
    const files = [
      'e2e/new.e2e.ts',
      'e2e/support/new-helper.ts',
      'cloud-api/test/new.test.ts',
      'desktop/src/renderer/src/new.test.tsx',
      'desktop/src/renderer/src/test-support/new-server.ts',
      'shared/src/new.test.ts',
    ];
    for (const file of files) {
      expect(await sleepLines(SLEEPS, file), file).toEqual([1, 4, 5, 6]);
    }
    const [result] = await eslint.lintText(SLEEPS, { filePath: path.join(root, 'e2e/new.e2e.ts') });
    for (const message of result?.messages ?? []) expect(message.message).toMatch(/^No sleeps in tests: wait for a condition/);
  });

  it('leave waiting for a condition or an event alone, and application code alone', async () => {
    expect(await sleepLines(WAITS, 'e2e/new.e2e.ts')).toEqual([]);
    expect(await sleepLines(WAITS, 'cloud-api/test/new.test.ts')).toEqual([]);
    expect(await sleepLines(SLEEPS, 'desktop/src/main/new-service.ts')).toEqual([]);
  });
});
