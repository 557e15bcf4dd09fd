import {
  MSG,
  PROVIDER_GROUPS,
  STORE_OPERATOR_FIELDS,
  fillMessage,
  providerGroupOf,
  type AvailableOperators,
  type ProviderGroup,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ValidationErrors } from '@banco/shared';
import { rawQuery, type RawQuery, type RawStatement } from '../../db/raw-reads.ts';
import { Operator } from '../settings/operator.entity.ts';

/**
 * The active operators of a company grouped as stores use them (telecom = mobile + fixed line).
 * `companyId` null (superadmin without a company): the distinct names of every company.
 */
export async function availableOperators(em: SqlEntityManager, companyId: number | null): Promise<AvailableOperators> {
  const operators = await em.find(
    Operator,
    companyId === null ? { isActive: true } : { company: companyId, isActive: true },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  return groupedOperators(operators);
}

/** availableOperators as a raw query (db/raw-reads.ts) for the stores list, read by groupedOperators. */
const ACTIVE_OPERATORS: RawStatement = {
  name: 'banco_active_operators',
  text: 'select o.name, o.category from operators o where o.is_active and ($1::int is null or o.company_id = $1)',
};
export const activeOperatorsQuery = (companyId: number | null): RawQuery<Pick<Operator, 'name' | 'category'>> => rawQuery(ACTIVE_OPERATORS, [companyId]);

/** Operators' names by the group stores use them in, each group sorted and without repeats. */
export function groupedOperators(operators: readonly Pick<Operator, 'name' | 'category'>[]): AvailableOperators {
  const groups: Record<ProviderGroup, Set<string>> = { telecom: new Set(), energy: new Set(), mobility: new Set() };
  for (const operator of operators) groups[providerGroupOf(operator.category)].add(operator.name);
  const sorted = (names: Set<string>) => [...names].sort((a, b) => a.localeCompare(b, 'it'));
  return { telecom: sorted(groups.telecom), energy: sorted(groups.energy), mobility: sorted(groups.mobility) };
}

export type StoreOperatorLists = Record<(typeof STORE_OPERATOR_FIELDS)[ProviderGroup], string[]>;

/**
 * Every provider of a store must be an active operator of its company, in the right group.
 * `kept`: names the store already has, accepted even if the operator was deactivated since
 * (editing a store must not force removing a provider it works with).
 */
export function operatorErrors(
  lists: StoreOperatorLists,
  available: AvailableOperators,
  kept?: StoreOperatorLists,
): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const group of PROVIDER_GROUPS) {
    const field = STORE_OPERATOR_FIELDS[group];
    const allowed = new Set([...available[group], ...(kept?.[field] ?? [])]);
    const unknown = lists[field].filter((name) => !allowed.has(name));
    if (unknown.length > 0) errors[field] = fillMessage(MSG.storeOperatorNotAvailable, { names: unknown.join(', ') });
  }
  return errors;
}
