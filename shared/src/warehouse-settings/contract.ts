import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { idFieldWith } from '../validation/fields.ts';
import { WAREHOUSE_SETTINGS_MSG, warehouseSettingsSchema, warehouseSettingsShape } from './settings.ts';

/**
 * /warehouse/settings (spec 3 §7: GET with the store, POST with store_id and settings). Everyone who
 * sees the warehouse reads the settings of the stores they see; saving needs warehouse edit
 * (superadmin, entrepreneur, manager: the spec's help note says some settings need manager or
 * entrepreneur privileges). Another company's store, or a store outside a manager's, is 404.
 */
const storeId = idFieldWith('Seleziona un negozio');

export const warehouseSettingsQuerySchema = z.object({ store_id: storeId });

/** Only the keys that change; an unknown key is refused under its own name. */
export const warehouseSettingsBodySchema = z.object({
  store_id: storeId,
  settings: z
    .object(warehouseSettingsShape)
    .partial()
    .loose()
    .superRefine((settings, ctx) => {
      for (const key of Object.keys(settings)) {
        if (!(key in warehouseSettingsShape)) ctx.addIssue({ code: 'custom', path: [key], message: WAREHOUSE_SETTINGS_MSG.unknownKey });
      }
    }),
});
export type WarehouseSettingsBody = z.input<typeof warehouseSettingsBodySchema>;
/** The body as the server has it, parsed. */
export type WarehouseSettingsChange = z.output<typeof warehouseSettingsBodySchema>;

export const storeWarehouseSettingsSchema = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  settings: warehouseSettingsSchema,
  /** When they were last saved; null: the defaults, never saved. */
  updated_at: z.string().nullable(),
  can_edit: z.boolean(),
});
export type StoreWarehouseSettings = z.infer<typeof storeWarehouseSettingsSchema>;

export const warehouseSettingsContract = {
  show: defineEndpoint({
    method: 'GET',
    path: '/warehouse/settings',
    access: { resource: 'warehouse', action: 'view' },
    query: warehouseSettingsQuerySchema,
    response: storeWarehouseSettingsSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/warehouse/settings',
    access: { resource: 'warehouse', action: 'edit' },
    body: warehouseSettingsBodySchema,
    response: storeWarehouseSettingsSchema,
    message: WAREHOUSE_SETTINGS_MSG.saved,
  }),
};
