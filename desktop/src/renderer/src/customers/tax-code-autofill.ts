import { decodeCodiceFiscale, normalizeCodiceFiscale, type ComuneByCode, type DecodedCodiceFiscale } from '@banco/shared';
import { DEFAULT_NATIONALITY } from './customer-form.ts';

/**
 * What a codice fiscale fills in the wizard (spec 2 §4): the birth date from the code, the birth
 * place and nationality from its cadastral code. Pure rules; the wizard does the lookup.
 */

/** The birth data of a complete, valid code; null for a partial or invalid one (the autofill resets). */
export function decodeForAutofill(taxCode: string, today?: string): DecodedCodiceFiscale | null {
  const code = normalizeCodiceFiscale(taxCode);
  return code.length === 16 ? decodeCodiceFiscale(code, today) : null;
}

/**
 * The birth place state: 'locked' (filled from the code, green, with an unlock button), 'unlocked'
 * (typed by hand, amber hint), 'not_found' (manual entry, with a message), 'searching', or 'idle'.
 */
export type BirthPlaceState =
  | { status: 'idle' }
  | { status: 'searching'; code: string }
  | { status: 'locked'; code: string }
  | { status: 'unlocked' }
  | { status: 'not_found'; code: string };

/** The values a found place fills: its name, and 'Italiana' for a comune (a foreign country leaves the nationality to type). */
export function birthPlaceValues(place: ComuneByCode): { birth_place: string; nationality: string } {
  return { birth_place: place.nome, nationality: place.stato_estero ? '' : DEFAULT_NATIONALITY };
}
