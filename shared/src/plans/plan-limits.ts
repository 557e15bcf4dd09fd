import { UNLIMITED } from '../api/companies.ts';
import { MSG, fillMessage } from '../validation/messages.ts';
import { countOf } from '../validation/plural.ts';

/** What a plan limits (spec 1 §3 Plan: max_stores, max_users). */
export type PlanLimited = 'stores' | 'users';

/**
 * True when a company on a plan allowing `max` already has `used` of them: no room for one more.
 * -1 (UNLIMITED) and no plan (null) never fill up. The server refuses the creation with the same rule.
 */
export function isPlanFull(used: number | null | undefined, max: number | null | undefined): boolean {
  if (used === null || used === undefined || max === null || max === undefined || max === UNLIMITED) return false;
  return used >= max;
}

/** How a company picker names a company whose plan is full: shown, but not choosable. */
export function planFullLabel(name: string): string {
  return `${name} (piano completo)`;
}

/** 'Limite del piano Single raggiunto: al massimo 1 negozio. …' — the reason a creation is refused. */
export function planLimitMessage(what: PlanLimited, plan: string, max: number): string {
  const template = what === 'stores' ? MSG.planStoresLimit : MSG.planUsersLimit;
  const amount = what === 'stores' ? countOf(max, 'negozio', 'negozi') : countOf(max, 'utente', 'utenti');
  return fillMessage(template, { plan, max: amount });
}
