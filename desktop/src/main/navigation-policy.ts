/**
 * Where the app's window may go. The app's own pages are the API base URL's origin (the cloud API
 * serves the React app at / and the API at /api) and, optionally, the packaged renderer directory
 * (file://). External http(s) links open in the system browser; anything else is denied.
 * Pure functions: the Electron adapter applies them to will-navigate, will-redirect,
 * setWindowOpenHandler, IPC senders and permission requests.
 */
export interface NavigationContext {
  /** e.g. 'http://127.0.0.1:43121' or 'https://banco.example.it/sub' — only its origin matters. */
  apiBaseUrl: string;
  /** file:// URL of the packaged renderer directory (out/renderer), if the app may show it. */
  rendererDirUrl?: string;
}

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

/** True for a page of the app itself: same origin as the API base URL, or inside the renderer dir. */
export function isAppUrl(rawUrl: string, context: NavigationContext): boolean {
  const url = parse(rawUrl);
  if (url === undefined) return false;
  if (isHttp(url)) {
    const base = parse(context.apiBaseUrl);
    return base !== undefined && isHttp(base) && url.origin === base.origin;
  }
  if (url.protocol === 'file:' && context.rendererDirUrl !== undefined) {
    const dir = parse(context.rendererDirUrl);
    if (dir === undefined || dir.protocol !== 'file:' || url.host !== dir.host) return false;
    const prefix = dir.pathname.endsWith('/') ? dir.pathname : `${dir.pathname}/`;
    // The URL parser has already resolved '..' segments; encoded ones stay encoded and do not match.
    return url.pathname.startsWith(prefix) && !/%2e|%2f|%5c/i.test(url.pathname);
  }
  return false;
}

/** The main frame navigating (link, form, location, redirect). */
export function decideNavigation(rawUrl: string, context: NavigationContext): NavigationDecision {
  if (isAppUrl(rawUrl, context)) return 'allow';
  const url = parse(rawUrl);
  if (url !== undefined && isHttp(url) && url.username === '' && url.password === '') return 'open-external';
  return 'deny';
}

/**
 * window.open / target=_blank. A page of the app may open in a new app window (same secure
 * preferences); external http(s) goes to the system browser; anything else (about:blank, data:,
 * javascript:, custom schemes) is denied.
 */
export function decideWindowOpen(rawUrl: string, context: NavigationContext): NavigationDecision {
  return decideNavigation(rawUrl, context);
}

/** An IPC message is served only when it comes from a top-level frame showing an app page. */
export function isTrustedIpcSender(
  sender: { url: string; isMainFrame: boolean } | null | undefined,
  context: NavigationContext,
): boolean {
  return sender !== null && sender !== undefined && sender.isMainFrame && isAppUrl(sender.url, context);
}

/**
 * Web permissions (camera, geolocation, notifications, …) are denied by default. The few harmless
 * ones a back office uses are granted to the app's own pages only.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isPermissionAllowed(permission: string, requestingUrl: string, context: NavigationContext): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, context);
}
