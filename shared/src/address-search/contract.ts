import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { MSG } from '../validation/messages.ts';

/**
 * The address autocomplete of the customer wizard (spec 2 §2.12, §7 "Address search"). The page never
 * calls the geocoder itself: the server asks the company's geocoder (Impostazioni → Integrazioni, else
 * the server's default) and, when it cannot answer, the comuni dataset, so a shop offline still gets
 * city, province and CAP.
 */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
/** How many suggestions a search gives at most (spec 2 §7: limit 12). */
export const ADDRESS_SEARCH_LIMIT = 12;

export const addressSearchQuerySchema = z.object({
  q: z
    .string({ error: MSG.addressQueryTooShort })
    .trim()
    .min(ADDRESS_SEARCH_MIN_CHARS, MSG.addressQueryTooShort)
    .max(200, MSG.addressQueryTooLong),
});
export type AddressSearchQuery = z.input<typeof addressSearchQuerySchema>;

/** Where the suggestions came from: the geocoder (streets) or the comuni dataset (cities only). */
export const ADDRESS_SOURCES = ['geocoder', 'comuni'] as const;
export type AddressSource = (typeof ADDRESS_SOURCES)[number];

/** One suggestion: what the form fills when it is chosen (null: the field is left as it is). */
export const addressSuggestionSchema = z.object({
  /** As listed: the first 3 comma parts of the geocoder's name, at most 75 characters (spec 2 §7). */
  label: z.string(),
  /** The street (road); null for a comune from the dataset. */
  address: z.string().nullable(),
  civic_number: z.string().nullable(),
  city: z.string().nullable(),
  /** The province's sigla (MI). */
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSearchDataSchema = z.object({
  results: z.array(addressSuggestionSchema),
  source: z.enum(ADDRESS_SOURCES),
});
export type AddressSearchData = z.infer<typeof addressSearchDataSchema>;

export const addressSearchContract = {
  search: defineEndpoint({
    method: 'GET',
    path: '/address-search',
    access: 'authenticated',
    query: addressSearchQuerySchema,
    response: addressSearchDataSchema,
  }),
};
