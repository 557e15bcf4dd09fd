import { useEffect, useRef } from 'react';

/**
 * The browser's Back inside a wizard (issue 6 point 4): one extra history entry while the wizard is open;
 * Back then calls `onBack` (previous step, or ask before closing) instead of leaving the page.
 * The entry copies the router's state, so the router sees the same location.
 */
export function useBackButton(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    const guard = () => window.history.pushState(window.history.state, '', window.location.href);
    guard();
    const onPop = () => {
      guard();
      latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
