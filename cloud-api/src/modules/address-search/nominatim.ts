import { ADDRESS_SEARCH_LIMIT, z, type AddressSuggestion } from '@banco/shared';

/**
 * The geocoder's side of the address search (spec 2 §7 "Address search"): a Nominatim-compatible
 * /search (OpenStreetMap's public one by default), asked and read exactly as the spec says.
 */

/** The request: the text plus ', Italia', JSON, 12 results with address details, Italy only, in Italian. */
export function nominatimSearchUrl(base: string, text: string): URL {
  const url = new URL(base);
  const params: Record<string, string> = {
    q: `${text}, Italia`,
    format: 'json',
    limit: String(ADDRESS_SEARCH_LIMIT),
    addressdetails: '1',
    countrycodes: 'it',
    extratags: '1',
    'accept-language': 'it',
    bounded: '0',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

const text = z.string().trim().min(1).optional().catch(undefined);

/** What is read of one result; anything else it carries is ignored, a malformed field counts as absent. */
const placeSchema = z.object({
  display_name: z.string().catch(''),
  osm_type: z.string().optional().catch(undefined),
  address: z
    .object({
      road: text,
      house_number: text,
      city: text,
      town: text,
      village: text,
      municipality: text,
      postcode: text,
      /** The province as ISO 3166-2 (IT-MI): OpenStreetMap's Italian provinces carry it. */
      'ISO3166-2-lvl6': text,
    })
    .catch({}),
});
export type NominatimPlace = z.infer<typeof placeSchema>;

/** The answer's places, or null when it is not a JSON array of objects (the caller falls back). */
export function parseNominatim(body: unknown): NominatimPlace[] | null {
  const parsed = z.array(z.unknown()).safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.flatMap((item) => {
    const place = placeSchema.safeParse(item);
    return place.success ? [place.data] : [];
  });
}

/** The first 3 comma parts of the name, at most 75 characters (spec 2 §7). */
export function shortLabel(displayName: string): string {
  const label = displayName
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .slice(0, 3)
    .join(', ');
  return label.length <= 75 ? label : `${label.slice(0, 74).trimEnd()}…`;
}

/** Looks up what the geocoder did not say: a comune's province and its only CAP. */
export type ComuneLookup = (city: string) => { province: string | null; postalCode: string | null };

/**
 * The suggestions of spec 2 §7: only results with a road, a house number, or a way or node; those
 * with a house number first (otherwise in the geocoder's order); the province as a sigla and the CAP
 * from the comuni dataset when the geocoder gives none.
 */
export function toSuggestions(places: readonly NominatimPlace[], lookup: ComuneLookup): AddressSuggestion[] {
  const kept = places.filter(({ address, osm_type }) => address.road !== undefined || address.house_number !== undefined || osm_type === 'way' || osm_type === 'node');
  const ordered = [...kept.filter((place) => place.address.house_number !== undefined), ...kept.filter((place) => place.address.house_number === undefined)];
  return ordered.slice(0, ADDRESS_SEARCH_LIMIT).map(({ display_name, address }) => {
    const city = address.city ?? address.town ?? address.village ?? address.municipality ?? null;
    const known = city === null ? null : lookup(city);
    const iso = /^IT-([A-Z]{2})$/.exec(address['ISO3166-2-lvl6'] ?? '')?.[1];
    const postcode = address.postcode !== undefined && /^\d{5}$/.test(address.postcode) ? address.postcode : null;
    return {
      label: shortLabel(display_name) || [address.road, address.house_number, city].filter((part) => part != null).join(', '),
      address: address.road ?? null,
      civic_number: address.house_number ?? null,
      city,
      province: iso ?? known?.province ?? null,
      postal_code: postcode ?? known?.postalCode ?? null,
    };
  });
}
