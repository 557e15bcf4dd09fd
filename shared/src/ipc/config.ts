import { z } from 'zod';
import { IPC_MSG } from './channels.ts';

/**
 * The desktop app's own configuration (stored by the main process in its userData directory):
 * which server the app talks to. Pure data, shared by the main process (store, IPC) and the
 * renderer (settings form validates with the same schema before calling `config:set`).
 */
export const APP_MODES = ['embedded', 'remote'] as const;
export type AppMode = (typeof APP_MODES)[number];

/**
 * WHATWG URL exists in every runtime that uses shared (Node, Chromium); shared is typechecked without
 * DOM or Node types, so the little used here is declared for this module only.
 */
interface ParsedUrl {
  readonly origin: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly search: string;
  readonly hash: string;
}
declare const URL: new (input: string) => ParsedUrl;

/**
 * True for an absolute http(s) URL without credentials, query or fragment: the root (or a
 * sub-path) of a Banco server, e.g. `https://banco.example.it` or `http://192.168.1.10:3000`.
 */
export function isHttpServerUrl(value: string): boolean {
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === ''
  );
}

/** `https://host:port/sub/` → `https://host:port/sub` (the form every other URL is built from). */
export function normalizeServerUrl(value: string): string {
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export const serverUrlSchema = z
  .string({ error: IPC_MSG.remoteUrlInvalid })
  .trim()
  .max(2048, IPC_MSG.remoteUrlInvalid)
  .refine(isHttpServerUrl, IPC_MSG.remoteUrlInvalid)
  .transform(normalizeServerUrl);

export const appModeSchema = z.enum(APP_MODES, { error: IPC_MSG.modeInvalid });

/**
 * The stored config and the `config:set` request. `remoteUrl` is kept while in embedded mode
 * (so switching back does not lose it) and is required in remote mode.
 */
export const appConfigSchema = z
  .object({
    mode: appModeSchema,
    /** '' (an emptied form field) means "none". */
    remoteUrl: z
      .string({ error: IPC_MSG.remoteUrlInvalid })
      .trim()
      .max(2048, IPC_MSG.remoteUrlInvalid)
      .refine((value) => value === '' || isHttpServerUrl(value), IPC_MSG.remoteUrlInvalid)
      .transform((value) => (value === '' ? undefined : normalizeServerUrl(value)))
      .optional(),
  })
  .superRefine((config, ctx) => {
    if (config.mode === 'remote' && config.remoteUrl === undefined) {
      ctx.addIssue({ code: 'custom', path: ['remoteUrl'], message: IPC_MSG.remoteUrlRequired });
    }
  });

export type AppConfig = z.output<typeof appConfigSchema>;
export type AppConfigInput = z.input<typeof appConfigSchema>;

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = Object.freeze({ mode: 'embedded' });
