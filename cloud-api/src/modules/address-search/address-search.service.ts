import { ADDRESS_SEARCH_LIMIT, MSG, type AddressSearchData, type AddressSuggestion } from '@banco/shared';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { CompanyHosts } from '../../common/company-hosts.ts';
import { TooManyRequestsError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { comuniStartingWith, provinciaByComune } from '../comuni/comuni-index.ts';
import { geocoderUrlOf, loadIntegrations } from '../integrations/integrations.service.ts';
import { askGeocoder } from './geocoder-client.ts';
import { toSuggestions } from './nominatim.ts';

export interface AddressSearchDeps {
  /** The server's geocoder (GEOCODER_URL), used by companies that did not set their own. */
  defaultGeocoderUrl: string;
  /** Where a company's own geocoder URL may point (common/company-hosts.ts). */
  companyHosts: CompanyHosts;
  /** Searches per user in 10 seconds before 429 (the client debounces; this stops a runaway one). */
  perUserPer10Seconds?: number;
  timeoutMs?: number;
}

/** A comune's province and only CAP, for geocoder results that lack them. */
function comuneLookup(city: string) {
  const found = provinciaByComune(city);
  return { province: found?.provincia_sigla ?? null, postalCode: found?.cap ?? null };
}

/** The comuni dataset's answer: comuni named like a part of the text (Via Roma, Mila → Milano, Milazzo…). */
function comuniSuggestions(text: string): AddressSuggestion[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length >= 3)
    .reverse(); // the city is usually written last
  const seen = new Set<string>();
  const results: AddressSuggestion[] = [];
  for (const part of parts) {
    for (const comune of comuniStartingWith(part, ADDRESS_SEARCH_LIMIT)) {
      if (seen.has(comune.codice_catastale) || results.length >= ADDRESS_SEARCH_LIMIT) continue;
      seen.add(comune.codice_catastale);
      results.push({
        label: `${comune.nome} (${comune.provincia_sigla})${comune.cap ? ` ${comune.cap}` : ''}`,
        address: null,
        civic_number: null,
        city: comune.nome,
        province: comune.provincia_sigla,
        postal_code: comune.cap,
      });
    }
  }
  return results;
}

/**
 * GET /address-search (spec 2 §2.12, §7): the company's geocoder, else the server's; when it cannot
 * answer, the comuni dataset. Answers are kept 10 minutes per geocoder and text (OpenStreetMap's
 * public geocoder asks for no repeated queries).
 */
export function createAddressSearchService(deps: AddressSearchDeps) {
  const cache = new LRUCache<string, AddressSuggestion[]>({ max: 1000, ttl: 10 * 60 * 1000 });
  const limiter = new RateLimiterMemory({ keyPrefix: 'address_search', points: deps.perUserPer10Seconds ?? 30, duration: 10 });

  return {
    async search(sc: ServiceContext, text: string): Promise<AddressSearchData> {
      try {
        await limiter.consume(String(sc.auth.userId));
      } catch {
        throw new TooManyRequestsError(MSG.addressSearchTooFrequent, 10);
      }
      const companyId = sc.auth.companyId;
      const integrations = companyId === null ? null : await loadIntegrations(sc.em, companyId);
      const geocoder = geocoderUrlOf(integrations, deps.defaultGeocoderUrl);
      // the server's own URL is the operator's; a company's own is held to COMPANY_HOSTS
      const hosts = integrations?.geocoderUrl ? deps.companyHosts : 'any';
      const key = `${geocoder}\u0000${text.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached) return { results: cached, source: 'geocoder' };
      const places = await askGeocoder(geocoder, text, { hosts, ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }) });
      if (places === null) {
        sc.log.warn({ geocoder }, 'Errore nella ricerca indirizzi: risposta dal dataset dei comuni');
        return { results: comuniSuggestions(text), source: 'comuni' };
      }
      const results = toSuggestions(places, comuneLookup);
      cache.set(key, results);
      return { results, source: 'geocoder' };
    },
  };
}
