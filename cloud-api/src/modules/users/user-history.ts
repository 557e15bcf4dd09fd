import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * How many business records (sales, customers served, repairs...) carry the user. A user with
 * history is never deleted (409 MSG.userHasHistory: deactivate it instead), so that nothing it
 * did loses its author. No business table exists yet (spec 2 and 3 come later): the answer is 0
 * until then, and this is the one place to count them.
 */
export function userHistoryCount(_em: SqlEntityManager, _userId: number): Promise<number> {
  return Promise.resolve(0);
}
