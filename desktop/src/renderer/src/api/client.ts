import {
  fillMessage,
  IDEMPOTENCY_KEY_HEADER,
  MSG,
  sessionGrantOf,
  type ApiSuccess,
  type SignInAnswer,
  type SignInRequest,
  type ValidationErrors,
} from '@banco/shared';
import { ApiError, ApiValidationError } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** null and undefined values are dropped (spec 1 §7). */
  query?: QueryParams;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header (idempotent endpoints: the same on a retry after a refresh). */
  idempotencyKey?: string;
}

export interface SessionTokens {
  access_token: string;
  /** Absent when the server keeps the current refresh token. */
  refresh_token?: string;
}

/** What the client needs from the session: the tokens, and what to do when it ends. */
export interface ApiSession {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  storeTokens(tokens: SessionTokens): void;
  /**
   * The server refused the refresh (4xx) or none was possible: clear the session and go to /login
   * (spec 1 §4, §8). `refusal`: why a session there was has ended (the server's message, or
   * MSG.sessionExpired); none when there was no session to renew (never signed in, signed out elsewhere).
   */
  expire(refusal?: string): void;
  /** Reads the session that other tabs may have renewed meanwhile (shared storage). */
  reloadShared(): Promise<void>;
  /**
   * When another party holds the refresh token (the desktop app's main process, session-keeper.ts):
   * the renewal, answering new tokens or null when the server refused. Without it the client posts
   * /auth/refresh with getRefreshToken().
   */
  renew?: () => Promise<SessionTokens | null>;
  /**
   * When another party holds the refresh token: it makes the calls that grant a session (login,
   * company switch, first administrator: SESSION_GRANTS) and answers the server's status and
   * envelope without the refresh token. Without it the client posts them like any call.
   */
  signIn?: (request: SignInRequest) => Promise<SignInAnswer>;
}

/** Runs `work` while no other tab or window of the app runs its own (Web Locks in the browser). */
export type RunExclusive = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export interface ApiClientOptions {
  /**
   * '/api' in the browser (same origin); an absolute URL in tests. Or a function answering it, asked
   * before each request: the desktop app learns its server from the main process (bridge). A string
   * answer is used at once (the request starts in the same tick); a promise is awaited, and when it
   * fails the request fails as a connection error.
   */
  baseUrl: string | (() => string | Promise<string>);
  session: ApiSession;
  fetch?: typeof fetch;
  /** Serialises refreshes across tabs; by default only within this page. */
  exclusive?: RunExclusive;
}

/** How long a refresh may take before it counts as no answer (the session stays). */
export const REFRESH_TIMEOUT_MS = 15_000;

/** A file as a file endpoint answered it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The name in Content-Disposition: the UTF-8 `filename*` when given, else the plain `filename`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

export interface ApiClient {
  /** The success envelope, whole: for answers that carry more than data (pagination, stats). */
  requestEnvelope<T, Extra extends object = object>(path: string, options?: RequestOptions): Promise<ApiSuccess<T> & Extra>;
  /** The data of the success envelope. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A file endpoint's answer (a PDF, a CSV): its bytes and the name the server gave it; errors as for `request`. */
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
  /**
   * POST /auth/refresh once for all concurrent callers; false (and the session expired) when the
   * server refuses it; throws, keeping the session, when no answer came.
   */
  refreshSession(): Promise<boolean>;
}

/** Calls that must never trigger a refresh (spec 1 §4): they are the session itself. */
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/refresh', '/auth/logout']);

export const CONNECTION_ERROR = 'Impossibile contattare il server. Controlla la connessione e riprova.';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readValidationErrors(value: unknown): ValidationErrors | undefined {
  if (!isObject(value)) return undefined;
  const errors: ValidationErrors = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string') errors[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** Turns a response into the success envelope, or throws the error spec 1 §8 describes. */
export async function readEnvelope<T>(response: Response, path: string): Promise<ApiSuccess<T>> {
  const status = response.status;
  const invalid = () => new ApiError(fillMessage(MSG.invalidJsonResponse, { path }), { status, path });
  let text: string;
  try {
    text = await response.text();
  } catch {
    // the connection broke while the body arrived (network drop, page unloading): no answer
    throw new ApiError(CONNECTION_ERROR, { status: 0, path });
  }
  // An empty body is 'Empty response', reported as invalid JSON.
  if (text.trim() === '') throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const object: JsonObject = isObject(body) ? body : {};
  const validationErrors = readValidationErrors(object.validation_errors);
  const details = { status, path, requestId: nonEmptyString(object.request_id) };

  if (!response.ok || object.success !== true) {
    const fallback = response.ok ? MSG.apiRequestFailed : fillMessage(MSG.httpStatus, { status });
    const serverMessage = nonEmptyString(object.error) ?? nonEmptyString(object.message);
    const message = serverMessage ?? fallback;
    const failure = { ...details, fromServer: serverMessage !== undefined };
    if (validationErrors && object.success !== true) throw new ApiValidationError(message, failure, validationErrors);
    throw new ApiError(message, failure);
  }
  return object as unknown as ApiSuccess<T>;
}

/** The tokens of a refresh (or login) answer: in data, or at the top level in older servers. */
export function readTokens(envelope: JsonObject): SessionTokens | null {
  const data = isObject(envelope.data) ? envelope.data : {};
  const access = nonEmptyString(data.access_token) ?? nonEmptyString(envelope.access_token) ?? nonEmptyString(data.token) ?? nonEmptyString(envelope.token);
  if (!access) return null;
  const refresh = nonEmptyString(data.refresh_token) ?? nonEmptyString(envelope.refresh_token);
  return refresh ? { access_token: access, refresh_token: refresh } : { access_token: access };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, session } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  /** A grant made by the refresh token's holder, answered as the server answered it (less the refresh token). */
  async function signInThroughHolder(signIn: NonNullable<ApiSession['signIn']>, request: SignInRequest): Promise<Response> {
    const { status, body } = await signIn(request);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  async function send(path: string, init: RequestOptions, token: string | null): Promise<Response> {
    const method = init.method ?? 'GET';
    const grant = session.signIn ? sessionGrantOf(method, pathOnly(path)) : undefined;
    if (grant !== undefined && session.signIn) {
      try {
        const body = (init.body ?? {}) as Record<string, unknown>;
        return await signInThroughHolder(session.signIn, { grant, body, ...(token ? { access_token: token } : {}) });
      } catch {
        throw new ApiError(CONNECTION_ERROR, { status: 0, path });
      }
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = init.idempotencyKey;
    try {
      const answer = typeof baseUrl === 'string' ? baseUrl : baseUrl();
      const base = typeof answer === 'string' ? answer : await answer;
      return await doFetch(buildUrl(base, path, init.query), {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(CONNECTION_ERROR, { status: 0, path });
    }
  }

  /** The answer to `path`, sent again once with a renewed token after a 401. */
  async function sendAuthorized(path: string, init: RequestOptions): Promise<Response> {
    const tokenUsed = session.getAccessToken();
    const response = await send(path, init, tokenUsed);
    if (response.status === 401 && !NO_REFRESH_PATHS.has(pathOnly(path))) {
      const current = session.getAccessToken();
      // Another call refreshed while this one was in flight: just retry with the new token.
      const renewed = current !== null && current !== tokenUsed;
      if (renewed || (await refreshSession())) return send(path, init, session.getAccessToken());
    }
    return response;
  }

  async function requestEnvelope<T, Extra extends object = object>(
    path: string,
    init: RequestOptions = {},
  ): Promise<ApiSuccess<T> & Extra> {
    return (await readEnvelope<T>(await sendAuthorized(path, init), path)) as ApiSuccess<T> & Extra;
  }

  async function download(path: string, init: RequestOptions = {}): Promise<DownloadedFile> {
    const response = await sendAuthorized(path, init);
    // a refusal answers the envelope: its message, as for any call
    if (!response.ok) await readEnvelope<never>(response, path);
    try {
      return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition'), pathOnly(path).split('/').pop() ?? 'file') };
    } catch {
      throw new ApiError(CONNECTION_ERROR, { status: 0, path });
    }
  }

  const exclusive: RunExclusive = options.exclusive ?? ((_name, work) => work());

  /**
   * One refresh at a time across tabs: inside the lock, a refresh token that changed since this
   * call began means another tab has just renewed the shared session — nothing left to do.
   * Only a 4xx answer ends the session; no answer (network, timeout) or a server error keeps it,
   * and the call fails with the connection message so the next one tries again.
   */
  async function performRefresh(): Promise<boolean> {
    if (session.renew) return renewThroughHolder(session.renew);
    const before = session.getRefreshToken();
    return exclusive('banco-session-refresh', async () => {
      await session.reloadShared();
      const refreshToken = session.getRefreshToken();
      if (refreshToken && refreshToken !== before) return true;
      if (!refreshToken) {
        session.expire();
        return false;
      }
      let envelope: ApiSuccess<unknown>;
      try {
        const response = await send(
          '/auth/refresh',
          { method: 'POST', body: { refresh_token: refreshToken }, signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) },
          null,
        );
        envelope = await readEnvelope<unknown>(response, '/auth/refresh');
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          session.expire(error.message);
          return false;
        }
        throw error instanceof ApiError ? error : new ApiError(CONNECTION_ERROR, { status: 0, path: '/auth/refresh' });
      }
      const tokens = readTokens(envelope as unknown as JsonObject);
      if (!tokens) throw new ApiError(fillMessage(MSG.invalidJsonResponse, { path: '/auth/refresh' }), { status: 200, path: '/auth/refresh' });
      session.storeTokens(tokens);
      return true;
    });
  }

  /** The same outcomes as a refresh posted here: refused ends the session, no answer keeps it. */
  async function renewThroughHolder(renew: () => Promise<SessionTokens | null>): Promise<boolean> {
    let tokens: SessionTokens | null;
    try {
      tokens = await renew();
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(CONNECTION_ERROR, { status: 0, path: '/auth/refresh' });
    }
    if (!tokens) {
      // the holder says only that the server refused
      session.expire(MSG.sessionExpired);
      return false;
    }
    session.storeTokens(tokens);
    return true;
  }

  function refreshSession(): Promise<boolean> {
    refreshing ??= performRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    requestEnvelope,
    download,
    async request<T>(path: string, init?: RequestOptions): Promise<T> {
      const envelope = await requestEnvelope<T>(path, init);
      return envelope.data;
    },
    refreshSession,
  };
}
