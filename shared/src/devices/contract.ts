import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { MSG, TEXT_TOO_LONG } from '../validation/messages.ts';

/**
 * The device catalogue (spec 3 §7 "Devices"): brands and models of phones and tablets, for the
 * suggestions of products and repairs (spec 3 §9: from 2 characters). Reference data, the same for
 * every company; any signed-in user.
 */
export const DEVICE_SEARCH_MIN_CHARS = 2;
export const DEVICES_MSG = { searchTooShort: 'Digita almeno 2 caratteri per cercare', textTooLong: TEXT_TOO_LONG } as const;

const text = z.string({ error: MSG.valueInvalid }).trim().max(100, DEVICES_MSG.textTooLong).optional();

export const deviceModelSchema = z.object({
  brand: z.string(),
  model: z.string(),
  category: z.enum(['Smartphone', 'Tablet']),
  release_year: z.number().int(),
});
export type DeviceModel = z.infer<typeof deviceModelSchema>;

export const devicesContract = {
  brands: defineEndpoint({ method: 'GET', path: '/devices/brands', access: 'authenticated', query: z.object({ search: text }), response: z.array(z.string()) }),
  models: defineEndpoint({ method: 'GET', path: '/devices/models', access: 'authenticated', query: z.object({ brand: text, search: text }), response: z.array(deviceModelSchema) }),
  search: defineEndpoint({
    method: 'GET',
    path: '/devices/search',
    access: 'authenticated',
    query: z.object({
      q: z.string({ error: DEVICES_MSG.searchTooShort }).trim().min(DEVICE_SEARCH_MIN_CHARS, DEVICES_MSG.searchTooShort).max(100, DEVICES_MSG.textTooLong),
    }),
    response: z.array(deviceModelSchema),
  }),
  categories: defineEndpoint({ method: 'GET', path: '/devices/categories', access: 'authenticated', response: z.array(z.string()) }),
};
