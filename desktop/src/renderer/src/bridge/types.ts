import type { AppInfo } from '@banco/shared';

export type { AppInfo };

/**
 * The renderer's only way to the machine (ARCHITECTURE: two implementations).
 * electron: the preload object `window.banco`; web: the same renderer in a browser, where machine
 * features are shown as available in the desktop app.
 */
export interface Bridge {
  kind: 'electron' | 'web';
  /** null in the browser. */
  getAppInfo(): Promise<AppInfo | null>;
  /**
   * The root of the server the app talks to (no trailing slash; the API is under /api), as the main
   * process decided it (embedded server on 127.0.0.1, remote https server, BANCO_API_URL). null in
   * the browser: the page comes from the server itself, so the API is on the same origin.
   */
  getServerUrl(): Promise<string | null>;
}

/** The text shown where a machine feature is missing in the browser. */
export const DESKTOP_ONLY_TEXT = "Disponibile nell'app desktop";
