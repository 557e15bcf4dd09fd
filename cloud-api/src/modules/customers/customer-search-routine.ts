import { Routine } from '@mikro-orm/core';

/** The customers a search matches: $1 the LIKE pattern, inside `wall` ($2 the caller's company). */
const MATCHES = `from customers c where c.anonymized_at is null and c.search_text like $1 and `;

/**
 * The customer search at volume (issue 8): one page of a search and its total, as jsonb
 * `{ "ids": [...newest first], "total": n, "version": v }`.
 *
 * Why a function: under row-level security PostgreSQL may not run `LIKE` (not leakproof) ahead of the
 * tenant policy, so it can never use the trigram index on search_text and every search scans the table.
 * SECURITY DEFINER runs this as the tables' owner, whom the policy does not restrict, and the function
 * applies the same wall itself, from the same settings: as `banco_app` only the rows of
 * `banco.company_id` (none when it is not set: fail closed); as the owner (the superadmin's scope) all.
 * `pattern` is a LIKE pattern on the search form (customer-search.ts), backslash-escaped.
 *
 * The total: counting every match is most of a broad search's time (28,000 of 200,000 customers for
 * 'giul' read the whole table), so a caller that already counted this search passes the company's
 * list version it counted at and that total (customer-search-totals.ts); while the version is the
 * same, the total is answered as given and nothing is counted. `version` is null for the
 * superadmin's scope (every company: not kept).
 *
 * Why plpgsql with EXECUTE … USING: the statements are planned for the pattern given (a SQL function
 * plans `like $1` blind). A frequent fragment is then a walk of the company's newest customers that
 * stops at the page's end; a rare one (a tax code) comes from the trigram index.
 *
 * Declared with `expression` (MikroORM's body cannot hold a DECLARE block): the schema check compares
 * it by name only, so a change here needs a migration written by hand.
 */
export const customerSearchRoutine = new Routine({
  name: 'banco_customer_search',
  type: 'function',
  language: 'plpgsql',
  security: 'definer',
  params: {
    pattern: { type: 'text' },
    page_limit: { type: 'int' },
    page_offset: { type: 'int' },
    known_version: { type: 'bigint' },
    known_total: { type: 'int' },
  },
  returns: { runtimeType: 'any', columnType: 'jsonb' },
  expression: `create or replace function "banco_customer_search"("pattern" text, "page_limit" int, "page_offset" int, "known_version" bigint, "known_total" int)
  returns jsonb security definer language plpgsql as $$
declare
  _tenant boolean := current_setting('role') = 'banco_app';
  _company int := nullif(current_setting('banco.company_id', true), '')::int;
  _wall text := case when _tenant then 'c.company_id = $2' else 'true' end;
  _version bigint;
  _total bigint;
  _ids jsonb;
begin
  if _tenant then
    _version := coalesce((select v.version from customer_list_versions v where v.company_id = _company), 0);
  end if;
  if _version = known_version then
    _total := known_total;
  else
    execute 'select count(*) ${MATCHES}' || _wall into _total using pattern, _company;
  end if;
  execute 'select coalesce(jsonb_agg(p.id order by p.created_at desc, p.id desc), ''[]''::jsonb)
      from (select c.id, c.created_at ${MATCHES}' || _wall || ' order by c.created_at desc, c.id desc limit $3 offset $4) p'
    into _ids using pattern, _company, page_limit, page_offset;
  return jsonb_build_object('version', _version, 'total', _total, 'ids', _ids);
end $$;`,
});
