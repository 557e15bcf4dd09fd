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
}

/** The text shown where a machine feature is missing in the browser. */
export const DESKTOP_ONLY_TEXT = "Disponibile nell'app desktop";
