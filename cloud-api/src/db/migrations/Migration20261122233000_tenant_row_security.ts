import { Migration } from '@mikro-orm/migrations';

/**
 * The second tenant wall (docs/tenancy.md): row-level security on every tenant-owned table.
 *
 * Company-scoped work runs as `banco_app` (common/tenancy.ts: `set local role banco_app` and
 * `set_config('banco.company_id' | 'banco.user_id', ..., true)` at the start of each of its
 * transactions). `banco_app` cannot log in, is no superuser, has no BYPASSRLS and owns no table, so
 * the policies below always apply to it; without the settings it sees no tenant row (fail closed).
 *
 * The connecting role (it runs the migrations and owns the tables) is the bypass: login, refresh,
 * the authenticator, the seed and superadmin work run as it. RLS is ENABLEd, not FORCEd, on purpose:
 * FORCE would subject that owner too and need a bypass setting any code could set, which walls
 * nothing more; a superuser ignores FORCE anyway.
 *
 * The role is cluster-wide (several databases of one server share it), hence the guarded create.
 */
const CURRENT_COMPANY = `nullif(current_setting('banco.company_id', true), '')::int`;
const CURRENT_USER = `nullif(current_setting('banco.user_id', true), '')::int`;

/** table → the rows company-scoped work may see and write. */
const POLICIES: Record<string, string> = {
  stores: `company_id = ${CURRENT_COMPANY}`,
  user_stores: `company_id = ${CURRENT_COMPANY}`,
  activation_codes: `company_id = ${CURRENT_COMPANY}`,
  operators: `company_id = ${CURRENT_COMPANY}`,
  audit_logs: `company_id = ${CURRENT_COMPANY}`,
  // an entrepreneur also sees its own assignments to other companies (its company switcher)
  company_assignments: `company_id = ${CURRENT_COMPANY} or user_id = ${CURRENT_USER}`,
  // a user always sees its own row (a superadmin or an entrepreneur working in an extra company)
  users: `company_id = ${CURRENT_COMPANY} or id = ${CURRENT_USER}`,
};

export class Migration20261122233000_tenant_row_security extends Migration {

  override name = 'Migration20261122233000_tenant_row_security';

  override up(): void | Promise<void> {
    this.addSql(`do $$
begin
  if not exists (select from pg_roles where rolname = 'banco_app') then
    create role banco_app nologin nosuperuser nobypassrls noinherit;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;`);
    // a non-superuser owner needs the membership to `set role banco_app`
    this.addSql(`do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant banco_app to %I', current_user);
  end if;
end $$;`);
    this.addSql(`grant usage on schema public to banco_app;`);
    this.addSql(`grant select, insert, update, delete on all tables in schema public to banco_app;`);
    this.addSql(`grant usage, select on all sequences in schema public to banco_app;`);
    // tables and sequences of later migrations too
    this.addSql(`alter default privileges in schema public grant select, insert, update, delete on tables to banco_app;`);
    this.addSql(`alter default privileges in schema public grant usage, select on sequences to banco_app;`);
    for (const [table, rows] of Object.entries(POLICIES)) {
      this.addSql(`alter table "${table}" enable row level security;`);
      this.addSql(`create policy "${table}_tenant_wall" on "${table}" for all to banco_app using (${rows}) with check (${rows});`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of Object.keys(POLICIES)) {
      this.addSql(`drop policy if exists "${table}_tenant_wall" on "${table}";`);
      this.addSql(`alter table "${table}" disable row level security;`);
    }
    this.addSql(`alter default privileges in schema public revoke usage, select on sequences from banco_app;`);
    this.addSql(`alter default privileges in schema public revoke select, insert, update, delete on tables from banco_app;`);
    this.addSql(`revoke usage, select on all sequences in schema public from banco_app;`);
    this.addSql(`revoke select, insert, update, delete on all tables in schema public from banco_app;`);
    this.addSql(`revoke usage on schema public from banco_app;`);
  }

}
