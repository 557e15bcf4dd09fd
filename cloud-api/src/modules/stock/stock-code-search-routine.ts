import { Routine } from '@mikro-orm/core';

/**
 * The live pieces whose IMEI, second IMEI or serial contains a fragment (the inventory search at
 * volume, issue 9), as jsonb `[ids]`, at most `max_rows`.
 *
 * Why a function: as for the customer search (customer-search-routine.ts), under row-level security
 * PostgreSQL may not run `LIKE` (not leakproof) ahead of the tenant policy, so the trigram indexes of
 * the codes would never be used. SECURITY DEFINER runs this as the tables' owner, and the function
 * applies the same wall itself: as `banco_app` only the rows of `banco.company_id` (none when it is
 * not set: fail closed); as the owner (the superadmin's scope) all. The caller still restricts the
 * answer to its stores. `pattern` is a LIKE pattern, backslash-escaped.
 */
export const stockCodeSearchRoutine = new Routine({
  name: 'banco_stock_code_search',
  type: 'function',
  language: 'sql',
  security: 'definer',
  params: {
    pattern: { type: 'text' },
    max_rows: { type: 'int' },
  },
  returns: { runtimeType: 'any', columnType: 'jsonb' },
  body: `select coalesce(jsonb_agg(found.id), '[]'::jsonb) from (
      select sp.id from stock_pieces sp
      where sp.archived_at is null and (sp.imei like pattern or sp.imei2 like pattern or sp.serial_number ilike pattern)
        and (current_setting('role') <> 'banco_app' or sp.company_id = nullif(current_setting('banco.company_id', true), '')::int)
      limit max_rows) found`,
});
