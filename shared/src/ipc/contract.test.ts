import { describe, expect, expectTypeOf, it } from 'vitest';
import { IPC_CONTRACT, parseIpcRequest, appInfoSchema, type BancoBridge, type AppInfo, type SignInAnswer, type SignInRequest } from './contract.ts';
import { sessionGrantOf, withoutRefreshToken } from './session-grants.ts';
import { IPC_CHANNELS, IPC_METHODS, isIpcChannel, parseIpcResult, ipcFailure, ipcSuccess } from './channels.ts';
import {
  appConfigSchema,
  serverUrlSchema,
  isHttpServerUrl,
  isLoopbackHost,
  isSecureServerUrl,
  DEFAULT_APP_CONFIG,
  type AppConfig,
} from './config.ts';
import { DESKTOP_APP_ORIGIN } from './app-origin.ts';

describe('app config schema', () => {
  it('accepts the default and strips unknown keys', () => {
    expect(appConfigSchema.parse(DEFAULT_APP_CONFIG)).toEqual({ mode: 'embedded' });
    expect(appConfigSchema.parse({ mode: 'embedded', extra: 1 })).toEqual({ mode: 'embedded' });
  });

  it('requires a remote URL in remote mode, with the Italian message on the field', () => {
    const result = appConfigSchema.safeParse({ mode: 'remote' });
    expect(result.error?.issues).toMatchObject([{ path: ['remoteUrl'], message: 'Indirizzo del server obbligatorio in modalità remota' }]);
    expect(appConfigSchema.safeParse({ mode: 'remote', remoteUrl: '  ' }).success).toBe(false);
  });

  it('normalizes the remote URL: trimmed, no trailing slash, sub-path kept', () => {
    expect(appConfigSchema.parse({ mode: 'remote', remoteUrl: ' https://banco.example.it/ ' })).toEqual({
      mode: 'remote',
      remoteUrl: 'https://banco.example.it',
    });
    expect(appConfigSchema.parse({ mode: 'remote', remoteUrl: 'https://192.168.1.10:3443/banco/' }).remoteUrl).toBe(
      'https://192.168.1.10:3443/banco',
    );
    expect(appConfigSchema.parse({ mode: 'remote', remoteUrl: 'HTTPS://Banco.Example.IT' }).remoteUrl).toBe(
      'https://banco.example.it',
    );
  });

  it('keeps the remote URL in embedded mode and treats an empty field as none', () => {
    expect(appConfigSchema.parse({ mode: 'embedded', remoteUrl: 'https://x.it' })).toEqual({
      mode: 'embedded',
      remoteUrl: 'https://x.it',
    });
    expect(appConfigSchema.parse({ mode: 'embedded', remoteUrl: '' })).toEqual({ mode: 'embedded' });
  });

  it.each([
    'ftp://banco.example.it',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'banco.example.it',
    'https://user:pw@banco.example.it',
    'https://banco.example.it/?x=1',
    'https://banco.example.it/#a',
    'http://',
  ])('rejects %s', (remoteUrl) => {
    const result = appConfigSchema.safeParse({ mode: 'remote', remoteUrl });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Indirizzo del server non valido: usa un URL http:// o https://');
  });

  const insecure = 'Il server remoto deve usare https:// (http:// solo su questo computer: localhost, 127.0.0.1, [::1])';

  it.each(['http://banco.example.it', 'http://192.168.1.10:3000', 'http://10.0.0.5', 'http://127.example.it', 'http://localhost.example.it', 'http://[::2]:3000'])(
    'refuses plain http to another machine: %s',
    (remoteUrl) => {
      const result = appConfigSchema.safeParse({ mode: 'remote', remoteUrl });
      expect(result.error?.issues).toMatchObject([{ path: ['remoteUrl'], message: insecure }]);
      // also when the URL is only kept for later (embedded mode), and for BANCO_API_URL
      expect(appConfigSchema.safeParse({ mode: 'embedded', remoteUrl }).success).toBe(false);
      expect(serverUrlSchema.safeParse(remoteUrl).error?.issues).toMatchObject([{ message: insecure }]);
    },
  );

  it.each([
    ['https://banco.example.it', 'https://banco.example.it'],
    ['https://10.0.0.5:8443', 'https://10.0.0.5:8443'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://LOCALHOST:3000/', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://2130706433:3000', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://[0:0:0:0:0:0:0:1]:3000', 'http://[::1]:3000'],
  ])('accepts https, and http on this machine: %s', (remoteUrl, normalized) => {
    expect(appConfigSchema.parse({ mode: 'remote', remoteUrl }).remoteUrl).toBe(normalized);
    expect(serverUrlSchema.parse(remoteUrl)).toBe(normalized);
  });

  it('loopback and secure URL helpers', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.255.0.1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('127.0.0.1.nip.io')).toBe(false);
    expect(isSecureServerUrl('https://x.it')).toBe(true);
    expect(isSecureServerUrl('http://x.it')).toBe(false);
    expect(isSecureServerUrl('ftp://localhost')).toBe(false);
    expect(isSecureServerUrl('nonsense')).toBe(false);
    expect(DESKTOP_APP_ORIGIN).toBe('app://banco');
  });

  it('rejects an unknown mode and a non-string URL', () => {
    expect(appConfigSchema.safeParse({ mode: 'cloud' }).error?.issues[0]?.message).toBe('Modalità non valida');
    expect(appConfigSchema.safeParse({ mode: 'remote', remoteUrl: 42 }).success).toBe(false);
    expect(appConfigSchema.safeParse(null).success).toBe(false);
  });

  it('server URL helpers', () => {
    expect(isHttpServerUrl('http://localhost:3000')).toBe(true);
    expect(isHttpServerUrl('not a url')).toBe(false);
    expect(serverUrlSchema.parse('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000');
  });
});

describe('IPC contract', () => {
  it('lists exactly the read-only channels and the session ones, with one distinct method each: nothing changes the config', () => {
    expect(IPC_CHANNELS).toEqual(['app:get-info', 'config:get', 'app:get-api-base-url', 'session:sign-in', 'session:refresh', 'session:clear']);
    const methods = IPC_CHANNELS.map((channel) => IPC_METHODS[channel]);
    expect(methods).toEqual(['getAppInfo', 'getConfig', 'getApiBaseUrl', 'signIn', 'refreshSession', 'clearSession']);
    expect(isIpcChannel('config:set')).toBe(false);
    expect(Object.isFrozen(IPC_CHANNELS)).toBe(true);
    expect(Object.keys(IPC_CONTRACT)).toEqual(IPC_CHANNELS);
  });

  it('recognises only contract channels', () => {
    expect(isIpcChannel('config:get')).toBe(true);
    expect(isIpcChannel('config:delete')).toBe(false);
    expect(isIpcChannel('toString')).toBe(false);
    expect(isIpcChannel('__proto__')).toBe(false);
    expect(isIpcChannel(undefined)).toBe(false);
  });

  it('parses a valid request', () => {
    expect(parseIpcRequest('config:get', undefined)).toEqual({ ok: true, channel: 'config:get', request: undefined });
    expect(parseIpcRequest('app:get-api-base-url', undefined)).toEqual({ ok: true, channel: 'app:get-api-base-url', request: undefined });
  });

  it('takes the grants only (login, company switch, first administrator), and never answers a refresh token to the page', () => {
    const login = { grant: 'login', body: { email: 'a@b.it', password: 'x' } };
    expect(parseIpcRequest('session:sign-in', login)).toEqual({ ok: true, channel: 'session:sign-in', request: login });
    const switching = { grant: 'switch-company', body: { company_id: 2 }, access_token: 'a1' };
    expect(parseIpcRequest('session:sign-in', switching)).toEqual({ ok: true, channel: 'session:sign-in', request: switching });
    for (const bad of [undefined, {}, { grant: 'refresh', body: {} }, { grant: 'login', access_token: '' }, { grant: '/auth/login' }, 'login']) {
      expect(parseIpcRequest('session:sign-in', bad)).toMatchObject({ ok: false, error: { code: 'invalid-request', message: 'Richiesta non valida' } });
    }
    const answer = IPC_CONTRACT['session:sign-in'].response;
    expect(answer.safeParse({ status: 200, body: { success: true, data: { access_token: 'a1', user: {} } } }).success).toBe(true);
    expect(answer.safeParse({ status: 401, body: { success: false, error: 'Credenziali non valide' } }).success).toBe(true);
    expect(answer.safeParse({ status: 200, body: { success: true, data: { access_token: 'a1', refresh_token: 'r1' } } }).success).toBe(false);
    expect(withoutRefreshToken({ success: true, data: { access_token: 'a1', refresh_token: 'r1' } })).toEqual({ success: true, data: { access_token: 'a1' } });
    expect(sessionGrantOf('POST', '/auth/login')).toBe('login');
    expect(sessionGrantOf('POST', '/users/switch-company')).toBe('switch-company');
    expect(sessionGrantOf('POST', '/setup/admin')).toBe('first-admin');
    expect(sessionGrantOf('POST', '/auth/refresh')).toBeUndefined();
    expect(sessionGrantOf('GET', '/auth/login')).toBeUndefined();
    expect(IPC_CONTRACT['session:refresh'].response.safeParse({ access_token: 'a1' }).success).toBe(true);
    expect(IPC_CONTRACT['session:refresh'].response.safeParse(null).success).toBe(true);
    expect(IPC_CONTRACT['session:refresh'].response.safeParse({ access_token: 'a1', refresh_token: 'r2' }).data).toEqual({ access_token: 'a1' });
  });

  it('rejects unknown channels and payloads on payload-less channels', () => {
    expect(parseIpcRequest('shell:exec', 'rm -rf /')).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: 'Canale IPC sconosciuto' },
    });
    const result = parseIpcRequest('app:get-info', { anything: true });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('invalid-request');
    expect(!result.ok && result.error.message).toBe('Richiesta non valida');
  });

  it('validates the app info response', () => {
    const info: AppInfo = { version: '0.1.0', platform: 'linux', mode: 'embedded', apiUrlFromEnv: false, configFile: '/c.json' };
    expect(appInfoSchema.parse(info)).toEqual(info);
    expect(IPC_CONTRACT['app:get-api-base-url'].response.safeParse('http://127.0.0.1:3000').success).toBe(true);
    expect(IPC_CONTRACT['app:get-api-base-url'].response.safeParse('file:///x').success).toBe(false);
  });

  it('round-trips the wire result and refuses malformed ones', () => {
    expect(parseIpcResult(ipcSuccess(3))).toEqual({ ok: true, data: 3 });
    expect(parseIpcResult(ipcFailure('forbidden', 'No'))).toEqual({ ok: false, error: { code: 'forbidden', message: 'No' } });
    expect(parseIpcResult(ipcFailure('invalid-request', 'X', { mode: 'Y' }))).toEqual({
      ok: false,
      error: { code: 'invalid-request', message: 'X', validation_errors: { mode: 'Y' } },
    });
    expect(parseIpcResult({ data: 1 })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'Risposta non valida dal processo principale' },
    });
    expect(parseIpcResult(undefined).ok).toBe(false);
    expect(parseIpcResult({ ok: false, error: { code: 'nope', message: 'x' } }).ok).toBe(false);
    expect(parseIpcResult({ ok: false, error: { code: 'failed', message: 'x', validation_errors: { a: 1 } } })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'Risposta non valida dal processo principale' },
    });
    expect(parseIpcResult({ ok: 'true', data: 1 }).ok).toBe(false);
  });

  it('types window.banco from the contract', () => {
    expectTypeOf<BancoBridge['getAppInfo']>().toEqualTypeOf<() => Promise<AppInfo>>();
    expectTypeOf<BancoBridge['getConfig']>().toEqualTypeOf<() => Promise<AppConfig>>();
    expectTypeOf<BancoBridge['getApiBaseUrl']>().toEqualTypeOf<() => Promise<string>>();
    expectTypeOf<BancoBridge['signIn']>().toEqualTypeOf<(request: SignInRequest) => Promise<SignInAnswer>>();
    expectTypeOf<BancoBridge['refreshSession']>().toEqualTypeOf<() => Promise<{ access_token: string } | null>>();
    expectTypeOf<keyof BancoBridge>().toEqualTypeOf<'getAppInfo' | 'getConfig' | 'getApiBaseUrl' | 'signIn' | 'refreshSession' | 'clearSession'>();
  });
});
