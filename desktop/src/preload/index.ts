import { contextBridge, ipcRenderer } from 'electron';
import { buildBridge } from './bridge.ts';

// The only thing the renderer gets from the preload: `window.banco`, one method per IPC channel.
contextBridge.exposeInMainWorld(
  'banco',
  buildBridge((channel, ...payload) => ipcRenderer.invoke(channel, ...payload)),
);
