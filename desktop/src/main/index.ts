/**
 * Electron main process entry. Everything with logic lives in plain Node modules beside this file
 * (config store, IPC handlers, navigation policy, embedded server launcher, backend choice); the
 * Electron adapters in ./electron wire them to the app, the window and ipcMain.
 */
import { runApp } from './electron/lifecycle.ts';

runApp();
