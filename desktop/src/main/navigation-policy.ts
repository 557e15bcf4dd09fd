import { DESKTOP_APP_HOST, DESKTOP_APP_SCHEME } from '@banco/shared';

/**
 * Where the app's window may go. The app's own pages are the renderer bundled in the app, served
 * by the `app://banco/` protocol (app-protocol.ts); no page of any server, not even the app's own
 * server, is shown in the window. External http(s) links open in the system browser; anything else
 * is denied. Pure functions: the Electron adapter applies them to will-navigate, will-redirect,
 * setWindowOpenHandler, IPC senders and permission requests.
 */
export type NavigationDecision = 'allow' | 'open-external' | 'deny';

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/**
 * True for a page of the app itself: `app://banco/…` (no credentials, no port). Node's URL parser
 * gives `null` as the origin of a non-special scheme, so scheme and host are compared instead.
 */
export function isAppUrl(rawUrl: string): boolean {
  const url = parse(rawUrl);
  return (
    url !== undefined &&
    url.protocol === `${DESKTOP_APP_SCHEME}:` &&
    url.host === DESKTOP_APP_HOST &&
    url.username === '' &&
    url.password === ''
  );
}

/** The main frame navigating (link, form, location, redirect). */
export function decideNavigation(rawUrl: string): NavigationDecision {
  if (isAppUrl(rawUrl)) return 'allow';
  const url = parse(rawUrl);
  if (url !== undefined && isHttp(url) && url.username === '' && url.password === '') return 'open-external';
  return 'deny';
}

/**
 * window.open / target=_blank. A page of the app may open in a new app window (same secure
 * preferences); external http(s) goes to the system browser; anything else (about:blank, data:,
 * javascript:, other schemes) is denied.
 */
export function decideWindowOpen(rawUrl: string): NavigationDecision {
  return decideNavigation(rawUrl);
}

export interface IpcSender {
  url: string;
  isMainFrame: boolean;
}

/**
 * An IPC message is served only when it comes from a top-level frame showing the bundled app
 * (`app://banco/`): never from a server's page (remote or embedded), a sub-frame or about:blank.
 */
export function isTrustedIpcSender(sender: IpcSender | null | undefined): boolean {
  return sender !== null && sender !== undefined && sender.isMainFrame && isAppUrl(sender.url);
}

/**
 * Web permissions (camera, geolocation, notifications, …) are denied by default. The few a back
 * office uses are granted to the app's own pages only: clipboard write, fullscreen, and Chromium's
 * Local Network Access (the bundled page calls the embedded server on 127.0.0.1 or a server on the
 * shop's network; older builds name it local-network-access, newer ones local-network and
 * loopback-network).
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set([
  'clipboard-sanitized-write',
  'fullscreen',
  'local-network-access',
  'local-network',
  'loopback-network',
]);

/**
 * The camera alone ('media' asking for video only, never the microphone) for the app's own pages:
 * the counter photographs returned products (issue 11).
 */
export function isPermissionAllowed(permission: string, requestingUrl: string, mediaTypes: readonly string[] = []): boolean {
  if (!isAppUrl(requestingUrl)) return false;
  if (permission === 'media') return mediaTypes.length > 0 && mediaTypes.every((type) => type === 'video');
  return ALLOWED_PERMISSIONS.has(permission);
}
