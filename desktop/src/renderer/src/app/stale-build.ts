/**
 * A page opened before the server got a new version asks, on its first visit to a section, for that
 * section's code under the old build's file names, which the new build no longer has: Vite signals it
 * with `vite:preloadError` (its documented hook for this), and the section showed 'Oops! Qualcosa è
 * andato storto' until a manual reload. The page reloads itself instead, to the same address, once:
 * a second failure within a minute is a real one and is left to the error screen.
 */
const STALE_BUILD_RELOAD_KEY = 'banco_stale_build_reload';
const RETRY_AFTER_MS = 60_000;

interface PageLike {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
}

export function reloadOnStaleBuild(page: PageLike, now: () => number = Date.now): void {
  page.addEventListener('vite:preloadError', (event) => {
    const last = Number(page.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY) ?? 0);
    if (now() - last < RETRY_AFTER_MS) return;
    page.sessionStorage.setItem(STALE_BUILD_RELOAD_KEY, String(now()));
    // handled here: Vite does not throw the import's error
    event.preventDefault();
    page.location.reload();
  });
}
