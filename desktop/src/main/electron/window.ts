import { BrowserWindow, type WebPreferences } from 'electron';

export const WINDOW_TITLE = 'Banco';

/** The only webPreferences the app uses, for the main window and any allowed child window. */
export function secureWebPreferences(preloadPath: string, devTools = true): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools,
  };
}

export interface MainWindowOptions {
  preloadPath: string;
  devTools: boolean;
}

/** The back-office window: shown once the first page is ready; its title stays 'Banco'. */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    title: WINDOW_TITLE,
    width: 1200,
    height: 760,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    webPreferences: secureWebPreferences(options.preloadPath, options.devTools),
  });
  window.on('page-title-updated', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  return window;
}
