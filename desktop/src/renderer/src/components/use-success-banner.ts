import { SUCCESS_BANNER_MS } from '@banco/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A success message that clears itself after SUCCESS_BANNER_MS (spec 1 §2, §9). */
export function useSuccessBanner(): [message: string | null, show: (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const show = useCallback((text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => {
      timer.current = null;
      setMessage(null);
    }, SUCCESS_BANNER_MS);
  }, []);

  return [message, show];
}
