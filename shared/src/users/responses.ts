import { z } from 'zod';
import { userAccessSchema } from '../auth/responses.ts';
import { ROLES } from '../auth/roles.ts';
import { paginationSchema } from '../api/pagination.ts';
import { userBaseSchema } from './user-base.ts';

/** The answers of /users (spec 1 §3 User, §6, §7 Users): one schema each, the types follow from them. */

/** An entry of GET /users/available-companies (spec 1 §3). */
export const availableCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignment_type: z.enum(['primary', 'assigned']),
  /** 1 for the active one, 0 otherwise (spec 1 §3). */
  is_current: z.union([z.literal(0), z.literal(1)]),
});
export type AvailableCompany = z.infer<typeof availableCompanySchema>;

/** Per-row flags of the users list and detail (spec 1 §3, §6). */
export const userRowFlagsSchema = z.object({
  can_view: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  is_own_profile: z.boolean(),
});
export type UserRowFlags = z.infer<typeof userRowFlagsSchema>;

/** What only the admin views say of a user: the row's rights, and why it cannot be deleted now. */
const adminViewSchema = userRowFlagsSchema.extend({
  /** Why the user cannot be deleted now (a manager who still supervises consultants), else null: said before asking. */
  delete_blocked_reason: z.string().nullable(),
});

/** A row of GET /users. company_* is the user's own (primary) company. */
export const userListItemSchema = userBaseSchema.extend({
  ...adminViewSchema.shape,
  /** Store names, comma-separated (spec 1 §3: text in the list). */
  assigned_stores: z.string(),
  /** The same names as a list, for display (first 2, then '+N altri'). */
  assigned_store_names: z.array(z.string()),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** data.permissions of GET /users (spec 1 §6). */
export const usersListPermissionsSchema = z.object({
  can_create: z.boolean(),
  /** Why 'Nuovo Utente' cannot be used now (the current company's plan is full), else null. */
  create_blocked_reason: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  manageable_roles: z.array(z.enum(ROLES)),
});
export type UsersListPermissions = z.infer<typeof usersListPermissionsSchema>;

/** data of GET /users. */
export const usersListDataSchema = z.object({
  users: z.array(userListItemSchema),
  pagination: paginationSchema,
  permissions: usersListPermissionsSchema,
});
export type UsersListData = z.infer<typeof usersListDataSchema>;

/** data.user of GET /users/{id}, and of create / update / assign stores. */
export const userDetailSchema = userBaseSchema.extend({ ...adminViewSchema.shape, ...userAccessSchema.shape });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** `{ user }`: the answer of show, create, update and assign stores (spec 1 §7). */
export const userEnvelopeSchema = z.object({ user: userDetailSchema });
