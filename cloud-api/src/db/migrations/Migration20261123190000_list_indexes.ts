import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes of the stores and users lists: their order within a company, and trigram (pg_trgm) GIN
 * indexes for their `ILIKE '%term%'` searches. pg_trgm is a trusted extension (PostgreSQL 13+): the
 * database owner creates it without being a superuser; PGlite loads it (db/orm.ts).
 */
export class Migration20261123190000_list_indexes extends Migration {

  override name = 'Migration20261123190000_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create index "stores_company_id_name_id_index" on "stores" ("company_id", "name", "id");`);
    for (const column of ['name', 'code', 'city', 'address']) {
      this.addSql(`create index "stores_${column}_trgm_index" on "stores" using gin ("${column}" gin_trgm_ops);`);
    }

    this.addSql(`create index "users_company_id_created_at_id_index" on "users" ("company_id", "created_at", "id");`);
    for (const column of ['first_name', 'last_name', 'email']) {
      this.addSql(`create index "users_${column}_trgm_index" on "users" using gin ("${column}" gin_trgm_ops);`);
    }
  }

  override down(): void | Promise<void> {
    for (const column of ['name', 'code', 'city', 'address']) this.addSql(`drop index if exists "stores_${column}_trgm_index";`);
    this.addSql(`drop index if exists "stores_company_id_name_id_index";`);
    for (const column of ['first_name', 'last_name', 'email']) this.addSql(`drop index if exists "users_${column}_trgm_index";`);
    this.addSql(`drop index if exists "users_company_id_created_at_id_index";`);
  }

}
