import {
  IPC_CONTRACT,
  IPC_MSG,
  ipcFailure,
  ipcSuccess,
  parseIpcRequest,
  type AppMode,
  type IpcChannel,
  type IpcRequest,
  type IpcResponse,
  type IpcResult,
} from '@banco/shared';
import { ConfigFileError, type ConfigStore } from './config-store.ts';
import type { SessionKeeper } from './session-keeper.ts';

/**
 * The main-process side of the IPC contract: one handler per channel (a missing or extra channel
 * is a type error), and `dispatch`, the single entry point the Electron adapter registers: it
 * validates the channel and the payload with the contract, runs the handler, checks the answer
 * against the contract's response schema and always resolves to the wire result (never throws).
 */
export type IpcHandler<C extends IpcChannel> = (request: IpcRequest<C>) => Promise<IpcResponse<C>>;
export type IpcHandlers = { readonly [C in IpcChannel]: IpcHandler<C> };

/** A failure the user should read (Italian message), as opposed to a bug ('internal'). */
export class IpcHandlerError extends Error {
  override name = 'IpcHandlerError';
}

/** What this run of the app is: decided once at start-up (see backend.ts). */
export interface AppRuntime {
  version: string;
  platform: string;
  mode: AppMode;
  apiUrlFromEnv: boolean;
  apiBaseUrl: string;
}

/**
 * Only what pages may ask: the config is read, never written (the config store's `write` is not
 * reachable from here: the workstation settings change in banco-config.json, through the main
 * process only); the session channels keep the user's refresh token in the main process.
 */
export interface IpcDeps {
  configStore: Pick<ConfigStore, 'read' | 'filePath'>;
  runtime: AppRuntime;
  session: SessionKeeper;
}

export function createIpcHandlers(deps: IpcDeps): IpcHandlers {
  const { configStore, runtime, session } = deps;
  return {
    'app:get-info': async () => ({
      version: runtime.version,
      platform: runtime.platform,
      mode: runtime.mode,
      apiUrlFromEnv: runtime.apiUrlFromEnv,
      configFile: configStore.filePath,
    }),
    'config:get': async () => {
      try {
        return await configStore.read();
      } catch (error) {
        if (error instanceof ConfigFileError) throw new IpcHandlerError(error.message, { cause: error });
        throw error;
      }
    },
    'app:get-api-base-url': async () => runtime.apiBaseUrl,
    'session:sign-in': (request) => session.signIn(request),
    'session:refresh': () => session.refresh(),
    'session:clear': async () => {
      await session.clear();
      return null;
    },
  };
}

export type IpcDispatch = (channel: unknown, rawPayload: unknown) => Promise<IpcResult<unknown>>;

export interface DispatcherOptions {
  /** Bugs: a handler threw something unexpected or answered outside the contract. */
  onInternalError?: (channel: IpcChannel, error: unknown) => void;
}

function runHandler<C extends IpcChannel>(handlers: IpcHandlers, channel: C, request: IpcRequest<C>): Promise<IpcResponse<C>> {
  const handler: IpcHandler<C> = handlers[channel];
  return handler(request);
}

export function createDispatcher(handlers: IpcHandlers, options: DispatcherOptions = {}): IpcDispatch {
  return async function dispatch(channel, rawPayload) {
    const parsed = parseIpcRequest(channel, rawPayload);
    if (!parsed.ok) return parsed;
    let response: unknown;
    try {
      response = await runHandler(handlers, parsed.channel, parsed.request);
    } catch (error) {
      if (error instanceof IpcHandlerError) return ipcFailure('failed', error.message);
      options.onInternalError?.(parsed.channel, error);
      return ipcFailure('internal', IPC_MSG.internal);
    }
    const checked = IPC_CONTRACT[parsed.channel].response.safeParse(response);
    if (!checked.success) {
      options.onInternalError?.(parsed.channel, checked.error);
      return ipcFailure('internal', IPC_MSG.internal);
    }
    return ipcSuccess(checked.data);
  };
}
