import type { ConnectionType, EntityName, LoggingOptions } from '@mikro-orm/core';
import { BasePostgreSqlEntityManager, QueryType, type QueryBuilder } from '@mikro-orm/sql';

/** Query types whose WHERE the tenant filter restricts (an INSERT has none: row security checks it). */
const FILTERED: readonly QueryType[] = [QueryType.SELECT, QueryType.COUNT, QueryType.UPDATE, QueryType.DELETE];

/**
 * MikroORM 7 applies filters to `find`/`count`/`nativeUpdate`/`nativeDelete`, but a QueryBuilder only
 * gets them through an explicit `qb.applyFilters()`. Here it is applied before the QueryBuilder
 * runs (and on its clones, which `getCount`/`getResultAndCount` use), so `createQueryBuilder(Store)`
 * under a company scope sees that company's stores, and on an EntityManager without a scope fails
 * closed like `find` does. A QueryBuilder used as a subquery (`getNativeQuery`, `as`) is not covered:
 * build subqueries from a filtered `find` or rely on row-level security.
 */
function withFilters<Entity extends object, RootAlias extends string>(qb: QueryBuilder<Entity, RootAlias>): QueryBuilder<Entity, RootAlias> {
  let applied: Promise<void> | null = null;
  const apply = (): Promise<void> => (applied ??= FILTERED.includes(qb.type) ? qb.applyFilters() : Promise.resolve());

  const execute = qb.execute.bind(qb);
  qb.execute = (async (...args: Parameters<typeof execute>) => {
    await apply();
    return execute(...args);
  }) as typeof qb.execute;

  const stream = qb.stream.bind(qb);
  qb.stream = async function* filteredStream(...args: Parameters<typeof stream>) {
    await apply();
    yield* stream(...args);
  } as typeof qb.stream;

  const clone = qb.clone.bind(qb);
  qb.clone = ((...args: Parameters<typeof clone>) => withFilters(clone(...args))) as typeof qb.clone;
  return qb;
}

/** The EntityManager class of both drivers (db/orm.ts): PostgreSQL's, with filtered QueryBuilders. */
export class TenantEntityManager extends BasePostgreSqlEntityManager {
  override createQueryBuilder<Entity extends object, RootAlias extends string = never>(
    entityName: EntityName<Entity> | QueryBuilder<Entity>,
    alias?: RootAlias,
    type?: ConnectionType,
    loggerContext?: LoggingOptions,
  ): QueryBuilder<Entity, RootAlias> {
    return withFilters(super.createQueryBuilder(entityName, alias, type, loggerContext));
  }
}
