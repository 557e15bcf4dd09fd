import { UNSCOPED, type TenantScope } from '../../common/tenancy.ts';
import { rawQuery, type RawQuery, type RawReads, type RawStatement, type RowsOf } from '../../db/raw-reads.ts';
import { IdentityChanged, type PendingIdentity } from '../../http/read-ahead.ts';
import type { AuthContext } from './auth-context.ts';
import type { ProvisionalCaller } from './authenticator.ts';
import type { IdentityCheckRow } from './identity-row.ts';

/**
 * A read-ahead request's raw reads (http/read-ahead.ts): until the provisional caller is confirmed,
 * a read carries the identity statement ahead of its own (RawReads.selectLed, one round trip) and
 * answers only once the identity it brought back is that caller's. After that they are the plain
 * reads. `adopt` installs a changed caller on the request, for the route's second run.
 */
export function readAheadReads(base: RawReads, caller: ProvisionalCaller, adopt: (fresh: AuthContext) => void): { reads: RawReads; pending: PendingIdentity } {
  let confirmed = false;
  // the identity's own refusal (401/403) or change, answered again by settle() without a new read
  let refused: unknown = null;
  const check = (rows: readonly IdentityCheckRow[]): void => {
    if (confirmed) return;
    try {
      const { fresh, same } = caller.confirm(rows);
      if (!same) throw new IdentityChanged(() => adopt(fresh));
      confirmed = true;
    } catch (error) {
      refused = error;
      throw error;
    }
  };
  const settle = async (): Promise<void> => {
    if (confirmed) return;
    if (refused !== null) throw refused;
    const [rows] = await base.selectAll([caller.lead] as const);
    check(rows);
  };
  const led = async <Queries extends readonly RawQuery[]>(scope: TenantScope, queries: readonly [...Queries]): Promise<RowsOf<Queries>> => {
    if (confirmed) return base.selectScoped(scope, queries);
    if (refused !== null) throw refused;
    const [lead, rows] = await base.selectLed(caller.lead, scope, queries);
    check(lead);
    return rows;
  };
  const reads: RawReads = {
    select: async <Row>(statement: RawStatement, values: readonly unknown[]) => ((await led(UNSCOPED, [rawQuery<Row>(statement, values)] as const))[0] ?? []) as Row[],
    selectAll: (queries) => led(UNSCOPED, queries),
    selectScoped: (scope, queries) => led(scope, queries),
    // a lead of the caller's own goes after the identity's confirmation
    selectLed: async (lead, scope, queries) => {
      await settle();
      return base.selectLed(lead, scope, queries);
    },
  };
  return {
    reads,
    pending: {
      get confirmed() {
        return confirmed;
      },
      settle,
    },
  };
}
