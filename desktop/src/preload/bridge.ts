import { IPC_CHANNELS, IPC_METHODS, parseIpcResult, type BancoBridge, type IpcChannel } from '@banco/shared';

/**
 * `window.banco`, built from the contract's channel allow-list: one method per channel, each a call
 * of `invoke(channel, payload)` (ipcRenderer.invoke in the preload). The main process answers the
 * wire result ({ ok, data } | { ok: false, error }); a method resolves to `data` or rejects with an
 * Error carrying the Italian message (contextBridge keeps only an Error's message).
 */
export type Invoke = (channel: IpcChannel, payload?: unknown) => Promise<unknown>;

export class BancoIpcError extends Error {
  override name = 'BancoIpcError';
}

export function buildBridge(invoke: Invoke): BancoBridge {
  const bridge: Record<string, (payload?: unknown) => Promise<unknown>> = {};
  for (const channel of IPC_CHANNELS) {
    bridge[IPC_METHODS[channel]] = async (...args: unknown[]) => {
      const raw = args.length === 0 ? await invoke(channel) : await invoke(channel, args[0]);
      const result = parseIpcResult(raw);
      if (result.ok) return result.data;
      throw new BancoIpcError(result.error.message);
    };
  }
  // The shape is BancoBridge by construction: one method per channel, named by the contract.
  return Object.freeze(bridge) as unknown as BancoBridge;
}
