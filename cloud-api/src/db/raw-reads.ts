import type { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';
import { COMPANY_SETTING, TENANT_ROLE, USER_SETTING, type CompanyScope } from '../common/tenancy.ts';

/**
 * Hot-path reads below the ORM (the caller's identity at every request, GET /stores/{id}): a fixed
 * statement with `$n` parameters, built once, no QueryBuilder, no entities. On PostgreSQL the
 * statement is prepared once per connection under its name (no parse and plan at every request);
 * on PGlite it goes through the ORM's own connection (one connection, whose lock the ORM's
 * transactions hold).
 */
export interface RawStatement {
  /** Unique per statement text: PostgreSQL keeps the prepared statement under it. */
  name: string;
  text: string;
}

export type RawSelect = <Row>(statement: RawStatement, values: readonly unknown[]) => Promise<Row[]>;

export interface RawReads {
  /** One statement as the connecting role: identity and system reads only (no tenant wall). */
  select: RawSelect;
  /**
   * Reads of one answer under row-level security for `scope`: one transaction as the tenant role
   * with the company and user set, like a company-scoped EntityManager (common/tenancy.ts). The
   * statements must still restrict to the scope themselves: row-level security is the second wall.
   */
  selectScoped<T>(scope: CompanyScope, work: (select: RawSelect) => Promise<T>): Promise<T>;
}

const safeInt = (value: number): number => {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return value;
};

/** The scope's settings, integers only, inlined (no parameters, so that it rides with BEGIN). */
function scopeSettingsSql(scope: CompanyScope): string {
  return `select set_config('${COMPANY_SETTING}', '${safeInt(scope.companyId)}', true), set_config('${USER_SETTING}', '${safeInt(scope.userId)}', true), set_config('role', '${TENANT_ROLE}', true)`;
}

/** PostgreSQL: the ORM's `pg` pool, named (prepared) statements; BEGIN and the scope in one round trip. */
function postgresReads(connection: PostgreSqlConnection): RawReads {
  let pool: Promise<pg.Pool> | undefined;
  const poolOf = (): Promise<pg.Pool> => (pool ??= connection.getNativeClient());
  const selectOn = (client: pg.Pool | pg.PoolClient): RawSelect => async (statement, values) =>
    (await client.query({ name: statement.name, text: statement.text, values: [...values] })).rows;
  return {
    select: async (statement, values) => selectOn(await poolOf())(statement, values),
    async selectScoped(scope, work) {
      const client = await (await poolOf()).connect();
      let broken: Error | undefined;
      try {
        // a multi-statement simple query: one round trip for BEGIN and the settings
        await client.query(`begin; ${scopeSettingsSql(scope)}`);
        try {
          const result = await work(selectOn(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
          });
          throw error;
        }
      } finally {
        // a connection whose rollback failed is dropped, not handed to the next request
        client.release(broken);
      }
    },
  };
}

/** PGlite: through the ORM's Kysely instance, whose dialect serialises the one connection. */
function pgliteReads(connection: AbstractSqlConnection): RawReads {
  const selectOn = (kysely: Pick<Kysely<unknown>, 'executeQuery'>): RawSelect => async <Row>(statement: RawStatement, values: readonly unknown[]) =>
    (await kysely.executeQuery<Row>(CompiledQuery.raw(statement.text, [...values]))).rows as Row[];
  return {
    select: (statement, values) => selectOn(connection.getClient())(statement, values),
    selectScoped(scope, work) {
      return connection
        .getClient()
        .transaction()
        .execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw(scopeSettingsSql(scope)));
          return work(selectOn(trx));
        });
    },
  };
}

/** The raw reads of the ORM's database (PostgreSQL or PGlite). */
export function rawReadsOf(orm: MikroORM): RawReads {
  const connection = orm.em.getConnection() as AbstractSqlConnection;
  return connection instanceof PostgreSqlConnection ? postgresReads(connection) : pgliteReads(connection);
}
