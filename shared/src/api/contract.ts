import { z } from 'zod';
import type { Permission } from '../auth/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone ('public'), any signed-in user ('authenticated'), or a user
 * whose permissions map holds one resource's action.
 */
export type EndpointAccess = 'public' | 'authenticated' | Permission;

/**
 * One endpoint, declared once (ARCHITECTURE "The shape of a domain"): the server registers and
 * parses with it, the renderer's client is typed by it, and tests check every response against it.
 * `path` is relative to /api and uses `:name` for path params.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Extra extends z.ZodType = z.ZodType,
  Message extends string | undefined = string | undefined,
> {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  /** The 403 message when the permission is missing (default MSG.forbidden). */
  forbidden?: string;
  /** Path params (`idField`): a value outside the declared form is bad input, 422 on that param. */
  params: Params;
  query: Query;
  body: Body;
  /** The schema of `data` in the success envelope. */
  response: Response;
  /**
   * Fields beside `data` at the top of the success envelope (GET /companies: stats and
   * pagination, spec 1 §7); `undefined` for every other endpoint.
   */
  extra: Extra;
  /**
   * The success answer's status and message (spec 1 §7), when they are fixed. A declared message is
   * always in the envelope (typed as a string for the client); `undefined` when the handler decides.
   */
  success: { status: number; message: Message };
  /**
   * Exactly once: a request carrying an `Idempotency-Key` (a client-generated UUID) does its work
   * once; a repeat with the same key and the same input gets the first answer (api/idempotency.ts).
   */
  idempotent: boolean;
  /**
   * The answer is a file (a PDF, a CSV), not the envelope: the handler returns a `FileAnswer` and the
   * client gets its bytes and name (`createDownload`). Errors still answer the envelope.
   */
  file: boolean;
}

/** What a file endpoint answers: its bytes, the name it is saved under and its type. */
export const fileAnswerSchema = z.object({
  filename: z.string().min(1),
  content_type: z.string().min(1),
  bytes: z.instanceof(Uint8Array),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/** No params or query declared: whatever comes is ignored (as the routes always did). */
const NOTHING = z.object({}).optional();
/** No body declared: whatever comes is ignored. */
const NO_BODY = z.unknown().transform((): undefined => undefined);
/** No fields beside data. */
const NO_EXTRA = z.undefined();

/** What a declaration gives; the rest takes the defaults (no params, no query, no body, 200). */
interface EndpointSpec<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
  Extra extends z.ZodType,
  Message extends string | undefined,
> {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  forbidden?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  extra?: Extra;
  status?: number;
  message?: Message;
  idempotent?: boolean;
  file?: boolean;
}

export function defineEndpoint<
  Response extends z.ZodType,
  Params extends z.ZodType = typeof NOTHING,
  Query extends z.ZodType = typeof NOTHING,
  Body extends z.ZodType = typeof NO_BODY,
  Extra extends z.ZodType = typeof NO_EXTRA,
  Message extends string | undefined = undefined,
>(spec: EndpointSpec<Params, Query, Body, Response, Extra, Message>): Endpoint<Params, Query, Body, Response, Extra, Message> {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    ...(spec.forbidden === undefined ? {} : { forbidden: spec.forbidden }),
    params: (spec.params ?? NOTHING) as Params,
    query: (spec.query ?? NOTHING) as Query,
    body: (spec.body ?? NO_BODY) as Body,
    response: spec.response,
    extra: (spec.extra ?? NO_EXTRA) as Extra,
    success: { status: spec.status ?? 200, message: spec.message as Message },
    idempotent: spec.idempotent ?? false,
    file: spec.file ?? false,
  };
}

/** Any endpoint, whatever its schemas. */
export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, z.ZodType, string | undefined>;

export type ParamsOf<E extends AnyEndpoint> = z.output<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.output<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.output<E['body']>;
/** The `data` a handler returns and a client receives. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;
/** The fields beside `data` (undefined when the endpoint declares none). */
export type ExtraOf<E extends AnyEndpoint> = z.output<E['extra']>;

/** What a caller sends: the schemas' inputs. */
export interface CallInput<E extends AnyEndpoint> {
  params: z.input<E['params']>;
  query: z.input<E['query']>;
  body: z.input<E['body']>;
}

/** `null` as data (deletes). */
export const nullResponse = z.null();

/** `/stores/:id/users/:userId` with `{ id: 3, userId: 9 }` → `/stores/3/users/9`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
