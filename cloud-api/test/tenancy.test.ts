import type { EntityMetadata, EntityName } from '@mikro-orm/core';
import type { QueryResult } from '@mikro-orm/sql';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SETTING, systemEm, TENANT_FILTER, TENANT_ROLE, tenantEm, type CompanyScope, type TenantScope } from '../src/common/tenancy.ts';
import { ENTITIES } from '../src/db/entities.ts';
import { rawQuery, rawReadsOf, type RawStatement } from '../src/db/raw-reads.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { Customer } from '../src/modules/customers/customer.entity.ts';
import { Store } from '../src/modules/stores/store.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Tenancy as walls (docs/tenancy.md): the ORM filter on every path, and PostgreSQL row-level
 * security below the ORM. Runs on PGlite and on PostgreSQL.
 */
let server: TestServer;
const company: Record<'demo' | 'sud' | 'rival', number> = { demo: 0, sud: 0, rival: 0 };
const user: Record<'entrepreneur' | 'rival', number> = { entrepreneur: 0, rival: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const em = systemEm(server.orm);
  const id = async (name: string) => (await em.findOneOrFail(Company, { name })).id;
  company.demo = await id('Demo Telefonia S.r.l.');
  company.sud = await id('Demo Telefonia Sud S.r.l.');
  company.rival = await id('Rivale Mobile S.r.l.');
  user.entrepreneur = (await em.findOneOrFail(User, { email: 'imprenditore@banco.demo' })).id;
  user.rival = (await em.findOneOrFail(User, { email: 'rivale@banco.demo' })).id;
});
afterAll(() => server?.close());

const rivalScope = (): TenantScope => ({ all: false, companyId: company.rival, userId: user.rival, storeIds: null });
const codes = (stores: readonly Store[]) => stores.map((s) => s.code).sort();

/** Entities that have a company but are not tenant-owned data, and why. */
const NOT_TENANT_OWNED: Record<string, string> = {
  // a login session names the user's current company; only auth code reads it, before the scope exists
  AuthSession: 'identity (auth only)',
};

function metadataOf(): EntityMetadata[] {
  const metadata = server.orm.getMetadata();
  const entities: readonly EntityName[] = ENTITIES;
  return entities.map((entity) => metadata.find(entity)).filter((meta): meta is EntityMetadata => meta !== undefined);
}

describe('every entity with a company is walled', () => {
  it('declares the tenant filter and a row-level security policy', () => {
    const walled = metadataOf().filter((meta) => 'company' in meta.properties && !(meta.className in NOT_TENANT_OWNED));
    expect(walled.length).toBeGreaterThanOrEqual(7);
    for (const meta of walled) {
      expect(meta.filters[TENANT_FILTER], meta.className).toBeDefined();
      expect(meta.filters[TENANT_FILTER]?.default, meta.className).toBe(true);
      expect(meta.policies.map((p) => p.roles), meta.className).toEqual([[TENANT_ROLE]]);
    }
    for (const name of Object.keys(NOT_TENANT_OWNED)) {
      expect(metadataOf().some((meta) => meta.className === name && 'company' in meta.properties), name).toBe(true);
    }
  });

  it('every table of such an entity has row-level security on, for a role that cannot bypass it', async () => {
    const em = systemEm(server.orm);
    const tables = metadataOf()
      .filter((meta) => meta.policies.length > 0)
      .map((meta) => meta.tableName);
    const rows = await em.execute<{ relname: string; relrowsecurity: boolean }[]>(
      `select relname, relrowsecurity from pg_class where relkind = 'r' and relname in (${tables.map(() => '?').join(', ')})`,
      tables,
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([...tables].sort());
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
    const [role] = await em.execute<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }[]>(
      'select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = ?',
      [TENANT_ROLE],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
  });
});

describe('the ORM filter on the QueryBuilder path', () => {
  it("a rival's createQueryBuilder(Store) returns only the rival's stores", async () => {
    const em = tenantEm(server.orm, rivalScope());
    expect(codes(await em.createQueryBuilder(Store).getResultList())).toEqual(['TO-001']);
    expect(await em.createQueryBuilder(Store, 's').getCount()).toBe(1);
    const [list, count] = await em.qb(Store).where({ status: 'active' }).getResultAndCount();
    expect([codes(list), count]).toEqual([['TO-001'], 1]);
    const raw = await em.createQueryBuilder(Store).select('code').execute<{ code: string }[]>('all');
    expect(raw.map((r) => r.code)).toEqual(['TO-001']);
  });

  it('inside a transaction too', async () => {
    const em = tenantEm(server.orm, rivalScope());
    const inTx = await em.transactional((tx) => tx.createQueryBuilder(Store).getResultList());
    expect(codes(inTx)).toEqual(['TO-001']);
  });

  it("an update through the QueryBuilder touches only the scope's rows", async () => {
    const em = tenantEm(server.orm, rivalScope());
    const result = await em.createQueryBuilder(Store).update({ notes: 'tenancy test' }).where({ id: { $gt: 0 } }).execute('run');
    expect(result.affectedRows).toBe(1);
    const touched = await systemEm(server.orm).find(Store, { notes: 'tenancy test' });
    expect(touched.map((s) => s.company.id)).toEqual([company.rival]);
    await systemEm(server.orm).nativeUpdate(Store, { notes: 'tenancy test' }, { notes: null });
  });

  it('a QueryBuilder of an EntityManager without a scope fails closed', async () => {
    const em = server.orm.em.fork() as SqlEntityManager;
    await expect(em.createQueryBuilder(Store).getResultList()).rejects.toThrow(/No arguments provided for filter 'tenant'/);
    await expect(em.createQueryBuilder(Store).getCount()).rejects.toThrow(/No arguments provided for filter 'tenant'/);
    // not tenant-owned: no filter to demand
    expect(await em.createQueryBuilder(Company).getCount()).toBe(3);
  });

  it('the superadmin scope still sees every company', async () => {
    const em = tenantEm(server.orm, { all: true });
    expect(await em.createQueryBuilder(Store).getCount()).toBe(4);
  });
});

describe('row-level security, below the ORM', () => {
  /** Raw SQL in a transaction as the tenant role, with `companyId` as the request's company. */
  function asCompany(companyId: number | null, work: (tx: SqlEntityManager) => Promise<void>): Promise<void> {
    return systemEm(server.orm).transactional(async (tx) => {
      await tx.execute(`set local role ${TENANT_ROLE}`);
      if (companyId !== null) await tx.execute('select set_config(?, ?, true)', [COMPANY_SETTING, String(companyId)]);
      await work(tx);
    });
  }
  type Row = { company_id: number };

  it('a transaction scoped to company A reads no row of company B', async () => {
    await asCompany(company.rival, async (tx) => {
      expect((await tx.execute<Row[]>('select company_id from stores')).map((r) => r.company_id)).toEqual([company.rival]);
      expect(await tx.execute('select company_id from stores where company_id = ?', [company.demo])).toEqual([]);
      for (const table of ['user_stores', 'activation_codes', 'operators', 'audit_logs', 'company_assignments']) {
        const rows = await tx.execute<Row[]>(`select distinct company_id from ${table}`);
        expect(rows.every((r) => r.company_id === company.rival), table).toBe(true);
      }
      expect((await tx.execute<Row[]>('select company_id from users')).map((r) => r.company_id)).toEqual([company.rival]);
    });
  });

  it('and changes no row of company B', async () => {
    const before = await systemEm(server.orm).count(Store, { company: company.demo });
    await asCompany(company.rival, async (tx) => {
      const run = async (query: string) => (await tx.execute<QueryResult>(query, [company.demo], 'run')).affectedRows;
      expect(await run("update stores set notes = 'preso' where company_id = ?")).toBe(0);
      expect(await run("update users set first_name = 'Preso' where company_id = ?")).toBe(0);
      expect(await run('delete from user_stores where company_id = ?')).toBe(0);
      expect(await run('delete from operators where company_id = ?')).toBe(0);
    });
    expect(await systemEm(server.orm).count(Store, { company: company.demo, notes: 'preso' })).toBe(0);
    expect(await systemEm(server.orm).count(Store, { company: company.demo })).toBe(before);
  });

  it('refuses to write a row into company B', async () => {
    const insert = asCompany(company.rival, async (tx) => {
      await tx.execute(
        "insert into operators (company_id, name, category, is_active, created_at, updated_at) values (?, 'Intruso', 'mobile', true, now(), now())",
        [company.demo],
      );
    });
    await expect(insert).rejects.toThrow(/row-level security/);
    const move = asCompany(company.rival, async (tx) => {
      await tx.execute('update stores set company_id = ? where company_id = ?', [company.demo, company.rival]);
    });
    await expect(move).rejects.toThrow(/row-level security/);
  });

  it('without a company set, the tenant role sees no tenant row (fails closed)', async () => {
    await asCompany(null, async (tx) => {
      for (const table of ['stores', 'users', 'operators']) {
        const [row] = await tx.execute<{ n: number | string }[]>(`select count(*) as n from ${table}`);
        expect(Number(row?.n), table).toBe(0);
      }
    });
  });

  it('the customer search function (security definer) applies the same wall itself', async () => {
    type Page = { page: { ids: number[]; total: number; version: number | null } };
    const search = (tx: SqlEntityManager, known: [number, number] | null = null) =>
      tx.execute<Page[]>('select banco_customer_search(?, 1000, 0, ?, ?) as page', ['%', ...(known ?? [null, null])]);
    const system = systemEm(server.orm);
    const rivals = await system.find(Customer, { company: company.rival }, { fields: ['id'] });
    expect(rivals.length).toBeGreaterThan(0);
    await asCompany(company.rival, async (tx) => {
      const [row] = await search(tx);
      expect(row?.page.total).toBe(rivals.length);
      expect([...(row?.page.ids ?? [])].sort()).toEqual(rivals.map((c) => c.id).sort());
      // a total known at the company's current version is answered as given, at another version counted again
      const version = Number(row?.page.version);
      expect((await search(tx, [version, 999]))[0]?.page.total).toBe(999);
      expect((await search(tx, [version - 1, 999]))[0]?.page.total).toBe(rivals.length);
    });
    // no company: nothing (fails closed); the owner (the superadmin's scope): every company, never a kept total
    await asCompany(null, async (tx) => {
      expect((await search(tx))[0]?.page).toMatchObject({ ids: [], total: 0 });
    });
    const [all] = await search(system, [0, 999]);
    expect(all?.page.version).toBeNull();
    expect(all?.page.total).toBe(await system.count(Customer, {}));
  });

  it("a request's EntityManager runs as the tenant role with its company, in and outside transactions", async () => {
    const em = tenantEm(server.orm, rivalScope());
    const who = 'select current_user as role, current_setting(?, true) as company';
    const expected = [{ role: TENANT_ROLE, company: String(company.rival) }];
    expect(await em.execute(who, [COMPANY_SETTING])).toEqual(expected);
    expect(await em.transactional((tx) => tx.execute(who, [COMPANY_SETTING]))).toEqual(expected);
    // the role and the settings end with the transaction: the pooled connection goes back as it was
    expect(await systemEm(server.orm).execute(who, [COMPANY_SETTING])).not.toEqual(expected);
  });

  it("a request's EntityManager is walled even where the ORM filter is switched off", async () => {
    const em = tenantEm(server.orm, rivalScope());
    expect(codes(await em.find(Store, {}, { filters: false }))).toEqual(['TO-001']);
    const rows = await em.execute<{ company_id: number }[]>('select distinct company_id from users');
    expect(rows.map((r) => r.company_id)).toEqual([company.rival]);
    // and inside its transactions, where the services do their writes
    const inTx = await em.transactional(async (tx) => ({
      stores: codes(await tx.find(Store, {}, { filters: false })),
      foreignUsers: await tx.count(User, { company: company.demo }, { filters: false }),
      demoRenamed: await tx.nativeUpdate(Store, { company: company.demo }, { notes: 'preso' }, { filters: false }),
    }));
    expect(inTx).toEqual({ stores: ['TO-001'], foreignUsers: 0, demoRenamed: 0 });
  });
});

describe('the raw reads of the hot paths (db/raw-reads.ts)', () => {
  const rivalCompany = (): CompanyScope => ({ all: false, companyId: company.rival, userId: user.rival, storeIds: null });
  const STORE_CODES: RawStatement = { name: 'banco_test_store_codes', text: 'select code from stores order by code' };
  const SETTINGS: RawStatement = {
    name: 'banco_test_settings',
    text: `select nullif(current_setting('${COMPANY_SETTING}', true), '') as company, current_user as role, $1::int as echo,
      current_setting('enable_seqscan') as seqscan, current_setting('plan_cache_mode') as plans`,
  };
  const SETTINGS_BY_KEY: RawStatement = { ...SETTINGS, name: 'banco_test_settings_by_key', byKey: true };
  const SETTINGS_GENERIC: RawStatement = { ...SETTINGS, name: 'banco_test_settings_generic', generic: true };
  /** How the connection has planned a prepared statement so far (the same connection: in the same read). */
  const PLANS_OF: RawStatement = {
    name: 'banco_test_plans_of',
    text: 'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = $1::text',
    generic: true,
  };
  const DIVIDE: RawStatement = { name: 'banco_test_divide', text: 'select 10 / $1::int as quotient' };

  it('a scoped read runs its statements in order as the tenant role with the company set: row-level security walls even an unrestricted statement', async () => {
    const reads = rawReadsOf(server.orm);
    const [stores, settings] = await reads.selectScoped(rivalCompany(), [
      rawQuery<{ code: string }>(STORE_CODES, []),
      rawQuery<{ company: string; role: string; echo: number }>(SETTINGS, [7]),
    ] as const);
    expect(stores.map((row) => row.code)).toEqual(['TO-001']);
    expect(settings).toEqual([{ company: String(company.rival), role: TENANT_ROLE, echo: 7, seqscan: 'on', plans: 'auto' }]);
  });

  it('a scoped read made only of key lookups is planned without sequential scans, a read with any other statement with them', async () => {
    const reads = rawReadsOf(server.orm);
    const [[byKey]] = await reads.selectScoped(rivalCompany(), [rawQuery<{ seqscan: string }>(SETTINGS_BY_KEY, [1])] as const);
    expect(byKey?.seqscan).toBe('off');
    const [, [mixed]] = await reads.selectScoped(rivalCompany(), [rawQuery(SETTINGS_BY_KEY, [1]), rawQuery<{ seqscan: string }>(SETTINGS, [2])] as const);
    expect(mixed?.seqscan).toBe('on');
  });

  it('a scoped read made only of generic statements keeps one plan for every value, a read with any other statement leaves it to PostgreSQL', async () => {
    const reads = rawReadsOf(server.orm);
    for (const echo of [1, 2, 3]) {
      const [[settings], [plans]] = await reads.selectScoped(rivalCompany(), [
        rawQuery<{ plans: string }>(SETTINGS_GENERIC, [echo]),
        rawQuery<{ generic: number; custom: number }>(PLANS_OF, [SETTINGS_GENERIC.name]),
      ] as const);
      expect(settings?.plans).toBe('force_generic_plan');
      // planned once on each connection, never for a value
      expect(plans?.custom).toBe(0);
      expect(plans?.generic).toBeGreaterThan(0);
    }
    const [[mixed], [plans]] = await reads.selectScoped(rivalCompany(), [
      rawQuery<{ plans: string }>(SETTINGS, [4]),
      rawQuery<{ generic: number; custom: number }>(PLANS_OF, [SETTINGS.name]),
    ] as const);
    expect(mixed?.plans).toBe('auto');
    // PostgreSQL's own choice plans a statement for its values at its first executions
    expect(plans?.custom).toBeGreaterThan(0);
  });

  it('the settings end with the read: the next reads on every pooled connection are unscoped again', async () => {
    const reads = rawReadsOf(server.orm);
    await Promise.all(Array.from({ length: 12 }, (_, i) => reads.selectScoped(rivalCompany(), [rawQuery(i % 2 === 0 ? SETTINGS_BY_KEY : SETTINGS_GENERIC, [1])] as const)));
    const after = await Promise.all(Array.from({ length: 12 }, () => reads.select<{ company: string | null; role: string; seqscan: string; plans: string }>(SETTINGS, [2])));
    for (const [row] of after) {
      expect(row?.company).toBeNull();
      expect(row?.role).not.toBe(TENANT_ROLE);
      expect(row?.seqscan).toBe('on');
      expect(row?.plans).toBe('auto');
    }
    const [[all], [codes]] = await reads.selectAll([rawQuery<{ n: number }>({ name: 'banco_test_count', text: 'select count(*)::int as n from stores' }, []), rawQuery(STORE_CODES, [])] as const);
    expect([all?.n, codes]).toEqual([4, { code: 'MI-001' }]);
  });

  it('concurrent first uses of a statement all answer (it is prepared once)', async () => {
    const reads = rawReadsOf(server.orm);
    const square: RawStatement = { name: 'banco_test_square', text: 'select $1::int * $1::int as square' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? reads.select<{ square: number }>(square, [i]) : reads.selectScoped(rivalCompany(), [rawQuery<{ square: number }>(square, [i])] as const).then(([rows]) => rows))),
    );
    expect(answers.map(([row]) => row?.square)).toEqual(Array.from({ length: 12 }, (_, i) => i * i));
  });

  it('a failing statement rejects with its error, and the statements work again right after, on any connection', async () => {
    const reads = rawReadsOf(server.orm);
    // the first use (parsed in the same round trip) fails at execution
    await expect(reads.selectScoped(rivalCompany(), [rawQuery(STORE_CODES, []), rawQuery(DIVIDE, [0])] as const)).rejects.toThrow(/division by zero/);
    await expect(reads.select({ name: 'banco_test_broken', text: 'selec 1' }, [])).rejects.toThrow(/syntax error/);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => reads.select<{ quotient: number }>(DIVIDE, [i + 1])));
    expect(answers.map(([row]) => row?.quotient)).toEqual(Array.from({ length: 12 }, (_, i) => Math.trunc(10 / (i + 1))));
    const [stores] = await reads.selectScoped(rivalCompany(), [rawQuery<{ code: string }>(STORE_CODES, [])] as const);
    expect(stores.map((row) => row.code)).toEqual(['TO-001']);
  });
});
