import type { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { RowShapes, runPipeline, type PipelineRow } from './pg-pipeline.ts';
import { COMPANY_SETTING, TENANT_ROLE, USER_SETTING, type CompanyScope, type TenantScope } from '../common/tenancy.ts';

/**
 * Hot-path reads below the ORM (the caller's identity at every request, GET /stores/{id}, the IMEI
 * lookup): fixed statements with `$n` parameters, built once, no QueryBuilder, no entities. On
 * PostgreSQL each statement is prepared once per connection under its name (no parse and plan at
 * every request) and the statements of one read travel together in one round trip
 * (db/pg-pipeline.ts); on PGlite they go to the ORM's own instance as one script per read (one
 * session, queued behind the ORM's transactions).
 */
export interface RawStatement {
  /** Unique per statement text: PostgreSQL keeps the prepared statement under it. */
  name: string;
  text: string;
  /**
   * Finds its rows by key (an id, an IMEI) on every table it reads: a scoped read made only of such
   * statements is planned without sequential scans (SCOPE_SETTINGS).
   */
  byKey?: boolean;
  /**
   * Keeps one plan for every value of its parameters (a generic plan, made at its first use on a
   * connection) instead of PostgreSQL's choice, which may plan it again at every execution: for the
   * long statements of a list, whose planning can cost more than their run (SCOPE_SETTINGS). Only
   * where no value changes which plan is best.
   */
  generic?: boolean;
}

/** A statement with its values; `Row` types what it answers. */
export interface RawQuery<Row = unknown> {
  statement: RawStatement;
  values: readonly unknown[];
  /** Type only: never set. */
  readonly row?: Row;
}

export const rawQuery = <Row>(statement: RawStatement, values: readonly unknown[]): RawQuery<Row> => ({ statement, values });

/** A json column's value: parsed by `pg` and PGlite's query, text from a driver or script that leaves it unparsed. */
export const jsonColumn = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The rows of each query, in the queries' order. */
export type RowsOf<Queries extends readonly RawQuery[]> = { [K in keyof Queries]: Queries[K] extends RawQuery<infer Row> ? Row[] : never };

export interface RawReads {
  /** One statement as the connecting role: identity and system reads only (no tenant wall). */
  select<Row>(statement: RawStatement, values: readonly unknown[]): Promise<Row[]>;
  /** Several statements as the connecting role, in one round trip (the superadmin's reads above tenants). */
  selectAll<Queries extends readonly RawQuery[]>(queries: readonly [...Queries]): Promise<RowsOf<Queries>>;
  /**
   * Several statements of one answer under row-level security for `scope`, in one transaction as
   * the tenant role with the company and user set, like a company-scoped EntityManager
   * (common/tenancy.ts); one round trip on PostgreSQL. The statements must still restrict to the
   * scope themselves: row-level security is the second wall. The superadmin's scope (`all`) reads
   * above tenants, as `selectAll`.
   */
  selectScoped<Queries extends readonly RawQuery[]>(scope: TenantScope, queries: readonly [...Queries]): Promise<RowsOf<Queries>>;
  /**
   * `lead` as the connecting role, then `queries` as `selectScoped` runs them, in the same round
   * trip: the caller's identity read ahead of a route's own statements (modules/auth/read-ahead.ts).
   * The lead runs before the scope's settings, above the tenant wall.
   */
  selectLed<Lead, Queries extends readonly RawQuery[]>(lead: RawQuery<Lead>, scope: TenantScope, queries: readonly [...Queries]): Promise<[Lead[], RowsOf<Queries>]>;
}

/**
 * The scope's settings as the first statement of a scoped read ($1 company, $2 user), whether its
 * statements may be planned with sequential scans ($3) and how their plans are kept ($4).
 *
 * - Sequential scans: not when the statements all read by key. On a table of a page or two (a shop's
 *   suppliers, its locations, a customer's coupons) the planner prefers a sequential scan to the
 *   index, and each one costs PostgreSQL a system call for the table's size at every execution, which
 *   an index scan does not: a tenth of the IMEI lookup's and of the customer detail's database time.
 * - Plans: one generic plan when the statements are all `generic`. Left to itself, PostgreSQL kept
 *   planning the inventory's statements at every page, because their generic plan's estimated cost
 *   was higher than a custom one's; the plans were the same, and planning took about half of the
 *   page's database time (the manager's inventory page at a million pieces, one request alone: 7.8 ms to 4.5).
 *
 * The settings are local to the read's transaction, and a prepared statement keeps the plan it got
 * under them.
 */
const SCOPE_SETTINGS: RawStatement = {
  name: 'banco_scope_settings',
  text: `select set_config('${COMPANY_SETTING}', $1::text, true), set_config('${USER_SETTING}', $2::text, true), set_config('role', '${TENANT_ROLE}', true),
    set_config('enable_seqscan', $3::text, true), set_config('plan_cache_mode', $4::text, true)`,
};
const settingsOf = (scope: CompanyScope, queries: readonly RawQuery[]): RawQuery =>
  rawQuery(SCOPE_SETTINGS, [
    String(scope.companyId),
    String(scope.userId),
    queries.every((query) => query.statement.byKey) ? 'off' : 'on',
    queries.every((query) => query.statement.generic) ? 'force_generic_plan' : 'auto',
  ]);

/** A read's statements in the order they run: the lead, the scope's settings, the caller's queries. */
const inOrder = (lead: RawQuery | null, scope: CompanyScope | null, queries: readonly RawQuery[]): RawQuery[] => [
  ...(lead ? [lead] : []),
  ...(scope ? [settingsOf(scope, queries)] : []),
  ...queries,
];

/** Runs a read's statements (inOrder) and answers the caller's rows, the lead's apart. */
type Run = (queries: readonly RawQuery[]) => Promise<unknown[][]>;

function readsOver(run: Run): RawReads {
  const read = async (lead: RawQuery | null, tenant: TenantScope | null, queries: readonly RawQuery[]) => {
    const scope = tenant === null || tenant.all ? null : tenant;
    const rows = await run(inOrder(lead, scope, queries));
    // the settings' own row is dropped: the caller's rows follow it
    return { lead: lead ? (rows[0] ?? []) : [], rows: rows.slice((lead ? 1 : 0) + (scope ? 1 : 0)) };
  };
  return {
    select: async <Row>(statement: RawStatement, values: readonly unknown[]) => ((await read(null, null, [rawQuery(statement, values)])).rows[0] ?? []) as Row[],
    selectAll: async <Queries extends readonly RawQuery[]>(queries: readonly [...Queries]) => (await read(null, null, queries)).rows as RowsOf<Queries>,
    selectScoped: async <Queries extends readonly RawQuery[]>(scope: TenantScope, queries: readonly [...Queries]) => (await read(null, scope, queries)).rows as RowsOf<Queries>,
    selectLed: async <Lead, Queries extends readonly RawQuery[]>(lead: RawQuery<Lead>, scope: TenantScope, queries: readonly [...Queries]) => {
      const answer = await read(lead, scope, queries);
      return [answer.lead as Lead[], answer.rows as RowsOf<Queries>];
    },
  };
}

/** PostgreSQL: the ORM's `pg` pool, named (prepared) statements, each read in one round trip. */
function postgresReads(connection: PostgreSqlConnection): RawReads {
  let ready: Promise<{ pool: pg.Pool; shapes: RowShapes }> | undefined;
  const poolOf = () =>
    (ready ??= connection.getNativeClient().then((pool) => ({ pool, shapes: new RowShapes(pool.options.types ?? pg.types) })));
  return readsOver(async (queries): Promise<PipelineRow[][]> => {
    const { pool, shapes } = await poolOf();
    const client = await pool.connect();
    return runPipeline(client, shapes, queries.map(({ statement, values }) => ({ name: statement.name, text: statement.text, values })));
  });
}

/**
 * The statements prepared (or being prepared) in each PGlite session (one per ORM connection), shared
 * by every RawReads of it: concurrent first uses wait for the one PREPARE instead of repeating it.
 */
const PGLITE_PREPARED = new WeakMap<AbstractSqlConnection, Map<string, Promise<void>>>();

/** A value as an SQL literal for EXECUTE: quoted as node-postgres would send it, typed by the prepared statement. */
const literalOf = (value: unknown): string => {
  const text = pgUtils.prepareValue(value);
  return text === null ? 'null' : pgUtils.escapeLiteral(typeof text === 'string' ? text : text.toString('utf8'));
};

/**
 * PGlite: its one session keeps SQL prepared statements (`prepare … as`, then `execute name(…)`), so
 * that a statement is planned once instead of at every call: planning was most of a PGlite read
 * (each relation's size asked of the file system). A read's statements then go as one simple-query
 * `exec`, which PostgreSQL runs as one implicit transaction (the scope's local settings end with it,
 * a failure rolls it back) and PGlite queues behind any open transaction of the ORM's: one call into
 * the WASM instance per read instead of one per statement plus BEGIN and COMMIT. Statements are
 * prepared outside any transaction (a prepared statement outlives the transaction that made it, but
 * not a failed PREPARE's), before the read runs.
 */
function pgliteReads(connection: AbstractSqlConnection): RawReads {
  let prepared = PGLITE_PREPARED.get(connection);
  if (!prepared) PGLITE_PREPARED.set(connection, (prepared = new Map()));
  const known = prepared;
  const native = (): Promise<PGliteSession> => connection.getNativeClient() as Promise<PGliteSession>;
  const prepareOne = (statement: RawStatement): Promise<void> => {
    let done = known.get(statement.name);
    if (!done) {
      done = native()
        .then((pglite) => pglite.exec(`prepare ${statement.name} as ${statement.text}`))
        .then(
          () => undefined,
          (error: unknown) => {
            // not prepared: the next use tries again
            known.delete(statement.name);
            throw error;
          },
        );
      known.set(statement.name, done);
    }
    return done;
  };
  return readsOver(async (queries) => {
    for (const { statement } of queries) await prepareOne(statement);
    const script = queries
      .map(({ statement, values }) => `execute ${statement.name}${values.length === 0 ? '' : `(${values.map(literalOf).join(', ')})`}`)
      .join(';\n');
    return (await (await native()).exec(script)).map((result) => result.rows);
  });
}

/** What pgliteReads uses of the ORM's PGlite instance. */
interface PGliteSession {
  exec(script: string): Promise<{ rows: unknown[] }[]>;
}

/** The raw reads of the ORM's database (PostgreSQL or PGlite). */
export function rawReadsOf(orm: MikroORM): RawReads {
  const connection = orm.em.getConnection() as AbstractSqlConnection;
  return connection instanceof PostgreSqlConnection ? postgresReads(connection) : pgliteReads(connection);
}
