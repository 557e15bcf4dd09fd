import { ipcMain } from 'electron';
import { IPC_CHANNELS, IPC_MSG, ipcFailure } from '@banco/shared';
import type { IpcDispatch } from '../ipc-handlers.ts';
import { isTrustedIpcSender } from '../navigation-policy.ts';

/**
 * The one place IPC handlers are registered: one `ipcMain.handle` per contract channel (all
 * read-only), each checking that the sender is a top-level frame showing the bundled app
 * (app://banco/, never a server's page), then handing the payload to the dispatcher (which
 * validates it). Returns the unregister function.
 */
export function registerIpc(dispatch: IpcDispatch): () => void {
  for (const channel of IPC_CHANNELS) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      const frame = event.senderFrame;
      const sender = frame === null ? null : { url: frame.url, isMainFrame: frame.parent === null };
      if (!isTrustedIpcSender(sender)) {
        console.warn(`[banco] IPC ${channel} refused from ${sender?.url ?? 'an unknown frame'}`);
        return ipcFailure('forbidden', IPC_MSG.forbidden);
      }
      if (args.length > 1) return ipcFailure('invalid-request', IPC_MSG.invalidRequest);
      return dispatch(channel, args[0]);
    });
  }
  return () => {
    for (const channel of IPC_CHANNELS) ipcMain.removeHandler(channel);
  };
}
