import type { StoreListData, UsersListData } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { demoPlaces, insertStaff } from './support/user-fixtures.ts';

/**
 * GET /users and GET /stores prepare one statement per filter shape (db/shaped-statement.ts): every
 * shape, for every role, with and without a search, must answer what the unfiltered list filtered
 * by the same rule answers (same rows, same order, same total), and a page of it must be its slice.
 */
type Caller = 'superadmin' | 'entrepreneur' | 'manager' | 'consultant';
const EMAIL: Record<Caller, string> = {
  superadmin: 'superadmin@banco.demo',
  entrepreneur: 'imprenditore@banco.demo',
  manager: 'manager@banco.demo',
  consultant: 'consulente@banco.demo',
};
const CALLERS = Object.keys(EMAIL) as Caller[];

let server: TestServer;
const tokens = {} as Record<Caller, string>;
const ids = { demo: 0, rivale: 0, mi: 0, rm: 0, to: 0 };

async function data<T>(caller: Caller, path: string): Promise<T> {
  const res = await server.request('GET', `/api${path}`, { token: tokens[caller] });
  expect(res.status, `${caller} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as T;
}

/** Every combination of the given values (undefined: the filter is absent). */
function combinations(filters: Record<string, readonly (string | number | undefined)[]>): Record<string, string | number | undefined>[] {
  return Object.entries(filters).reduce<Record<string, string | number | undefined>[]>(
    (shapes, [key, values]) => shapes.flatMap((shape) => values.map((value) => ({ ...shape, [key]: value }))),
    [{}],
  );
}

const queryOf = (shape: object, extra: string) =>
  `?${Object.entries(shape as Record<string, string | number | undefined>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .concat(extra)
    .join('&')}`;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(ids, await demoPlaces(server.orm));
  // searchable staff in every place a caller may or may not see, one of them inactive
  const staff = [
    { role: 'consultant', companyId: ids.demo, storeIds: [ids.mi], lastName: 'Rossi Forma' },
    { role: 'manager', companyId: ids.demo, storeIds: [ids.mi, ids.rm], lastName: 'Rossi Forma' },
    { role: 'consultant', companyId: ids.demo, storeIds: [ids.rm], lastName: 'Rossi Forma' },
    { role: 'consultant', companyId: ids.demo, storeIds: [], lastName: 'Rossi Forma', isActive: false },
    { role: 'consultant', companyId: ids.demo, storeIds: [], lastName: 'Bianchi' },
    { role: 'manager', companyId: ids.rivale, storeIds: [ids.to], lastName: 'Rossi Forma' },
    { role: 'entrepreneur', companyId: ids.demo, storeIds: [], lastName: 'Rossi' },
  ] as const;
  for (const fields of staff) await insertStaff(server.orm, { ...fields, storeIds: [...fields.storeIds], firstName: 'Shape' });
  for (const caller of CALLERS) tokens[caller] = (await server.login(EMAIL[caller])).access_token;
});
afterAll(() => server?.close());

describe.each(CALLERS)('GET /api/users as %s', (caller) => {
  const shapes = combinations({
    role: [undefined, 'consultant', 'manager'],
    company_id: [undefined, 'demo', 'rivale'],
    available_for_store: [undefined, 'mi'],
    search: [undefined, 'rossi', 'SHAPE forma', 'shape a b c d e f'],
  });

  it.each(shapes.map((shape) => [JSON.stringify(shape), shape] as const))('%s', async (_, named) => {
    const shape: { role?: string; company_id?: number; available_for_store?: number; search?: string } = {
      role: named.role as string | undefined,
      company_id: named.company_id === undefined ? undefined : ids[named.company_id as 'demo' | 'rivale'],
      available_for_store: named.available_for_store === undefined ? undefined : ids.mi,
      search: named.search as string | undefined,
    };
    const all = (await data<UsersListData>(caller, '/users?per_page=100')).users;
    expect(all.length).toBeLessThan(100);
    // search: at most five words, each in the first name, the last name or the e-mail
    const words = String(shape.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
    const expected = all.filter(
      (user) =>
        (shape.role === undefined || user.role === shape.role) &&
        (shape.company_id === undefined || user.company_id === shape.company_id) &&
        (shape.available_for_store === undefined ||
          ((user.role === 'manager' || user.role === 'consultant') && user.is_active && user.company_id === ids.demo && !user.store_ids.includes(ids.mi))) &&
        words.every((word) => `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(word)),
    );
    const listed = await data<UsersListData>(caller, `/users${queryOf(shape, 'per_page=100')}`);
    expect(listed.users.map((user) => user.id)).toEqual(expected.map((user) => user.id));
    expect(listed.users).toEqual(expected);
    expect(listed.pagination.total).toBe(expected.length);
    const paged = await data<UsersListData>(caller, `/users${queryOf(shape, 'per_page=2&page=2')}`);
    expect(paged.users.map((user) => user.id)).toEqual(expected.slice(2, 4).map((user) => user.id));
    expect(paged.pagination.total).toBe(expected.length);
  });

  it.each([undefined, 'rossi'])('available_for_store of a store it does not see (search %s): 404', async (search) => {
    const res = await server.request('GET', `/api/users${queryOf({ available_for_store: ids.to, search }, 'per_page=100')}`, { token: tokens[caller] });
    expect(res.status).toBe(caller === 'superadmin' ? 200 : 404);
  });
});

describe.each(CALLERS)('GET /api/stores as %s', (caller) => {
  const shapes = combinations({
    status: [undefined, 'active', 'inactive'],
    company_id: [undefined, 'demo', 'rivale'],
    search: [undefined, 'mi', 'ROMA', 'via'],
  });

  it.each(shapes.map((shape) => [JSON.stringify(shape), shape] as const))('%s', async (_, named) => {
    const shape: { status?: string; company_id?: number; search?: string } = {
      status: named.status as string | undefined,
      company_id: named.company_id === undefined ? undefined : ids[named.company_id as 'demo' | 'rivale'],
      search: named.search as string | undefined,
    };
    const all = (await data<StoreListData>(caller, '/stores?per_page=100')).stores;
    expect(all.length).toBeLessThan(100);
    const search = String(shape.search ?? '').toLowerCase();
    const expected = all.filter(
      (store) =>
        (shape.status === undefined || store.status === shape.status) &&
        (shape.company_id === undefined || store.company_id === shape.company_id) &&
        [store.name, store.code, store.city, store.address].some((field) => field.toLowerCase().includes(search)),
    );
    const listed = await data<StoreListData>(caller, `/stores${queryOf(shape, 'per_page=100')}`);
    expect(listed.stores).toEqual(expected);
    expect(listed.pagination.total).toBe(expected.length);
    const paged = await data<StoreListData>(caller, `/stores${queryOf(shape, 'per_page=1&page=2')}`);
    expect(paged.stores.map((store) => store.id)).toEqual(expected.slice(1, 2).map((store) => store.id));
    expect(paged.pagination.total).toBe(expected.length);
  });
});
