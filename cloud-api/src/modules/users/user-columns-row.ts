import type { Role } from '@banco/shared';
import type { UserSource } from './user-dto.ts';

/** A user's own columns as a raw statement answers them (the caller's identity, the users list). */
export interface UserColumnsRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: Role;
  is_active: boolean;
  email_verified_at: Date | string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

type UserColumns = Pick<UserSource, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'role' | 'isActive' | 'emailVerifiedAt' | 'lastLoginAt' | 'createdAt' | 'updatedAt'>;

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** Those columns as the DTOs' sources name them, times as Dates whichever way the driver gave them. */
export function userColumnsOf(row: UserColumnsRow): UserColumns {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    isActive: Boolean(row.is_active),
    emailVerifiedAt: dateOrNull(row.email_verified_at),
    lastLoginAt: dateOrNull(row.last_login_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
