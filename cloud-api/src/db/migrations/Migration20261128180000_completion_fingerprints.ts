import { Migration } from '@mikro-orm/migrations';

/**
 * The fingerprint of the request that completed a sale or a return under its client id
 * (common/request-fingerprint.ts): a retry with the same work gets the first result, another cart or
 * refund under the same id is a 409. Sales and returns made before it have none and keep answering
 * their retries as before.
 */
export class Migration20261128180000_completion_fingerprints extends Migration {

  override name = 'Migration20261128180000_completion_fingerprints';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sales" add column "request_hash" varchar(64) null;`);
    this.addSql(`alter table "sale_returns" add column "request_hash" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sales" drop column "request_hash";`);
    this.addSql(`alter table "sale_returns" drop column "request_hash";`);
  }

}
