import { Routine } from '@mikro-orm/core';

/**
 * The customer search at volume (issue 8): one page of a search and its total, as jsonb
 * `{ "ids": [...newest first], "total": n }`.
 *
 * Why a function: under row-level security PostgreSQL may not run `LIKE` (not leakproof) ahead of the
 * tenant policy, so it can never use the trigram index on search_text and every search scans the table.
 * SECURITY DEFINER runs this as the tables' owner, whom the policy does not restrict, and the function
 * applies the same wall itself, from the same settings: as `banco_app` only the rows of
 * `banco.company_id` (none when it is not set: fail closed); as the owner (the superadmin's scope) all.
 * `pattern` is a LIKE pattern on the search form (customer-search.ts), backslash-escaped.
 */
export const customerSearchRoutine = new Routine({
  name: 'banco_customer_search',
  type: 'function',
  language: 'sql',
  security: 'definer',
  params: {
    pattern: { type: 'text' },
    page_limit: { type: 'int' },
    page_offset: { type: 'int' },
  },
  returns: { runtimeType: 'any', columnType: 'jsonb' },
  body: `with found as (
      select c.id, c.created_at from customers c
      where c.anonymized_at is null and c.search_text like pattern
        and (current_setting('role') <> 'banco_app' or c.company_id = nullif(current_setting('banco.company_id', true), '')::int)
    )
    select jsonb_build_object(
      'total', (select count(*) from found),
      'ids', coalesce((select jsonb_agg(p.id order by p.created_at desc, p.id desc)
        from (select f.id, f.created_at from found f order by f.created_at desc, f.id desc limit page_limit offset page_offset) p), '[]'::jsonb))`,
});
