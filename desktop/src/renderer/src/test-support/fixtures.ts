import { permissionsFor, type Role, type UserDto } from '@banco/shared';

/** A complete UserDto for tests. */
export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  const role: Role = overrides.role ?? 'entrepreneur';
  return {
    id: 7,
    first_name: 'Mario',
    last_name: 'Rossi',
    email: 'imprenditore@banco.demo',
    phone: null,
    role,
    company_id: 1,
    company_name: 'Telefonia Rossi Srl',
    subscription_plan_name: 'Multi',
    manager_id: null,
    manager_name: null,
    store_ids: [],
    assigned_stores: [],
    additional_companies: [],
    is_active: true,
    email_verified_at: null,
    last_login_at: null,
    language: 'it',
    timezone: 'Europe/Rome',
    theme_preference: 'light',
    email_notifications: true,
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    permissions: permissionsFor(role),
    ...overrides,
  };
}
