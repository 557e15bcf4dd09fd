import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000429_tenant_walls_outbox_notifications extends Migration {

  override name = 'Migration20261123000429_tenant_walls_outbox_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" enable row level security;`);
    this.addSql(`create policy "mail_outbox_tenant_wall" on "mail_outbox" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);

    this.addSql(`alter table "notifications" enable row level security;`);
    this.addSql(`create policy "notifications_tenant_wall" on "notifications" to "banco_app" using (company_id = nullif(current_setting('banco.company_id', true), '')::int) with check (company_id = nullif(current_setting('banco.company_id', true), '')::int);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop policy "mail_outbox_tenant_wall" on "mail_outbox";`);

    this.addSql(`drop policy "notifications_tenant_wall" on "notifications";`);

    this.addSql(`alter table "mail_outbox" disable row level security;`);

    this.addSql(`alter table "notifications" disable row level security;`);
  }

}
