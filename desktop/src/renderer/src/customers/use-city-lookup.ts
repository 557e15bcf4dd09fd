import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../components/use-list-url-state.ts';
import { comuniApi } from './use-tax-code-autofill.ts';

/** What a typed city found: its province (and its CAP when it has one), several comuni of that name, or nothing. */
export type CityLookup = { status: 'idle' } | { status: 'found'; province: string } | { status: 'ambiguous'; provinces: string[] };

/**
 * Spec 2 §4: typing a city looks up its province and CAP (GET /comuni/provincia-by-comune) 300 ms
 * after the last key, and fills them. A city the dataset does not know leaves both to type.
 */
export function useCityLookup(fill: (found: { province: string; postal_code: string | null }) => void) {
  const [result, setResult] = useState<CityLookup>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latestFill = useRef(fill);
  useEffect(() => {
    latestFill.current = fill;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const lookup = useDebouncedCallback((city: string) => {
    controller.current?.abort();
    if (city.trim().length < 2) {
      setResult({ status: 'idle' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    comuniApi.provinciaByComune(city, current.signal).then(
      (found) => {
        if (found === null) return setResult({ status: 'idle' });
        if (found.provincia_sigla === null) {
          return setResult({ status: 'ambiguous', provinces: found.omonimi.map((comune) => comune.provincia_sigla) });
        }
        latestFill.current({ province: found.provincia_sigla, postal_code: found.cap });
        setResult({ status: 'found', province: found.provincia_sigla });
      },
      () => {
        if (!current.signal.aborted) setResult({ status: 'idle' });
      },
    );
  }, SEARCH_DEBOUNCE_MS);

  return { result, lookup };
}
