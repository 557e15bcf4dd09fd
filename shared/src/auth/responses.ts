import { z } from 'zod';
import { RESOURCE_ACTIONS, RESOURCES, type PermissionsMap } from './permissions.ts';
import { ROLES } from './roles.ts';
import { userBaseSchema, userPreferencesSchema } from '../users/user-base.ts';

/** The answers of /auth (spec 1 §3 User, §7 Authentication): one schema each, the types follow from them. */

const timestamp = z.string();

/** user.permissions: resource → the actions of that resource the role has. */
export const permissionsMapSchema = z.object(
  Object.fromEntries(RESOURCES.map((resource) => [resource, z.array(z.enum(RESOURCE_ACTIONS[resource])).optional()])),
) as unknown as z.ZodType<PermissionsMap>;

export const assignedStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  city: z.string(),
  assigned_at: timestamp,
});
export type AssignedStore = z.infer<typeof assignedStoreSchema>;

export const additionalCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type AdditionalCompany = z.infer<typeof additionalCompanySchema>;

/**
 * What both the signed-in user (GET /auth/me) and an admin's detail of a user (GET /users/{id})
 * say about its access: plan, stores, extra companies, permissions.
 */
export const userAccessSchema = z.object({
  subscription_plan_name: z.string().nullable(),
  assigned_stores: z.array(assignedStoreSchema),
  /** Entrepreneurs' extra companies. */
  additional_companies: z.array(additionalCompanySchema),
  permissions: permissionsMapSchema,
});

/** The user as the API returns it (spec 1 §3). company_id/company_name are the current company. */
export const userDtoSchema = userBaseSchema.extend({ ...userAccessSchema.shape, ...userPreferencesSchema.shape });
export type UserDto = z.infer<typeof userDtoSchema>;

export const authTokensSchema = z.object({
  access_token: z.string().min(1),
  /** Absent for the desktop app's page (Origin app://banco): its main process holds the session. */
  refresh_token: z.string().min(1).optional(),
  /** Access-token lifetime in seconds. */
  expires_in: z.number().int().positive(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** data of POST /auth/login, POST /users/switch-company and POST /setup/admin. */
export const loginResultSchema = authTokensSchema.extend({ user: userDtoSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
