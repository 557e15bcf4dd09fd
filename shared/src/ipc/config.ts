import { z } from 'zod';
import { IPC_MSG } from './channels.ts';

/**
 * The desktop app's own configuration (`banco-config.json`, stored by the main process in its
 * userData directory): which server the app talks to. Only the main process writes it; the renderer
 * may read it (`config:get`).
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

function parseUrl(value: string): ParsedUrl | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * True for an absolute http(s) URL without credentials, query or fragment: the root (or a
 * sub-path) of a Banco server, e.g. `https://banco.example.it` or `http://127.0.0.1:3000`.
 */
export function isHttpServerUrl(value: string): boolean {
  const url = parseUrl(value);
  return (
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === ''
  );
}

/**
 * True for this machine: localhost, 127.0.0.0/8, [::1]. The URL parser has already normalized the
 * host (case, IPv4 written as one number or in hex, IPv6 compression).
 */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === '[::1]';
}

/**
 * A server the app may send passwords and tokens to: https anywhere, plain http only on this
 * machine (the embedded server, `npm start`). A shop's LAN server needs TLS (e.g. a reverse proxy).
 */
export function isSecureServerUrl(value: string): boolean {
  const url = parseUrl(value);
  return url !== undefined && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)));
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
  .refine((value) => !isHttpServerUrl(value) || isSecureServerUrl(value), IPC_MSG.remoteUrlInsecure)
  .transform(normalizeServerUrl);

export const appModeSchema = z.enum(APP_MODES, { error: IPC_MSG.modeInvalid });

/**
 * The stored config. `remoteUrl` is kept while in embedded mode (so switching back does not lose
 * it) and is required in remote mode; it must be https (http only on this machine).
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
      .refine((value) => value === '' || !isHttpServerUrl(value) || isSecureServerUrl(value), IPC_MSG.remoteUrlInsecure)
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
