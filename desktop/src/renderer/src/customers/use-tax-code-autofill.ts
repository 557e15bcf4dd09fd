import { useEffect, useRef, useState } from 'react';
import { normalizeCodiceFiscale } from '@banco/shared';
import { apiClient } from '../app/services.ts';
import { createComuniEndpoints } from './comuni-api.ts';
import { birthPlaceValues, decodeForAutofill, type BirthPlaceState } from './tax-code-autofill.ts';

export const comuniApi = createComuniEndpoints(apiClient);

export interface TaxCodeAutofill {
  /** Reads a tax code as typed (the wizard calls it on every change of the field). */
  analyse(taxCode: string): void;
  /** The birth date came from the code and is read-only until unlocked. */
  birthDateLocked: boolean;
  birthDateUnlocked: boolean;
  unlockBirthDate(): void;
  birthPlace: BirthPlaceState;
  unlockBirthPlace(): void;
}

interface AutofillTarget {
  /** Sets the birth date (and what follows from it, the document expiry). */
  setBirthDate(value: string): void;
  setBirthPlace(values: { birth_place: string; nationality: string }): void;
}

/**
 * Spec 2 §4: a 16-character tax code fills and locks the birth date, then looks up its cadastral
 * code (GET /comuni/by-codice-c): found, birth place and nationality are filled and locked; not
 * found, they are typed by hand with a message. An invalid code, or a lookup that fails, silently
 * resets the autofill. `initialTaxCode` (an edited customer's) is not analysed again.
 */
export function useTaxCodeAutofill(initialTaxCode: string, target: AutofillTarget): TaxCodeAutofill {
  const analysed = useRef(normalizeCodiceFiscale(initialTaxCode));
  const lookup = useRef<AbortController | null>(null);
  const [birthDate, setBirthDate] = useState<'free' | 'locked' | 'unlocked'>('free');
  const [birthPlace, setBirthPlace] = useState<BirthPlaceState>({ status: 'idle' });
  useEffect(() => () => lookup.current?.abort(), []);

  const analyse = (taxCode: string) => {
    const code = normalizeCodiceFiscale(taxCode);
    if (code === analysed.current) return;
    analysed.current = code;
    lookup.current?.abort();
    const decoded = decodeForAutofill(code);
    if (decoded === null) {
      setBirthDate('free');
      setBirthPlace({ status: 'idle' });
      return;
    }
    target.setBirthDate(decoded.birthDate);
    setBirthDate('locked');
    setBirthPlace({ status: 'searching', code: decoded.cadastralCode });
    const controller = new AbortController();
    lookup.current = controller;
    comuniApi.byCodiceCatastale(decoded.cadastralCode, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        if (place === null) {
          setBirthPlace({ status: 'not_found', code: decoded.cadastralCode });
          return;
        }
        target.setBirthPlace(birthPlaceValues(place));
        setBirthPlace({ status: 'locked', code: decoded.cadastralCode });
      },
      () => {
        if (!controller.signal.aborted) setBirthPlace({ status: 'idle' });
      },
    );
  };

  return {
    analyse,
    birthDateLocked: birthDate === 'locked',
    birthDateUnlocked: birthDate === 'unlocked',
    unlockBirthDate: () => setBirthDate('unlocked'),
    birthPlace,
    unlockBirthPlace: () => setBirthPlace({ status: 'unlocked' }),
  };
}
