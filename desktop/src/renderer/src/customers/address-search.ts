/**
 * The address search of the customer wizard (spec 2 §2.12, §7, §9) on a Nominatim-compatible
 * geocoder: the query it sends, and which answers it keeps and how it labels them. Pure rules.
 */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_LIMIT = 12;
export const ADDRESS_LABEL_MAX = 75;

export const ADDRESS_SEARCH_TEXT = {
  tooShort: 'Digita almeno 3 caratteri per cercare indirizzi',
  /** {query} */
  noResults: 'Nessun indirizzo trovato per "{query}"',
  tryMoreSpecific: 'Prova con un indirizzo più specifico (via, numero civico e città)',
  failed: 'Errore nella ricerca indirizzi',
} as const;

/** A suggestion (spec 2 §3.1 Address suggestion). */
export interface AddressSuggestion {
  label: string;
  street: string;
  number: string;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** GET <geocoder>?q=<text>, Italia&format=json&limit=12&addressdetails=1&countrycodes=it&extratags=1&accept-language=it&bounded=0. */
export function geocoderSearchUrl(geocoderUrl: string, text: string): string {
  const url = new URL(geocoderUrl);
  const params: Record<string, string> = {
    q: `${text.trim()}, Italia`,
    format: 'json',
    limit: String(ADDRESS_SEARCH_LIMIT),
    addressdetails: '1',
    countrycodes: 'it',
    extratags: '1',
    'accept-language': 'it',
    bounded: '0',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

interface GeocoderPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
  osm_type?: unknown;
  address?: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first 3 comma parts of the geocoder's name, at most 75 characters. */
export function shortLabel(displayName: string): string {
  const label = displayName
    .split(',')
    .slice(0, 3)
    .map((part) => part.trim())
    .join(', ');
  return label.length > ADDRESS_LABEL_MAX ? `${label.slice(0, ADDRESS_LABEL_MAX - 1)}…` : label;
}

/**
 * The suggestions of a geocoder's answer: only places with a road, a house number, or that are a way
 * or a node; those with a house number first. Anything not shaped like an answer gives none.
 */
export function addressSuggestions(answer: unknown): AddressSuggestion[] {
  if (!Array.isArray(answer)) return [];
  const kept = (answer as GeocoderPlace[]).filter((place) => {
    const address = place.address ?? {};
    return text(address.road) !== '' || text(address.house_number) !== '' || place.osm_type === 'way' || place.osm_type === 'node';
  });
  const suggestions = kept.map((place): AddressSuggestion => {
    const address = place.address ?? {};
    return {
      label: shortLabel(text(place.display_name)),
      street: text(address.road),
      number: text(address.house_number),
      city: text(address.city) || text(address.town) || text(address.village) || text(address.municipality),
      postcode: text(address.postcode),
      lat: Number(place.lat),
      lng: Number(place.lon),
    };
  });
  return [...suggestions.filter((s) => s.number !== ''), ...suggestions.filter((s) => s.number === '')];
}
