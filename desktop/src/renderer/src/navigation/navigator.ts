/**
 * Navigation for code outside React (the API client's session expiry, session actions).
 * The router registers itself at start-up; before that a full page load is the fallback.
 */
type Navigate = (path: string) => void;

let current: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(path: string): void {
  if (current) current(path);
  else window.location.assign(path);
}
