import { z } from 'zod';
import { paginationSchema } from '../api/pagination.ts';
import { userBaseSchema } from '../users/user-base.ts';
import { STORE_STATUSES } from '../api/stores.ts';

/** The answers of /stores (spec 1 §3 Store, §7): one schema each, the types follow from them. */

const timestamp = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const availableOperatorsSchema = z.object({
  telecom: z.array(z.string()),
  energy: z.array(z.string()),
  mobility: z.array(z.string()),
});

/** What the caller may do on one store. */
export const storeRowPermissionsSchema = z.object({
  can_view: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_assign_staff: z.boolean(),
});
export type StoreRowPermissions = z.infer<typeof storeRowPermissionsSchema>;

/** A store as the API returns it (spec 1 §3 Store). */
export const storeDtoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  status: z.enum(STORE_STATUSES),
  is_active: z.boolean(),
  operators_telecom: z.array(z.string()),
  operators_energy: z.array(z.string()),
  operators_mobility: z.array(z.string()),
  whatsapp_enabled: z.boolean(),
  whatsapp_number: z.string().nullable(),
  notes: z.string().nullable(),
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable(),
  staff_count: z.number().int(),
  customers_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  permissions: storeRowPermissionsSchema,
});
export type StoreDto = z.infer<typeof storeDtoSchema>;

/**
 * data.permissions of GET /stores (spec 1 §6); can_view_all: the superadmin sees every company.
 * create_blocked_reason: why 'Nuovo Negozio' cannot be used now (the current company's plan is full), else null.
 */
export const storeListPermissionsSchema = z.object({
  can_create: z.boolean(),
  create_blocked_reason: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_assign_staff: z.boolean(),
  can_view_all: z.boolean(),
});
export type StoreListPermissions = z.infer<typeof storeListPermissionsSchema>;

export const storeListDataSchema = z.object({
  stores: z.array(storeDtoSchema),
  pagination: paginationSchema,
  permissions: storeListPermissionsSchema,
  available_operators: availableOperatorsSchema,
});
export type StoreListData = z.infer<typeof storeListDataSchema>;

/** A member of a store's staff (spec 1 §3 Store staff member). */
export const storeStaffMemberSchema = userBaseSchema
  .pick({ id: true, first_name: true, last_name: true, role: true, phone: true, email: true })
  .extend({ assigned_at: timestamp });
export type StoreStaffMember = z.infer<typeof storeStaffMemberSchema>;

/** GET /stores/{id}/staff: the assigned staff (never superadmins) and the store's manager. */
export const storeStaffDataSchema = z.object({
  staff: z.array(storeStaffMemberSchema),
  manager: userBaseSchema.pick({ id: true, first_name: true, last_name: true, email: true }).nullable(),
});
export type StoreStaffData = z.infer<typeof storeStaffDataSchema>;

/** An entry of GET /stores/{id}/users (the store's assigned users). */
export const storeUserDtoSchema = storeStaffMemberSchema.extend({ is_active: z.boolean(), is_manager: z.boolean() });
export type StoreUserDto = z.infer<typeof storeUserDtoSchema>;

export const storeStatsSchema = z.object({
  staff_count: z.number().int(),
  managers_count: z.number().int(),
  consultants_count: z.number().int(),
  customers_count: z.number().int(),
  operators_count: z.number().int(),
  activation_codes_count: z.number().int(),
  active_codes_count: z.number().int(),
  expired_codes_count: z.number().int(),
});
export type StoreStats = z.infer<typeof storeStatsSchema>;

/** A provider's activation code of a store (spec 1 §3 Activation code); is_expired: valid_until before today. */
export const activationCodeDtoSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  operator: z.string(),
  agent_code: z.string().nullable(),
  dealer_code: z.string().nullable(),
  activation_code: z.string().nullable(),
  is_active: z.boolean(),
  valid_from: isoDate.nullable(),
  valid_until: isoDate.nullable(),
  is_expired: z.boolean(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ActivationCodeDto = z.infer<typeof activationCodeDtoSchema>;

/** An entry of GET /stores/my-stores. */
export const storeSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  status: z.enum(STORE_STATUSES),
  company_id: z.number().int(),
  company_name: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;
