import { app, dialog, safeStorage, session, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import { DESKTOP_APP_ORIGIN } from '@banco/shared';
import { createConfigStore, type ConfigStore } from '../config-store.ts';
import { describeBackendFailure, resolveBackendPlan, startBackend, type Backend } from '../backend.ts';
import { createDispatcher, createIpcHandlers, type AppRuntime } from '../ipc-handlers.ts';
import { createRefreshTokenStore } from '../refresh-token-store.ts';
import { createSessionKeeper } from '../session-keeper.ts';
import { handleAppProtocol, registerAppScheme } from './app-protocol.ts';
import { registerIpc } from './ipc.ts';
import { applyPermissionPolicy, guardWebContents } from './security.ts';
import { createMainWindow } from './window.ts';

/** out/main/index.js → out/preload/index.cjs (electron-vite build). */
const PRELOAD_PATH = join(import.meta.dirname, '../preload/index.cjs');
const ERR_ABORTED = -3;
/** The window shows the renderer bundled in the app, never a server's page. */
const APP_START_URL = `${DESKTOP_APP_ORIGIN}/`;

/**
 * The app's life: single instance, start the backend (embedded server, remote or BANCO_API_URL),
 * serve the bundled renderer on app://banco/, register IPC once, open the window on it (the page
 * asks the main process where the server is, and shows 'Server non raggiungibile' when it cannot
 * reach it), and on quit stop the embedded server before the process ends.
 */
export function runApp(): void {
  // A stable, readable data directory (~/.config/Banco, %APPDATA%\Banco, ~/Library/Application Support/Banco),
  // set before the single-instance lock, which lives there.
  app.setPath('userData', join(app.getPath('appData'), 'Banco'));
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  registerAppScheme();
  if (process.platform === 'win32') app.setAppUserModelId('it.banco.desktop');

  let mainWindow: BrowserWindow | undefined;
  let backend: Backend | undefined;
  let stopped = false;
  let quitRequested = false;

  app.on('second-instance', () => {
    if (mainWindow === undefined || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => {
    quitRequested = true;
  });
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, PRELOAD_PATH));

  const startup = app.whenReady().then(async () => {
    applyPermissionPolicy(session.defaultSession);
    const configStore = createConfigStore({
      dir: app.getPath('userData'),
      onCorrupt: ({ filePath, backupPath, reason }) =>
        console.warn(`[banco] config ${filePath} non valida (${reason}); copiata in ${backupPath}, uso i valori predefiniti`),
    });
    backend = await startBackendOrAsk(configStore);
    if (backend === undefined || quitRequested) {
      app.quit(); // will-quit stops the server that may have started meanwhile
      return;
    }
    const started = backend;
    handleAppProtocol(session.defaultSession, {
      rendererDir: join(app.getAppPath(), 'out', 'renderer'),
      apiBaseUrl: started.apiBaseUrl,
    });
    const runtime: AppRuntime = {
      version: app.getVersion(),
      platform: process.platform,
      mode: started.mode,
      apiUrlFromEnv: started.apiUrlFromEnv,
      apiBaseUrl: started.apiBaseUrl,
    };
    // the user's refresh token: here, encrypted with the system's keyring, never in the page
    const sessionKeeper = createSessionKeeper({
      store: createRefreshTokenStore({ filePath: join(app.getPath('userData'), 'session.bin'), cipher: safeStorage }),
      serverUrl: started.apiBaseUrl,
    });
    const dispatch = createDispatcher(createIpcHandlers({ configStore, runtime, session: sessionKeeper }), {
      onInternalError: (channel, error) => console.error(`[banco] IPC ${channel}:`, error),
    });
    registerIpc(dispatch);

    void started.server?.exited.then((info) => {
      if (started.server?.stopping === true || stopped) return;
      dialog.showErrorBox(
        'Banco',
        `Il server integrato si è arrestato (codice ${String(info.code)}${info.signal === null ? '' : `, ${info.signal}`}). Banco verrà chiuso.`,
      );
      app.quit();
    });

    mainWindow = createMainWindow({ preloadPath: PRELOAD_PATH, devTools: !app.isPackaged });
    watchWindow(mainWindow, APP_START_URL);
    await mainWindow.loadURL(APP_START_URL).catch(() => undefined); // did-fail-load tells the user
  });
  startup.catch((error: unknown) => {
    console.error('[banco] start-up failed', error);
    dialog.showErrorBox('Banco', `Avvio non riuscito: ${error instanceof Error ? error.message : String(error)}`);
    app.quit();
  });

  // Quit only after the embedded server is down (it holds the database files).
  app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    void startup
      .catch(() => undefined)
      .then(() => backend?.stop())
      .catch((error: unknown) => console.error('[banco] stopping the embedded server failed', error))
      .finally(() => {
        stopped = true;
        app.quit();
      });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());
}

/**
 * Starts the backend; on failure asks Riprova / Apri configurazione / Esci (re-reading the config on
 * each try). 'Apri configurazione' is the workstation settings' way in: the main process opens
 * banco-config.json in the system's editor (creating it with the defaults first); no page can
 * change it.
 */
async function startBackendOrAsk(configStore: ConfigStore): Promise<Backend | undefined> {
  for (;;) {
    try {
      const plan = resolveBackendPlan({
        env: process.env,
        config: await configStore.read(),
        isPackaged: app.isPackaged,
        appPath: app.getAppPath(),
        resourcesPath: process.resourcesPath,
        execPath: process.execPath,
        userDataDir: app.getPath('userData'),
      });
      return await startBackend(plan, {
        onOutput: (line, stream) => (stream === 'stderr' ? console.error : console.log)(`[cloud-api] ${line}`),
      });
    } catch (error) {
      console.error('[banco] backend start failed', error);
      if (!(await askRetry(describeBackendFailure(error, configStore.filePath), configStore))) return undefined;
    }
  }
}

const RETRY = 0;
const OPEN_CONFIG = 1;

/** true for Riprova, false for Esci; Apri configurazione opens the file and asks again. */
async function askRetry(detail: string, configStore: ConfigStore): Promise<boolean> {
  for (;;) {
    const { response } = await dialog.showMessageBox({
      type: 'error',
      title: 'Banco',
      message: 'Impossibile avviare il server di Banco',
      detail,
      buttons: ['Riprova', 'Apri configurazione', 'Esci'],
      defaultId: RETRY,
      cancelId: 2,
      noLink: true,
    });
    if (response !== OPEN_CONFIG) return response === RETRY;
    try {
      const failure = await shell.openPath(await configStore.ensureFile());
      if (failure !== '') dialog.showErrorBox('Banco', `Impossibile aprire ${configStore.filePath}: ${failure}`);
    } catch (error) {
      dialog.showErrorBox('Banco', `Impossibile aprire ${configStore.filePath}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * The bundled page that cannot load (a broken installation), or a renderer that crashes, gets
 * Riprova / Esci instead of a blank window. An unreachable server is the page's own business.
 */
function watchWindow(window: BrowserWindow, url: string): void {
  let asking = false;
  const ask = async (message: string, detail: string) => {
    if (asking || window.isDestroyed()) return;
    asking = true;
    if (!window.isVisible()) window.show();
    const { response } = await dialog.showMessageBox(window, {
      type: 'error',
      title: 'Banco',
      message,
      detail,
      buttons: ['Riprova', 'Esci'],
      defaultId: 0,
      cancelId: 1,
      noLink: true,
    });
    asking = false;
    if (response === 0) await window.loadURL(url).catch(() => undefined);
    else app.quit();
  };
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, validatedUrl, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED) return;
    void ask('Impossibile aprire la finestra di Banco', `${validatedUrl}\n${errorDescription} (${errorCode})`);
  });
  window.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    void ask('La finestra di Banco si è interrotta', `Motivo: ${details.reason}`);
  });
}
