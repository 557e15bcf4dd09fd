import { fillPath, type AnyEndpoint, type ExtraOf, type ResponseOf, type z } from '@banco/shared';
import type { ApiClient, DownloadedFile, QueryParams, RequestOptions } from './client.ts';

type Present<T> = Exclude<T, undefined>;

/** Path params as the caller has them: numbers or strings, one per `:name` the endpoint declares. */
type ParamsInput<E extends AnyEndpoint> = { [K in keyof Present<z.input<E['params']>>]: string | number };

/** Undeclared params and query are optional (the contract's default accepts nothing); declared ones are required. */
type ParamsPart<E extends AnyEndpoint> = undefined extends z.input<E['params']> ? { params?: undefined } : { params: ParamsInput<E> };
type QueryPart<E extends AnyEndpoint> = undefined extends z.input<E['query']> ? { query?: undefined } : { query: z.input<E['query']> };

/**
 * What `call` takes for an endpoint: params, query and body typed by its declaration, and a signal.
 * An idempotent endpoint's call carries an Idempotency-Key: `idempotencyKey` (a wizard's submission
 * keeps one across its retries), else a new one per call.
 */
export type CallOptions<E extends AnyEndpoint> = ParamsPart<E> &
  QueryPart<E> &
  (unknown extends z.input<E['body']> ? { body?: undefined } : { body: z.input<E['body']> }) & {
    signal?: AbortSignal;
    idempotencyKey?: string;
  };

export type Call = <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>) => Promise<ResponseOf<E>>;

/**
 * The whole success answer: data, the server's message (a string when the endpoint declares one: the
 * server always sends it), and the fields an endpoint declares beside data (`extra`).
 */
export type Enveloped<E extends AnyEndpoint> = { data: ResponseOf<E> } & MessageOf<E> & (undefined extends ExtraOf<E> ? object : ExtraOf<E>);

type MessageOf<E extends AnyEndpoint> = E['success']['message'] extends string ? { message: string } : { message?: string };

export type CallEnvelope = <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>) => Promise<Enveloped<E>>;

function requestOf(endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>): [string, RequestOptions] {
  const { params, query, body, signal, idempotencyKey } = options as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  return [
    fillPath(endpoint.path, params),
    {
      method: endpoint.method,
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { body }),
      ...(signal === undefined ? {} : { signal }),
      ...(endpoint.idempotent ? { idempotencyKey: idempotencyKey ?? crypto.randomUUID() } : {}),
    },
  ];
}

/**
 * The renderer's one way to call the API: an endpoint of a shared contract and its typed input;
 * the answer is the endpoint's declared response. Built on the ApiClient (refresh on 401, errors).
 */
export function createCall(client: ApiClient): Call {
  return <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>): Promise<ResponseOf<E>> =>
    client.request<ResponseOf<E>>(...requestOf(endpoint, options as CallOptions<AnyEndpoint>));
}

/** `createCall` answering the whole envelope `{ data, message?, ...extra }` (for `extra` fields, or the server's message). */
export function createCallEnvelope(client: ApiClient): CallEnvelope {
  return async <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>): Promise<Enveloped<E>> => {
    const envelope = await client.requestEnvelope<ResponseOf<E>>(...requestOf(endpoint, options as CallOptions<AnyEndpoint>));
    const { success: _success, ...rest } = envelope;
    return rest as Enveloped<E>;
  };
}

/** A file endpoint's call (`file: true` in the contract): the file's bytes and name, to save or show. */
export type Download = <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>) => Promise<DownloadedFile>;

export function createDownload(client: ApiClient): Download {
  return <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>): Promise<DownloadedFile> => {
    if (!endpoint.file) throw new Error(`${endpoint.method} ${endpoint.path} answers the envelope, not a file: use createCall`);
    return client.download(...requestOf(endpoint, options as CallOptions<AnyEndpoint>));
  };
}
