import type { UserDto } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from './support/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
});
afterAll(() => server?.close());

describe('test factories', () => {
  it('build a company with its store, manager and consultant, who log in and see only their own rows', async () => {
    const company = await make.company({ plan: 'Multi' });
    const [first, second] = [await make.store(company.id), await make.store(company.id)];
    const manager = await make.user({ role: 'manager', companyId: company.id, storeIds: [first.id] });
    const consultant = await make.user({ role: 'consultant', companyId: company.id, storeIds: [first.id], managerId: manager.id });

    const session = await consultant.login();
    const me = session.user as UserDto;
    expect(me).toMatchObject({ role: 'consultant', company_id: company.id, company_name: company.name, manager_id: manager.id, store_ids: [first.id] });
    const managerSession = await manager.login();
    const stores = await server.request('GET', '/api/stores/my-stores', { token: managerSession.access_token });
    expect(JSON.stringify(stores.body.data)).toContain(first.code);
    expect(JSON.stringify(stores.body.data)).not.toContain(second.code);
  });

  it('give every row a unique name, so files and tests never collide', async () => {
    const a = await make.company();
    const b = await make.company();
    expect(a.name).not.toBe(b.name);
    const [x, y] = [await make.operator(a.id), await make.operator(a.id, { category: 'energy', isActive: false })];
    expect(x.name).not.toBe(y.name);
    expect(y).toMatchObject({ company_id: a.id, category: 'energy', is_active: false });
  });
});
