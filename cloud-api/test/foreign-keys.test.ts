import { MSG } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { FOREIGN_KEY_MESSAGES } from '../src/http/foreign-key-messages.ts';
import { mapError } from '../src/http/map-error.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { createCompany, createUser } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Rows in use are walled by their foreign keys (ON DELETE RESTRICT), and a violation reaches the
 * user as the domain's Italian message (issue 6 point 2). The API answers are in the domains'
 * tests (companies, users); here the wall itself, without any service in front of it.
 */

/** Foreign keys whose rows go with the row they point at, or forget it: everything else is RESTRICT. */
const GOES_WITH_ITS_PARENT: Record<string, 'cascade' | 'set null'> = {
  activation_codes_store_id_foreign: 'cascade',
  sale_lines_sale_id_foreign: 'cascade',
  sale_day_counts_store_id_foreign: 'cascade',
  // the inventory's totals are derived from the pieces and levels (stock-total.entity.ts)
  stock_totals_store_id_foreign: 'cascade',
  stock_totals_product_id_foreign: 'cascade',
  // a company's customer list version is bookkeeping of its customers (customer-list-version.entity.ts)
  customer_list_versions_company_id_foreign: 'cascade',
  sale_payments_sale_id_foreign: 'cascade',
  sale_commissions_sale_id_foreign: 'cascade',
  // a return's lines, photos and commission reversals are part of it
  sale_commissions_sale_return_id_foreign: 'cascade',
  sale_return_lines_sale_return_id_foreign: 'cascade',
  sale_return_photos_sale_return_id_foreign: 'cascade',
  store_sales_goals_store_id_foreign: 'cascade',
  store_sales_goals_updated_by_id_foreign: 'set null',
  audit_logs_company_id_foreign: 'set null',
  audit_logs_user_id_foreign: 'set null',
  auth_sessions_company_id_foreign: 'cascade',
  auth_sessions_user_id_foreign: 'cascade',
  companies_subscription_plan_id_foreign: 'set null',
  company_brandings_company_id_foreign: 'cascade',
  company_integrations_company_id_foreign: 'cascade',
  idempotency_keys_company_id_foreign: 'cascade',
  idempotency_keys_user_id_foreign: 'cascade',
  company_assignments_company_id_foreign: 'cascade',
  company_assignments_user_id_foreign: 'cascade',
  customer_consent_events_customer_id_foreign: 'cascade',
  delivery_note_lines_delivery_note_id_foreign: 'cascade',
  customer_coupons_customer_id_foreign: 'cascade',
  customer_credit_entries_customer_id_foreign: 'cascade',
  customer_points_entries_coupon_id_foreign: 'cascade',
  customer_points_entries_customer_id_foreign: 'cascade',
  mail_outbox_company_id_foreign: 'cascade',
  // a mail's attachments go with it (and with its company, as the mail does)
  outbox_mail_attachments_company_id_foreign: 'cascade',
  outbox_mail_attachments_mail_id_foreign: 'cascade',
  notifications_company_id_foreign: 'cascade',
  notifications_user_id_foreign: 'cascade',
  operators_company_id_foreign: 'cascade',
  plan_change_requests_company_id_foreign: 'cascade',
  plan_change_requests_current_plan_id_foreign: 'set null',
  plan_change_requests_requested_by_id_foreign: 'set null',
  refresh_tokens_replaced_by_id_foreign: 'set null',
  refresh_tokens_session_id_foreign: 'cascade',
  stock_pieces_duplicate_approved_by_id_foreign: 'set null',
  storage_locations_store_id_foreign: 'cascade',
  warehouse_settings_company_id_foreign: 'cascade',
  warehouse_settings_store_id_foreign: 'cascade',
  warehouse_settings_updated_by_id_foreign: 'set null',
  stores_manager_id_foreign: 'set null',
  user_stores_store_id_foreign: 'cascade',
  user_stores_user_id_foreign: 'cascade',
};

const DELETE_RULES: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** What the API would answer for the error `run` raises. */
async function answerTo(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (raised: unknown) => raised,
  );
  expect(error, 'the database refused nothing').not.toBeNull();
  const { status, message, internal } = mapError(error);
  return { status, message, internal };
}

describe('foreign keys', () => {
  it('every foreign key restricts the delete, unless its rows go with their parent; each RESTRICT has its message', async () => {
    const keys = await systemEm(server.orm).execute<{ name: string; rule: string }[]>(
      `select conname as name, confdeltype as rule from pg_constraint
        where contype = 'f' and connamespace = current_schema()::regnamespace order by conname`,
    );
    const rules = Object.fromEntries(keys.map(({ name, rule }) => [name, DELETE_RULES[rule] ?? rule]));
    const expected = Object.fromEntries(
      keys.map(({ name }) => [name, GOES_WITH_ITS_PARENT[name] ?? 'restrict']),
    );
    expect(rules).toEqual(expected);
    const restricted = Object.keys(rules).filter((name) => rules[name] === 'restrict');
    expect(restricted.sort()).toEqual(Object.keys(FOREIGN_KEY_MESSAGES).sort());
  });

  it('a company with users cannot be deleted even by a direct delete: 409 with the companies message', async () => {
    const company = await createCompany(server.orm);
    await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const answer = await answerTo(() => systemEm(server.orm).nativeDelete(Company, { id: company.id }));
    expect(answer).toEqual({ status: 409, message: MSG.companyHasData, internal: false });
    expect(await systemEm(server.orm).count(Company, { id: company.id })).toBe(1);
  });

  it('a manager with consultants cannot be deleted even by a direct delete: 409 with the users message', async () => {
    const company = await createCompany(server.orm);
    const manager = await createUser(server.orm, { role: 'manager', companyId: company.id });
    const consultant = await createUser(server.orm, { role: 'consultant', companyId: company.id });
    await systemEm(server.orm).nativeUpdate(User, { id: consultant.id }, { manager: manager.id });
    const answer = await answerTo(() => systemEm(server.orm).nativeDelete(User, { id: manager.id }));
    expect(answer).toEqual({ status: 409, message: MSG.userManagerStillSupervises, internal: false });
    const kept = await systemEm(server.orm).findOneOrFail(User, { id: consultant.id });
    expect(kept.manager?.id).toBe(manager.id);
  });
});
