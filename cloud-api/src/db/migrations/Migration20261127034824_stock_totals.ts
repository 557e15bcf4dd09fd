import { Migration } from '@mikro-orm/migrations';

/** The inventory's totals kept by the database (stock-total.entity.ts, stock-totals-triggers.ts). */
export class Migration20261127034824_stock_totals extends Migration {

  override name = 'Migration20261127034824_stock_totals';

  override up(): void | Promise<void> {
    this.addSql(`create table "stock_totals" ("store_id" int not null, "product_id" int not null, "kind" text not null, "status" varchar(20) not null, "location" varchar(40) not null, "supplier_id" int not null, "company_id" int not null, "row_count" int not null, "item_count" bigint not null, "value_cents" bigint not null, primary key ("store_id", "product_id", "kind", "status", "location", "supplier_id"));`);
    this.addSql(`create index "stock_totals_company_id_index" on "stock_totals" ("company_id");`);

    this.addSql(`create or replace function "stock_levels_totals_after_insert_fn"() returns trigger language plpgsql as $$ begin insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, 'stock', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (select r.company_id, r.store_id, r.product_id, case when r.quantity > 0 then 'available' else 'sold' end as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      1 as row_count, 1 * r.quantity as item_count, 1 * coalesce(r.purchase_price_cents, 0)::bigint * r.quantity as value_cents
    from new_rows r where r.archived_at is null) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;     return null; end; $$;`);
    this.addSql(`create trigger "totals_after_insert" after insert on "stock_levels" referencing new table as new_rows for each statement execute function "stock_levels_totals_after_insert_fn"();`);
    this.addSql(`create or replace function "stock_levels_totals_after_update_fn"() returns trigger language plpgsql as $$ begin insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, 'stock', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (select r.company_id, r.store_id, r.product_id, case when r.quantity > 0 then 'available' else 'sold' end as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      -1 as row_count, -1 * r.quantity as item_count, -1 * coalesce(r.purchase_price_cents, 0)::bigint * r.quantity as value_cents
    from old_rows r where r.archived_at is null union all select r.company_id, r.store_id, r.product_id, case when r.quantity > 0 then 'available' else 'sold' end as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      1 as row_count, 1 * r.quantity as item_count, 1 * coalesce(r.purchase_price_cents, 0)::bigint * r.quantity as value_cents
    from new_rows r where r.archived_at is null) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;     return null; end; $$;`);
    this.addSql(`create trigger "totals_after_update" after update on "stock_levels" referencing old table as old_rows new table as new_rows for each statement execute function "stock_levels_totals_after_update_fn"();`);
    this.addSql(`create or replace function "stock_levels_totals_after_delete_fn"() returns trigger language plpgsql as $$ begin insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, 'stock', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (select r.company_id, r.store_id, r.product_id, case when r.quantity > 0 then 'available' else 'sold' end as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      -1 as row_count, -1 * r.quantity as item_count, -1 * coalesce(r.purchase_price_cents, 0)::bigint * r.quantity as value_cents
    from old_rows r where r.archived_at is null) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;     return null; end; $$;`);
    this.addSql(`create trigger "totals_after_delete" after delete on "stock_levels" referencing old table as old_rows for each statement execute function "stock_levels_totals_after_delete_fn"();`);

    this.addSql(`create or replace function "stock_pieces_totals_after_insert_fn"() returns trigger language plpgsql as $$ begin insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, 'piece', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (select r.company_id, r.store_id, r.product_id, r.status as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      1 as row_count, 1 * 1 as item_count, 1 * coalesce(r.purchase_price_cents, 0)::bigint * 1 as value_cents
    from new_rows r where r.archived_at is null) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;     return null; end; $$;`);
    this.addSql(`create trigger "totals_after_insert" after insert on "stock_pieces" referencing new table as new_rows for each statement execute function "stock_pieces_totals_after_insert_fn"();`);
    this.addSql(`create or replace function "stock_pieces_totals_after_update_fn"() returns trigger language plpgsql as $$ begin insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, 'piece', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (select r.company_id, r.store_id, r.product_id, r.status as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      -1 as row_count, -1 * 1 as item_count, -1 * coalesce(r.purchase_price_cents, 0)::bigint * 1 as value_cents
    from old_rows r where r.archived_at is null union all select r.company_id, r.store_id, r.product_id, r.status as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      1 as row_count, 1 * 1 as item_count, 1 * coalesce(r.purchase_price_cents, 0)::bigint * 1 as value_cents
    from new_rows r where r.archived_at is null) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;     return null; end; $$;`);
    this.addSql(`create trigger "totals_after_update" after update on "stock_pieces" referencing old table as old_rows new table as new_rows for each statement execute function "stock_pieces_totals_after_update_fn"();`);
    this.addSql(`create or replace function "stock_pieces_totals_after_delete_fn"() returns trigger language plpgsql as $$ begin insert into stock_totals as t (company_id, store_id, product_id, kind, status, location, supplier_id, row_count, item_count, value_cents)
    select c.company_id, c.store_id, c.product_id, 'piece', c.status, c.location, c.supplier_id, sum(c.row_count), sum(c.item_count), sum(c.value_cents)
      from (select r.company_id, r.store_id, r.product_id, r.status as status, r.location, coalesce(r.supplier_id, 0) as supplier_id,
      -1 as row_count, -1 * 1 as item_count, -1 * coalesce(r.purchase_price_cents, 0)::bigint * 1 as value_cents
    from old_rows r where r.archived_at is null) c
     group by c.company_id, c.store_id, c.product_id, c.status, c.location, c.supplier_id
    having sum(c.row_count) <> 0 or sum(c.item_count) <> 0 or sum(c.value_cents) <> 0
     order by c.store_id, c.product_id, c.status, c.location, c.supplier_id
    on conflict (store_id, product_id, kind, status, location, supplier_id) do update
       set row_count = t.row_count + excluded.row_count, item_count = t.item_count + excluded.item_count, value_cents = t.value_cents + excluded.value_cents;     return null; end; $$;`);
    this.addSql(`create trigger "totals_after_delete" after delete on "stock_pieces" referencing old table as old_rows for each statement execute function "stock_pieces_totals_after_delete_fn"();`);

    this.addSql(`alter table "stock_totals" add constraint "stock_totals_store_id_foreign" foreign key ("store_id") references "stores" ("id") on delete cascade;`);
    this.addSql(`alter table "stock_totals" add constraint "stock_totals_product_id_foreign" foreign key ("product_id") references "products" ("id") on delete cascade;`);
    this.addSql(`alter table "stock_totals" add constraint "stock_totals_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "stock_totals" add constraint "stock_totals_kind_check" check ("kind" in ('piece', 'stock'));`);
    this.addSql(`alter table "stock_totals" enable row level security;`);
    this.addSql(`create policy "stock_totals_tenant_wall" on "stock_totals" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
    // the pieces and levels written before the triggers, counted once
    this.addSql(`insert into "stock_totals" ("company_id", "store_id", "product_id", "kind", "status", "location", "supplier_id", "row_count", "item_count", "value_cents")
      select company_id, store_id, product_id, 'piece', status, location, coalesce(supplier_id, 0), count(*), count(*), sum(coalesce(purchase_price_cents, 0)::bigint)
        from stock_pieces where archived_at is null group by 1, 2, 3, 5, 6, 7
      union all
      select company_id, store_id, product_id, 'stock', case when quantity > 0 then 'available' else 'sold' end, location, coalesce(supplier_id, 0), count(*), sum(quantity), sum(coalesce(purchase_price_cents, 0)::bigint * quantity)
        from stock_levels where archived_at is null group by 1, 2, 3, 5, 6, 7;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "totals_after_insert" on "stock_levels";`);
    this.addSql(`drop function if exists "stock_levels_totals_after_insert_fn"();`);
    this.addSql(`drop trigger if exists "totals_after_update" on "stock_levels";`);
    this.addSql(`drop function if exists "stock_levels_totals_after_update_fn"();`);
    this.addSql(`drop trigger if exists "totals_after_delete" on "stock_levels";`);
    this.addSql(`drop function if exists "stock_levels_totals_after_delete_fn"();`);
    this.addSql(`drop trigger if exists "totals_after_insert" on "stock_pieces";`);
    this.addSql(`drop function if exists "stock_pieces_totals_after_insert_fn"();`);
    this.addSql(`drop trigger if exists "totals_after_update" on "stock_pieces";`);
    this.addSql(`drop function if exists "stock_pieces_totals_after_update_fn"();`);
    this.addSql(`drop trigger if exists "totals_after_delete" on "stock_pieces";`);
    this.addSql(`drop function if exists "stock_pieces_totals_after_delete_fn"();`);
    this.addSql(`drop table if exists "stock_totals" cascade;`);
  }

}
