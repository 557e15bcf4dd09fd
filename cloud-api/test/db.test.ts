import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm, tenantEm, type TenantScope } from '../src/common/tenancy.ts';
import { seedDemoData } from '../src/db/seed/seed-demo.ts';
import { DEMO_ACCOUNTS, startServer } from '../src/index.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { SubscriptionPlan } from '../src/modules/companies/subscription-plan.entity.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { Store } from '../src/modules/stores/store.entity.ts';
import { UserStore } from '../src/modules/stores/user-store.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { isValidPartitaIva } from '@banco/shared';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const em = systemEm(server.orm);
  for (const company of await em.find(Company, {})) ids[company.name] = company.id;
  for (const user of await em.find(User, {})) ids[user.email] = user.id;
  for (const store of await em.find(Store, {})) ids[store.code] = store.id;
});
afterAll(() => server?.close());

describe('schema and seed', () => {
  it('the committed migrations match the entities exactly', async () => {
    const pending = await server.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(pending.trim()).toBe('');
  });

  it('every SECURITY DEFINER function runs with its search path pinned, pg_temp last', async () => {
    const functions = await systemEm(server.orm).execute<{ name: string; config: string[] | null; schema: string }[]>(
      'select p.proname as name, p.proconfig as config, current_schema() as schema from pg_proc p where p.prosecdef and p.pronamespace = current_schema()::regnamespace order by 1',
    );
    expect(functions.map((f) => f.name)).toEqual(['banco_customer_search', 'banco_platform_recipients', 'banco_stock_code_search']);
    // a function created again (create or replace) loses the setting: its migration must pin it again
    for (const f of functions) expect(f.config, f.name).toEqual([`search_path=${f.schema}, pg_temp`]);
  });

  it('a SECURITY DEFINER function reads its own tables, never a temporary table of the caller named like one', async () => {
    const companyId = ids['Demo Telefonia S.r.l.'] as number;
    const found = await systemEm(server.orm).transactional(async (em) => {
      await em.execute("select set_config('role', 'banco_app', true), set_config('banco.company_id', ?, true)", [String(companyId)]);
      await em.execute('create temp table stock_pieces (id int, archived_at timestamptz, imei text, imei2 text, serial_number text, company_id int) on commit drop');
      await em.execute('insert into stock_pieces values (?, null, ?, null, null, ?)', [987654, '111222333444555', companyId]);
      const [row] = await em.execute<{ ids: number[] }[]>("select banco_stock_code_search('%22233344%', 10) as ids");
      return row?.ids;
    });
    expect(found).toEqual([]);
  });

  it('seeds the demo data once, with valid partite IVA and exact prices', async () => {
    expect(await seedDemoData(server.orm)).toBe(false);
    const em = systemEm(server.orm);
    expect(await em.count(User, {})).toBe(DEMO_ACCOUNTS.length);
    const plans = await em.find(SubscriptionPlan, {}, { orderBy: { priceMonthly: 'asc' } });
    expect(plans.map((p) => [p.name, p.priceMonthly, p.maxStores, p.maxUsers])).toEqual([
      ['Single', '29.90', 1, 3],
      ['Multi', '79.90', 5, 15],
      ['Max', '149.90', -1, -1],
    ]);
    const companies = await em.find(Company, {}, { populate: ['subscriptionPlan'] });
    expect(companies).toHaveLength(3);
    for (const company of companies) {
      expect(isValidPartitaIva(company.vatNumber), company.name).toBe(true);
      expect(company.country).toBe('IT');
    }
    const milano = await em.findOneOrFail(Store, { code: 'MI-001' }, { populate: ['manager'] });
    expect(milano).toMatchObject({ city: 'Milano', province: 'MI', postalCode: '20121', name: 'Demo Telefonia Milano' });
    expect(milano.operatorsTelecom).toEqual(['TIM', 'Vodafone', 'WindTre', 'Iliad']);
    expect(milano.manager?.email).toBe('manager@banco.demo');
    const roma = await em.findOneOrFail(Store, { code: 'RM-001' });
    expect(roma).toMatchObject({ city: 'Roma', province: 'RM', postalCode: '00185' });
    const consultant = await em.findOneOrFail(User, { email: 'consulente@banco.demo' }, { populate: ['manager'] });
    expect(consultant.manager?.email).toBe('manager@banco.demo');
    expect(consultant.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('tenant filter', () => {
  const scopeOf = (email: string, company: string, storeIds: number[] | null): TenantScope => ({
    all: false,
    companyId: ids[company] ?? 0,
    userId: ids[email] ?? 0,
    storeIds,
  });

  it('an EntityManager without a scope refuses tenant-owned tables (fails closed)', async () => {
    const em = server.orm.em.fork();
    await expect(em.find(Store, {})).rejects.toThrow(/No arguments provided for filter 'tenant'/);
    // the tenant itself (companies) and global tables are not filtered
    expect(await em.count(Company, {})).toBe(3);
    expect(await em.count(SubscriptionPlan, {})).toBe(3);
  });

  it('an entrepreneur sees the stores and users of the current company only', async () => {
    const em = tenantEm(server.orm, scopeOf('imprenditore@banco.demo', 'Demo Telefonia S.r.l.', null));
    const stores = await em.find(Store, {}, { orderBy: { code: 'asc' } });
    expect(stores.map((s) => s.code)).toEqual(['MI-001', 'RM-001']);
    const users = await em.find(User, {}, { orderBy: { email: 'asc' } });
    expect(users.map((u) => u.email)).toEqual(['consulente@banco.demo', 'imprenditore@banco.demo', 'manager@banco.demo']);
    // a foreign id is simply not there (→ 404 in routes)
    expect(await em.findOne(Store, { id: ids['TO-001'] })).toBeNull();
    expect(await em.findOne(User, { id: ids['rivale@banco.demo'] })).toBeNull();
  });

  it('after a switch, the entrepreneur sees the other company, and still its own user row', async () => {
    const em = tenantEm(server.orm, scopeOf('imprenditore@banco.demo', 'Demo Telefonia Sud S.r.l.', null));
    expect((await em.find(Store, {})).map((s) => s.code)).toEqual(['NA-001']);
    expect((await em.find(User, {})).map((u) => u.email)).toEqual(['imprenditore@banco.demo']);
  });

  it('a manager sees only the assigned stores', async () => {
    const em = tenantEm(server.orm, scopeOf('manager@banco.demo', 'Demo Telefonia S.r.l.', [ids['MI-001'] ?? 0]));
    expect((await em.find(Store, {})).map((s) => s.code)).toEqual(['MI-001']);
    expect(await em.findOne(Store, { id: ids['RM-001'] })).toBeNull();
    expect(await em.count(UserStore, {})).toBe(2);
    const none = tenantEm(server.orm, scopeOf('manager@banco.demo', 'Demo Telefonia S.r.l.', []));
    expect(await none.count(Store, {})).toBe(0);
  });

  it('the rival sees nothing of Demo Telefonia', async () => {
    const em = tenantEm(server.orm, scopeOf('rivale@banco.demo', 'Rivale Mobile S.r.l.', null));
    expect((await em.find(Store, {})).map((s) => s.code)).toEqual(['TO-001']);
    expect(await em.count(UserStore, {})).toBe(0);
    expect(await em.count(AuditLog, {})).toBe(0);
  });

  it('the superadmin (and system work) sees everything', async () => {
    const em = tenantEm(server.orm, { all: true });
    expect(await em.count(Store, {})).toBe(4);
    expect(await em.count(User, {})).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('persistence', () => {
  it('a restart on the same DATA_DIR keeps data and secrets, and does not seed again', async () => {
    if (process.env.BANCO_TEST_DB === 'postgres') return; // PGlite on disk only
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-api-restart-'));
    try {
      const options = { port: 0, dataDir, logLevel: 'silent' as const, databaseUrl: null, rendererDir: dataDir, seedDemo: true };
      const first = await startServer(options);
      await first.close();
      const secrets = await fs.readFile(path.join(dataDir, 'secrets.json'), 'utf8');
      expect((await fs.stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
      const second = await startServer(options);
      try {
        expect(second.config.jwtAccessSecret).toBe((JSON.parse(secrets) as { jwt_access_secret: string }).jwt_access_secret);
        const res = await fetch(`${second.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'superadmin@banco.demo', password: 'demo1234' }),
        });
        expect(res.status).toBe(200);
        expect(await systemEm(second.orm).count(User, {})).toBe(DEMO_ACCOUNTS.length);
      } finally {
        await second.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
