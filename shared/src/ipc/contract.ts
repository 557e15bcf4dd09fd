import { z } from 'zod';
import { toValidationErrors } from '../validation/validation-errors.ts';
import { APP_MODES, appConfigSchema } from './config.ts';
import { IPC_MSG, ipcFailure, isIpcChannel, type IPC_METHODS, type IpcChannel, type IpcFailure } from './channels.ts';
import { carriesRefreshToken, SESSION_GRANT_NAMES } from './session-grants.ts';

/**
 * The IPC contract between the desktop main process and its renderer: one entry per channel, with
 * the request schema (what the renderer may send; validated by the main process) and the response
 * schema (what the main process answers). The channel list and the `window.banco` method names are
 * in channels.ts (zod-free, for the preload); a channel missing here or extra is a type error.
 */

const noRequest = z.undefined({ error: IPC_MSG.invalidRequest });

export const appInfoSchema = z.object({
  /** The desktop app's version (package.json). */
  version: z.string(),
  /** Node's `process.platform` of the machine: 'win32', 'darwin', 'linux'. */
  platform: z.string(),
  /** The mode in effect for this run (a change of banco-config.json applies at the next start). */
  mode: z.enum(APP_MODES),
  /** True when BANCO_API_URL chose the server (development, `npm start`): the config is ignored. */
  apiUrlFromEnv: z.boolean(),
  /** Where this workstation's settings are (banco-config.json): shown where the server cannot be reached. */
  configFile: z.string(),
});
export type AppInfo = z.output<typeof appInfoSchema>;

/**
 * A call that grants a session (session-grants.ts), made by the main process for the page: the
 * grant's body as the page would post it, and the page's access token for the company switch.
 * The server checks the body; the main process only posts it to the grant's path.
 */
export const signInRequestSchema = z.object(
  {
    grant: z.enum(SESSION_GRANT_NAMES, { error: IPC_MSG.invalidRequest }),
    body: z.record(z.string(), z.unknown(), { error: IPC_MSG.invalidRequest }),
    access_token: z.string({ error: IPC_MSG.invalidRequest }).min(1, IPC_MSG.invalidRequest).max(4000, IPC_MSG.invalidRequest).optional(),
  },
  { error: IPC_MSG.invalidRequest },
);
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** The server's answer to a grant as the page gets it: its status and envelope, never with a refresh token. */
export const signInAnswerSchema = z
  .object({ status: z.number().int().min(200).max(599), body: z.unknown() })
  .refine((answer) => !carriesRefreshToken(answer.body), { error: 'the answer of a grant carries a refresh token' });
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

/** A renewed session as the page sees it in the desktop app: the access token only. */
export const renewedSessionSchema = z.object({ access_token: z.string().min(1) });
export type RenewedSession = z.output<typeof renewedSessionSchema>;

export const IPC_CONTRACT = {
  'app:get-info': { request: noRequest, response: appInfoSchema },
  'config:get': { request: noRequest, response: appConfigSchema },
  /**
   * The server root the renderer talks to (no trailing slash; the API is under `/api`). The window
   * shows the app bundled in the package (app://banco), so the renderer asks where the server is.
   */
  'app:get-api-base-url': { request: noRequest, response: z.url({ protocol: /^https?$/ }) },
  /**
   * A login, a company switch or the first administrator: the main process posts it, keeps the
   * refresh token of a granted session and answers the status and envelope without it. No answer
   * from the server is a 'failed' error.
   */
  'session:sign-in': { request: signInRequestSchema, response: signInAnswerSchema },
  /**
   * The main process posts /api/auth/refresh with the token it keeps and keeps the rotated one: the
   * page gets the new access token, or null when the server refused the session (it is over). No
   * answer from the server is a 'failed' error: the session stays.
   */
  'session:refresh': { request: noRequest, response: renewedSessionSchema.nullable() },
  /** Logout: the main process ends the session on the server (best effort) and forgets the token. */
  'session:clear': { request: noRequest, response: z.null() },
} as const satisfies Record<IpcChannel, { request: z.ZodType; response: z.ZodType }>;

export type IpcContract = typeof IPC_CONTRACT;
/** What the renderer passes (before parsing). */
export type IpcRequestInput<C extends IpcChannel> = z.input<IpcContract[C]['request']>;
/** What a main-process handler receives (after parsing). */
export type IpcRequest<C extends IpcChannel> = z.output<IpcContract[C]['request']>;
export type IpcResponse<C extends IpcChannel> = z.output<IpcContract[C]['response']>;

type BridgeMethod<C extends IpcChannel> = [IpcRequestInput<C>] extends [undefined]
  ? () => Promise<IpcResponse<C>>
  : (request: IpcRequestInput<C>) => Promise<IpcResponse<C>>;

/**
 * `window.banco` as the preload exposes it: one method per channel. A method rejects with an Error
 * whose message is the Italian text of the main process's failure (see IpcFailure).
 */
export type BancoBridge = {
  readonly [C in IpcChannel as (typeof IPC_METHODS)[C]]: BridgeMethod<C>;
};
export type BancoBridgeMethod = keyof BancoBridge;

/* ---------------------------------------------------------------------------------------------- */
/* Request validation (main process side).                                                         */

export type ParsedIpcRequest =
  { [C in IpcChannel]: { ok: true; channel: C; request: IpcRequest<C> } }[IpcChannel];

/**
 * Validates a raw channel name and payload against the contract. Unknown channels and invalid
 * payloads become an IpcFailure ('unknown-channel'; 'invalid-request' with the field messages, also
 * joined in `message`).
 */
export function parseIpcRequest(channel: unknown, payload: unknown): ParsedIpcRequest | IpcFailure {
  if (!isIpcChannel(channel)) return ipcFailure('unknown-channel', IPC_MSG.unknownChannel);
  const parsed = IPC_CONTRACT[channel].request.safeParse(payload);
  if (!parsed.success) {
    const errors = toValidationErrors(parsed.error);
    // The message names what is wrong: across contextBridge a rejected Error keeps only its message.
    const message = [...new Set(Object.values(errors))].join('; ') || IPC_MSG.invalidRequest;
    return ipcFailure('invalid-request', message, errors);
  }
  return { ok: true, channel, request: parsed.data } as ParsedIpcRequest;
}
