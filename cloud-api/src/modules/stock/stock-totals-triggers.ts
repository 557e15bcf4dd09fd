import { levelStatusSql } from './level-status.ts';

/**
 * The triggers that keep stock_totals (stock-total.entity.ts) in step with the live pieces and levels:
 * after each INSERT, UPDATE or DELETE statement on stock_pieces or stock_levels, one upsert adds the
 * statement's rows (its transition tables, so a DDT of 500 pieces is one upsert, not 500) and takes
 * away the rows it replaced. A row counts while it is live (`archived_at is null`), as on the
 * inventory page; a level's status is the page's ('sold' at zero or below).
 *
 * In the database rather than in the writers because every module that moves stock (goods receipt,
 * sales, returns, edits, and the ones to come) writes these two tables, and a total that one of them
 * forgot would be wrong silently. The upsert locks the touched totals rows until the writer commits,
 * as the writer's own update of a stock level already does for accessories.
 *
 * Declared with `expression`: MikroORM's trigger body cannot say REFERENCING; the schema check then
 * compares these triggers by name only, so a change here needs a migration written by hand.
 */
type Source = 'stock_pieces' | 'stock_levels';
type Event = 'insert' | 'update' | 'delete';

const SHAPE: Readonly<Record<Source, { kind: 'piece' | 'stock'; status: (alias: string) => string; items: (alias: string) => string }>> = {
  stock_pieces: { kind: 'piece', status: (a) => `${a}.status`, items: () => '1' },
  stock_levels: { kind: 'stock', status: levelStatusSql, items: (a) => `${a}.quantity` },
};

/** The live rows of a transition table as signed changes of the totals. */
function changes(source: Source, relation: 'old_rows' | 'new_rows'): string {
  const { status, items } = SHAPE[source];
  const sign = relation === 'old_rows' ? -1 : 1;
  return `select r.company_id, r.store_id, r.product_id, ${status('r')} as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      ${sign} as row_count, ${sign} * ${items('r')} as item_count, ${sign} * coalesce(r.purchase_price_cents, 0)::bigint * ${items('r')} as value_cents
    from ${relation} r where r.archived_at is null`;
}

const RELATIONS: Readonly<Record<Event, ReadonlyArray<'old_rows' | 'new_rows'>>> = { insert: ['new_rows'], update: ['old_rows', 'new_rows'], delete: ['old_rows'] };
const REFERENCING: Readonly<Record<Event, string>> = {
  insert: 'referencing new table as new_rows',
  update: 'referencing old table as old_rows new table as new_rows',
  delete: 'referencing old table as old_rows',
};

/** The trigger's name on its table; MikroORM names its function `<table>_<name>_fn`. */
const triggerName = (event: Event) => `totals_after_${event}`;

function expression(source: Source, event: Event): string {
  const fn = `"${source}_${triggerName(event)}_fn"`;
  // grouped by key (an upsert may touch a row once) and in key order (every writer locks totals rows in the same order)
  const body = `insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, '${SHAPE[source].kind}', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (${RELATIONS[event].map((relation) => changes(source, relation)).join(' union all ')}) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;
    return null;`;
  return `create or replace function ${fn}() returns trigger language plpgsql as $$ begin ${body} end; $$;
create trigger "${triggerName(event)}" after ${event} on "${source}" ${REFERENCING[event]} for each statement execute function ${fn}();`;
}

/** The entity definition's `triggers` for one of the two tables. */
export function stockTotalsTriggers(source: Source) {
  return (['insert', 'update', 'delete'] as const).map((event) => ({
    name: triggerName(event),
    timing: 'after' as const,
    events: [event],
    forEach: 'statement' as const,
    expression: expression(source, event),
  }));
}
