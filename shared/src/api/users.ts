import { z } from 'zod';
import { ROLES, type Role } from '../auth/roles.ts';
import { firstNameField, idField, lastNameField, optionalPhoneField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { pageQuerySchema } from './pagination.ts';

/** POST /users/switch-company. */
export const switchCompanyBodySchema = z.object({
  company_id: idField,
});
export type SwitchCompanyBody = z.input<typeof switchCompanyBodySchema>;

// ---------------------------------------------------------------------------------------------
// Users management ('Utenti'; spec 1 §2 Users list and wizards, §3 User and payloads, §5 User
// wizard, §6, §7 Users). The Italian messages are the wizard's own (§5).
// ---------------------------------------------------------------------------------------------

/** Roles that work in stores (wizard step 3, spec 1 §4): they need at least one store. */
export const STORE_ROLES = ['manager', 'consultant'] as const satisfies readonly Role[];

export function roleHasStores(role: string | null | undefined): boolean {
  return (STORE_ROLES as readonly (string | null | undefined)[]).includes(role);
}

/** A consultant must have a supervising manager (spec 1 §6). */
export function roleNeedsManager(role: string | null | undefined): boolean {
  return role === 'consultant';
}

/** '' / null (an empty form field or select) are the same as absent. */
const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);


/** Wizard step 1 e-mail: 'Email obbligatoria', 'Formato email non valido' (spec 1 §5). */
export const userEmailField = z
  .string({ error: MSG.userEmailRequired })
  .trim()
  .min(1, MSG.userEmailRequired)
  .pipe(z.email({ error: MSG.userEmailInvalid }).max(254, MSG.userEmailInvalid))
  .transform((value) => value.toLowerCase());

/** 'Ruolo obbligatorio' when missing, 'Ruolo non consentito' for an unknown role. */
export const userRoleField = z
  .string({ error: MSG.roleRequired })
  .trim()
  .min(1, MSG.roleRequired)
  .pipe(z.enum(ROLES, { error: MSG.roleNotAllowed }));

const optionalIdField = z.preprocess(blankAsUndefined, idField.optional());

/** Store ids, deduplicated; absent = none. */
const storeIdsField = z
  .array(idField, { error: MSG.userStoresInvalid })
  .max(500, MSG.userStoresInvalid)
  .transform((ids) => [...new Set(ids)]);

const optionalNewPassword = z.preprocess(
  blankAsUndefined,
  z.string({ error: MSG.passwordMin8 }).min(8, MSG.passwordMin8).max(200, MSG.passwordTooLong).optional(),
);

interface StaffShape {
  role?: unknown;
  store_ids?: unknown;
  manager_id?: unknown;
}

const staffView = (value: unknown): StaffShape => (typeof value === 'object' && value !== null ? (value as StaffShape) : {});

/**
 * Wizard step 3 (spec 1 §5): managers and consultants need a store, consultants a manager.
 * Runs even when other fields failed, so every message of the form comes back at once.
 */
function withStaffRules<T extends z.ZodType>(schema: T) {
  return schema
    .refine(
      (value) => {
        const v = staffView(value);
        return !roleHasStores(v.role as string) || (Array.isArray(v.store_ids) && v.store_ids.length > 0);
      },
      { path: ['store_ids'], message: MSG.userStoresRequired, when: () => true },
    )
    .refine(
      (value) => {
        const v = staffView(value);
        return !roleNeedsManager(v.role as string) || typeof v.manager_id === 'number';
      },
      { path: ['manager_id'], message: MSG.userManagerRequired, when: () => true },
    );
}

const personalInfoFields = {
  first_name: firstNameField,
  last_name: lastNameField,
  email: userEmailField,
  phone: optionalPhoneField,
};

/** Wizard step 1, 'Informazioni personali' (spec 1 §5). */
export const userPersonalInfoSchema = z.object(personalInfoFields);

const personFields = { ...personalInfoFields, role: userRoleField };

/**
 * POST /users (spec 1 §3 Create-user payload). The password confirmation is not sent.
 * company_id: required for the superadmin (the server answers 'Company obbligatoria'); the other
 * roles create users in their current company. store_ids only count for managers and consultants,
 * manager_id only for consultants.
 */
export const createUserBodySchema = withStaffRules(
  z.object({
    ...personFields,
    company_id: optionalIdField,
    store_ids: storeIdsField.default([]),
    manager_id: optionalIdField,
    password: z
      .string({ error: MSG.userPasswordRequired })
      .min(1, MSG.userPasswordRequired)
      .min(8, MSG.passwordMin8)
      .max(200, MSG.passwordTooLong),
    is_active: z.boolean({ error: MSG.validationFailed }).default(true),
    email_verified: z.boolean({ error: MSG.validationFailed }).default(true),
    send_welcome_email: z.boolean({ error: MSG.validationFailed }).default(true),
  }),
);
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export type CreateUserData = z.output<typeof createUserBodySchema>;

/**
 * PUT /users/{id} (spec 1 §3 Update-user payload): the whole form. password only if entered
 * ('' or absent keeps it); is_active / email_verified absent = unchanged.
 */
export const updateUserBodySchema = withStaffRules(
  z.object({
    ...personFields,
    is_active: z.boolean({ error: MSG.validationFailed }).optional(),
    email_verified: z.boolean({ error: MSG.validationFailed }).optional(),
    password: optionalNewPassword,
    store_ids: storeIdsField.default([]),
    manager_id: optionalIdField,
  }),
);
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
export type UpdateUserData = z.output<typeof updateUserBodySchema>;

/** POST /users/{id}/stores: the user's stores become exactly these. */
export const assignUserStoresBodySchema = z.object({
  store_ids: z.array(idField, { error: MSG.userStoresRequired }).max(500, MSG.userStoresInvalid).transform((ids) => [...new Set(ids)]),
});
export type AssignUserStoresBody = z.input<typeof assignUserStoresBodySchema>;

/**
 * GET /users query (spec 1 §7): page, per_page (20 or 100), search (name, e-mail), role,
 * available_for_store (managers and consultants of that store's company not yet assigned to it),
 * company_id (the superadmin's filter; for the other roles it can only narrow to the current company).
 */
export const usersQuerySchema = pageQuerySchema.extend({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
  role: z.preprocess(blankAsUndefined, z.enum(ROLES, { error: MSG.roleNotAllowed }).optional()),
  available_for_store: optionalIdField,
  company_id: optionalIdField,
});
export type UsersQuery = z.output<typeof usersQuerySchema>;
