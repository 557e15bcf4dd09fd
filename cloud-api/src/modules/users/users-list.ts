import type { Role } from '@banco/shared';
import { raw } from '@mikro-orm/core';
import type { QBFilterQuery, SqlEntityManager } from '@mikro-orm/sql';
import type { UserSource } from './user-dto.ts';
import { User } from './user.entity.ts';

/** One lean row of the users list: the user's columns, its company's name, its manager's name. */
interface UserListRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  company_id: number | null;
  company_name: string | null;
  manager_id: number | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  is_active: boolean;
  email_verified_at: Date | string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface UsersPage {
  users: UserSource[];
  total: number;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * A page of the users list, newest first, without building entities: the total (a count), then
 * the page with the company and manager names in one statement. The total is its own count so that
 * the page can stop at its last row (a window count would read and sort every match first). A
 * QueryBuilder, so the tenant filter applies (db/tenant-entity-manager.ts), and row-level security
 * below it.
 */
export async function usersPage(em: SqlEntityManager, where: QBFilterQuery<User>, window: { limit: number; offset: number }): Promise<UsersPage> {
  const total = await em.createQueryBuilder(User, 'u').where(where).getCount();
  const rows = await em
    .createQueryBuilder(User, 'u')
    .where(where)
    .select([
      'u.id', 'u.email', 'u.firstName', 'u.lastName', 'u.phone', 'u.role', 'u.isActive',
      'u.emailVerifiedAt', 'u.lastLoginAt', 'u.createdAt', 'u.updatedAt',
      // the foreign keys as columns (as relations, the joins would rename them)
      raw('u.company_id'),
      raw('u.manager_id'),
      raw('c.name as company_name'),
      raw('m.first_name as manager_first_name'),
      raw('m.last_name as manager_last_name'),
    ])
    .leftJoin('u.company', 'c')
    .leftJoin('u.manager', 'm')
    .orderBy([{ createdAt: 'desc' }, { id: 'desc' }])
    .limit(window.limit)
    .offset(window.offset)
    .execute<UserListRow[]>('all', false);
  return {
    total,
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      role: row.role,
      company: row.company_id !== null && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
      manager:
        row.manager_id !== null && row.manager_first_name !== null
          ? { id: row.manager_id, firstName: row.manager_first_name, lastName: row.manager_last_name ?? '' }
          : null,
      isActive: row.is_active,
      emailVerifiedAt: date(row.email_verified_at),
      lastLoginAt: date(row.last_login_at),
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    })),
  };
}
