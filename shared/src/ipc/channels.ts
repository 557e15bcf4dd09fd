import type { ValidationErrors } from '../validation/validation-errors.ts';

/**
 * The zod-free half of the IPC contract: the channel allow-list with the `window.banco` method of
 * each channel, the wire result and the messages. The sandboxed preload needs only this part, so
 * it stays small (the schemas, in contract.ts, are for the main process and the renderer).
 *
 * Nothing a page can call changes the workstation: its settings (banco-config.json) are written by
 * the main process only, never on a page's request, so even a page that got into the window could
 * not point the app at another server. The session channels keep the user's refresh token in the
 * main process (encrypted with the system's safeStorage): the calls that grant a session (login,
 * company switch, first administrator) are made by the main process, which keeps the token and
 * answers the rest; a refresh answers the access token only. The page never sees a refresh token.
 */
export const IPC_METHODS = {
  'app:get-info': 'getAppInfo',
  'config:get': 'getConfig',
  'app:get-api-base-url': 'getApiBaseUrl',
  'session:sign-in': 'signIn',
  'session:refresh': 'refreshSession',
  'session:clear': 'clearSession',
} as const;

export type IpcChannel = keyof typeof IPC_METHODS;

/** The channel allow-list, in contract order. */
export const IPC_CHANNELS: readonly IpcChannel[] = Object.freeze(Object.keys(IPC_METHODS) as IpcChannel[]);

export function isIpcChannel(value: unknown): value is IpcChannel {
  return typeof value === 'string' && Object.hasOwn(IPC_METHODS, value);
}

export const IPC_MSG = {
  remoteUrlRequired: 'Indirizzo del server obbligatorio in modalità remota',
  remoteUrlInvalid: 'Indirizzo del server non valido: usa un URL http:// o https://',
  remoteUrlInsecure: 'Il server remoto deve usare https:// (http:// solo su questo computer: localhost, 127.0.0.1, [::1])',
  modeInvalid: 'Modalità non valida',
  unknownChannel: 'Canale IPC sconosciuto',
  invalidRequest: 'Richiesta non valida',
  forbidden: 'Richiesta non consentita da questa pagina',
  internal: 'Si è verificato un errore interno dell\'applicazione',
  invalidResponse: 'Risposta non valida dal processo principale',
  sessionNoAnswer: 'Impossibile contattare il server. Controlla la connessione e riprova.',
} as const;

/* Wire format: what `ipcRenderer.invoke` resolves to. The preload unwraps it. */

export const IPC_ERROR_CODES = ['unknown-channel', 'invalid-request', 'forbidden', 'failed', 'internal'] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

export interface IpcSuccess<T> {
  ok: true;
  data: T;
}
export interface IpcFailure {
  ok: false;
  error: {
    code: IpcErrorCode;
    /** Italian, ready to show. */
    message: string;
    validation_errors?: ValidationErrors;
  };
}
export type IpcResult<T> = IpcSuccess<T> | IpcFailure;

export function ipcSuccess<T>(data: T): IpcSuccess<T> {
  return { ok: true, data };
}

export function ipcFailure(code: IpcErrorCode, message: string, validationErrors?: ValidationErrors): IpcFailure {
  return {
    ok: false,
    error: validationErrors === undefined ? { code, message } : { code, message, validation_errors: validationErrors },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is IpcErrorCode {
  return typeof value === 'string' && (IPC_ERROR_CODES as readonly string[]).includes(value);
}

function isValidationErrors(value: unknown): value is ValidationErrors {
  return isRecord(value) && Object.values(value).every((message) => typeof message === 'string');
}

/** Checks the shape of a raw `invoke` answer; anything else becomes an 'internal' failure. */
export function parseIpcResult(raw: unknown): IpcResult<unknown> {
  if (isRecord(raw)) {
    if (raw.ok === true) return ipcSuccess(raw.data);
    const error = raw.error;
    if (raw.ok === false && isRecord(error) && isErrorCode(error.code) && typeof error.message === 'string') {
      const details = error.validation_errors;
      if (details === undefined || isValidationErrors(details)) return ipcFailure(error.code, error.message, details);
    }
  }
  return ipcFailure('internal', IPC_MSG.invalidResponse);
}
