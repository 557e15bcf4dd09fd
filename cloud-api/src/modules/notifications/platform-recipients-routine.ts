import { Routine } from '@mikro-orm/core';

/**
 * The active superadmins (id and notification preferences, as a jsonb array), readable by
 * company-scoped work: a company's plan-change request notifies them inside its own transaction
 * (an idempotent create runs the whole request in one transaction, and the embedded database has
 * one connection, so no read on another EntityManager can happen meanwhile). SECURITY DEFINER runs
 * it as the tables' owner, whom the tenant walls do not restrict; it answers these two columns of
 * superadmins only.
 */
export const platformRecipientsRoutine = new Routine({
  name: 'banco_platform_recipients',
  type: 'function',
  language: 'sql',
  security: 'definer',
  returns: { runtimeType: 'any', columnType: 'jsonb' },
  body: `select coalesce(jsonb_agg(jsonb_build_object('id', "id", 'notification_preferences', "notification_preferences") order by "id"), '[]'::jsonb) from "users" where "role" = 'superadmin' and "is_active"`,
});
