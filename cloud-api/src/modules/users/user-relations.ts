import { roleHasStores, type AdditionalCompany, type AssignedStore, type Role } from '@banco/shared';
import { jsonColumn, type RawReads, type RawStatement } from '../../db/raw-reads.ts';
import type { User } from './user.entity.ts';

/** Whose relations: a User entity or the caller's profile (auth.profile). */
type UserRelationsOwner = Pick<User, 'id' | 'role'> & { manager?: { id: number } | null };

/** What a UserDto shows beyond the user's own columns. */
export interface UserRelations {
  managerName: string | null;
  planName: string | null;
  /** The user's stores in the current company, by name. */
  stores: AssignedStore[];
  /** An entrepreneur's company assignments, by name. */
  additionalCompanies: AdditionalCompany[];
}

/** The relations as a statement gives them: the stores and companies as json_agg (null when none). */
export interface RelationsRow {
  manager_name: string | null;
  plan_name: string | null;
  stores: JsonAgg<AssignedStore>;
  companies: JsonAgg<AdditionalCompany>;
}

/** A json_agg column: null when it aggregated no row (jsonColumn reads it). */
export type JsonAgg<T> = T[] | string | null;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'it');

/** The stores of a json_agg column, in its order, with ISO times. */
export function storesOf(value: JsonAgg<AssignedStore> | undefined): AssignedStore[] {
  return (jsonColumn(value ?? null) ?? []).map((store) => ({ ...store, assigned_at: new Date(store.assigned_at).toISOString() }));
}

/** The relations of a row: the stores for roles with stores in a current company, the companies for the entrepreneur. */
export function relationsOf(row: RelationsRow | undefined, role: Role, hasCurrentCompany: boolean): UserRelations {
  return {
    managerName: row?.manager_name ?? null,
    planName: row?.plan_name ?? null,
    stores: roleHasStores(role) && hasCurrentCompany ? storesOf(row?.stores).sort(byName) : [],
    additionalCompanies: role === 'entrepreneur' ? (jsonColumn(row?.companies ?? null) ?? []).sort(byName) : [],
  };
}

/**
 * The statement of one variant: the stores part for roles with stores, the companies part for the
 * entrepreneur ($1 manager id, $2 current company, $3 user id, only where a part uses it). Built once per variant and prepared
 * under its name (db/raw-reads.ts). The caller's own relations come with its identity (auth/identity-row.ts).
 */
function relationsStatement(stores: boolean, companies: boolean): RawStatement {
  return {
    name: `banco_user_relations_${stores ? 's' : ''}${companies ? 'c' : ''}`,
    text: `select
       (select m.first_name || ' ' || m.last_name from users m where m.id = $1) as manager_name,
       (select p.name from companies c join subscription_plans p on p.id = c.subscription_plan_id where c.id = $2) as plan_name,
       ${stores ? `(select json_agg(json_build_object('id', s.id, 'name', s.name, 'code', s.code, 'city', s.city, 'assigned_at', us.assigned_at))
          from user_stores us join stores s on s.id = us.store_id where us.user_id = $3 and s.company_id = $2)` : 'null'} as stores,
       ${companies ? `(select json_agg(json_build_object('id', c.id, 'name', c.name, 'role', ca.role))
          from company_assignments ca join companies c on c.id = ca.company_id where ca.user_id = $3)` : 'null'} as companies`,
  };
}
const STATEMENTS = [false, true].flatMap((stores) => [false, true].map((companies) => relationsStatement(stores, companies)));

/**
 * The manager's name, the current company's plan, the stores and the extra companies of `user`:
 * one statement instead of a populate per relation. Only what the role has is read.
 */
export async function readUserRelations(reads: RawReads, user: UserRelationsOwner, currentCompanyId: number | null): Promise<UserRelations> {
  const stores = roleHasStores(user.role) && currentCompanyId !== null;
  const companies = user.role === 'entrepreneur';
  const statement = STATEMENTS[(stores ? 2 : 0) + (companies ? 1 : 0)] as RawStatement;
  const [row] = await reads.select<RelationsRow>(
    statement,
    stores || companies ? [user.manager?.id ?? null, currentCompanyId, user.id] : [user.manager?.id ?? null, currentCompanyId],
  );
  return relationsOf(row, user.role, currentCompanyId !== null);
}
