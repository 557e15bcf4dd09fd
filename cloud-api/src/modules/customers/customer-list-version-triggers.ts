/**
 * The triggers that raise a company's customer list version (customer-list-version.entity.ts): after
 * each INSERT, UPDATE or DELETE statement on customers, one upsert for the companies its rows belong
 * to (its transition tables: an import of thousands of customers is one upsert, not thousands). An
 * update counts only when it changes what the search sees (the search column, the erasure, the
 * company); the version does not move at every loyalty or consent change.
 *
 * In the database rather than in the customers service because any writer of customers (the
 * service, erasure, imports to come) must move it, or a search would answer a stale total.
 * Declared with `expression` (MikroORM's trigger body cannot say REFERENCING): the schema check
 * compares them by name only, so a change here needs a migration written by hand.
 */
type Event = 'insert' | 'update' | 'delete';

const COMPANIES: Readonly<Record<Event, string>> = {
  insert: 'select company_id from new_rows',
  delete: 'select company_id from old_rows',
  update: `select x.company_id from new_rows n join old_rows o on o.id = n.id,
      lateral (values (n.company_id), (o.company_id)) x(company_id)
     where n.search_text is distinct from o.search_text or n.anonymized_at is distinct from o.anonymized_at or n.company_id <> o.company_id`,
};

const REFERENCING: Readonly<Record<Event, string>> = {
  insert: 'referencing new table as new_rows',
  update: 'referencing old table as old_rows new table as new_rows',
  delete: 'referencing old table as old_rows',
};

/** The trigger's name on customers; MikroORM names its function `customers_<name>_fn`. */
const triggerName = (event: Event) => `list_version_after_${event}`;

function expression(event: Event): string {
  const fn = `"customers_${triggerName(event)}_fn"`;
  // in company order, so two writers lock the versions' rows in the same order
  const body = `insert into customer_list_versions as v (company_id, version)
    select distinct c.company_id, 1 from (${COMPANIES[event]}) c order by c.company_id
    on conflict (company_id) do update set version = v.version + 1;
    return null;`;
  return `create or replace function ${fn}() returns trigger language plpgsql as $$ begin ${body} end; $$;
create trigger "${triggerName(event)}" after ${event} on "customers" ${REFERENCING[event]} for each statement execute function ${fn}();`;
}

/** The customers entity's `triggers`. */
export function customerListVersionTriggers() {
  return (['insert', 'update', 'delete'] as const).map((event) => ({
    name: triggerName(event),
    timing: 'after' as const,
    events: [event],
    forEach: 'statement' as const,
    expression: expression(event),
  }));
}
