import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps unscoped access in auth and system code (eslint.config.js, docs/tenancy.md). */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const LEAKS = `import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../common/tenancy.ts';
import { Store } from './store.entity.ts';
export async function leak(orm: MikroORM, auth: { identityEm: unknown }) {
  await orm.em.fork().find(Store, {}, { filters: false });
  return [systemEm(orm), auth.identityEm];
}
`;

async function restrictedLines(file: string): Promise<number[]> {
  const [result] = await eslint.lintText(LEAKS, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('unscoped access outside auth and system code', () => {
  it('fails lint in a business module', async () => {
    expect(await restrictedLines('cloud-api/src/modules/stores/new-service.ts')).toEqual([2, 5, 5, 6]);
  });

  it('is allowed in auth and db code', async () => {
    expect(await restrictedLines('cloud-api/src/modules/auth/new-service.ts')).toEqual([]);
    expect(await restrictedLines('cloud-api/src/db/seed/new-seed.ts')).toEqual([]);
  });
});
