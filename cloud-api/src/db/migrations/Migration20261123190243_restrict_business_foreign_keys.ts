import { Migration } from '@mikro-orm/migrations';

/**
 * Rows that business data still points at cannot be deleted (issue 6 point 2): the wall is the
 * foreign key, ON DELETE RESTRICT, and http/map-error.ts turns its violation into the domain's
 * Italian message (db/foreign-key-messages.ts). A company keeps its users (was: set to no
 * company) and stores; a manager keeps the consultants it supervises (was: set to none). Store
 * staff and activation codes still go with their store, sessions and assignments with their user.
 */
export class Migration20261123190243_restrict_business_foreign_keys extends Migration {

  override name = 'Migration20261123190243_restrict_business_foreign_keys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_company_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_manager_id_foreign";`);

    this.addSql(`alter table "users" add constraint "users_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    this.addSql(`alter table "users" add constraint "users_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete restrict;`);

    // were NO ACTION (the same refusal, checked at the end of the statement): RESTRICT says it
    for (const table of ['stores', 'user_stores', 'activation_codes']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_company_id_foreign";`);
      this.addSql(`alter table "${table}" add constraint "${table}_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_company_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_manager_id_foreign";`);

    this.addSql(`alter table "users" add constraint "users_company_id_foreign" foreign key ("company_id") references "companies" ("id") on update no action on delete set null;`);
    this.addSql(`alter table "users" add constraint "users_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on update no action on delete set null;`);

    for (const table of ['stores', 'user_stores', 'activation_codes']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_company_id_foreign";`);
      this.addSql(`alter table "${table}" add constraint "${table}_company_id_foreign" foreign key ("company_id") references "companies" ("id");`);
    }
  }

}
