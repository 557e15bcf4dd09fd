import { fileAnswerSchema, IDEMPOTENT_REPLAY_HEADER, type AnyEndpoint, type FileAnswer, type BodyOf, type ExtraOf, type ParamsOf, type QueryOf, type ResponseOf } from '@banco/shared';
import { Router } from '@koa/router';
import { allowAnonymous, assertAccess, requireAccess, type RouteRule } from '../common/policy.ts';
import { successBody } from './envelope.ts';
import { idempotencyKeyOf, idempotentRequest, runOnce, type StoredAnswer } from './idempotency.ts';
import { isReadAhead, runReadAhead } from './read-ahead.ts';
import { Reply } from './reply.ts';
import { checkResponse } from './response-check.ts';
import { serviceContextOf, type ServiceContext } from './service-context.ts';
import type { AppRouterContext, AppState } from './state.ts';
import { parse } from './validate.ts';

/** What a handler receives: the parsed input, the ServiceContext (unless public) and the raw request. */
export type HandlerInput<E extends AnyEndpoint> = {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  http: AppRouterContext;
} & (E['access'] extends 'public' ? object : { sc: ServiceContext });

/** The data, or a Reply; an endpoint that declares fields beside data (`extra`) always answers a Reply carrying them. */
export type HandlerResult<E extends AnyEndpoint> = undefined extends ExtraOf<E>
  ? ResponseOf<E> | Reply<ResponseOf<E>>
  : Reply<ResponseOf<E>, ExtraOf<E>>;

export type Handler<E extends AnyEndpoint> = (input: HandlerInput<E>) => Promise<HandlerResult<E>>;

/** A module's endpoint → handler map: every endpoint of the contract has exactly one handler. */
export type Handlers<C extends Record<string, AnyEndpoint>> = { [K in keyof C]: Handler<C[K]> };

export interface RegistrarOptions {
  requireAuth: RouteRule;
  /** The rule of read-ahead routes (http/read-ahead.ts); without it they authenticate as the others. */
  readAheadAuth?: RouteRule;
  /** Check every response against its declared schema (tests and development). */
  checkResponses: boolean;
}

/** Where a registered route keeps its declaration, so tests can walk every declared route off the app. */
const ENDPOINT = Symbol('endpoint');

/** The declaration of a route registered by registerContract (its last middleware), or undefined. */
export function declaredEndpoint(middleware: unknown): AnyEndpoint | undefined {
  return typeof middleware === 'function' ? (middleware as { [ENDPOINT]?: AnyEndpoint })[ENDPOINT] : undefined;
}

function accessRules(endpoint: AnyEndpoint, requireAuth: RouteRule): RouteRule[] {
  if (endpoint.access === 'public') return [allowAnonymous];
  if (endpoint.access === 'authenticated') return [requireAuth];
  return [requireAuth, requireAccess(endpoint.access, endpoint.forbidden)];
}

/** The endpoint's permission checked again, for a read-ahead route's changed caller. */
function recheckAccess(endpoint: AnyEndpoint, state: AppState): void {
  if (endpoint.access !== 'public' && endpoint.access !== 'authenticated') assertAccess(state, endpoint.access, endpoint.forbidden);
}

/**
 * Registers a module's routes from its contract: access rule, parsing of params, query and body,
 * the handler, the success envelope with the declared status and message, and (when enabled)
 * the response check. A malformed param, query or body is bad input alike: 422 with
 * validation_errors on its field (a well-formed id of no visible row is the service's 404).
 * An `idempotent` endpoint called with an `Idempotency-Key` runs all of it once per key
 * (http/idempotency.ts). Declaration order is registration order (fixed paths before `/:id`).
 */
export function registerContract<C extends Record<string, AnyEndpoint>>(
  contract: C,
  handlers: Handlers<C>,
  options: RegistrarOptions,
): Router<AppState> {
  const router = new Router<AppState>();
  for (const name of Object.keys(contract) as (keyof C & string)[]) {
    const endpoint = contract[name];
    const handler = handlers[name] as unknown as Handler<AnyEndpoint>;
    if (!endpoint) continue;
    if (endpoint.idempotent && endpoint.access === 'public') throw new Error(`${endpoint.method} ${endpoint.path}: idempotent endpoints need a signed-in caller`);
    if (endpoint.idempotent && endpoint.file) throw new Error(`${endpoint.method} ${endpoint.path}: a file is read, not created: no Idempotency-Key`);
    const ahead = isReadAhead(handler);
    if (ahead && (endpoint.access === 'public' || endpoint.idempotent)) throw new Error(`${endpoint.method} ${endpoint.path}: read-ahead routes are signed-in reads`);
    const run: RouteRule = async (ctx) => {
      const routeCtx = ctx as AppRouterContext;
      const parsed = {
        params: parse(endpoint.params, routeCtx.params),
        query: parse(endpoint.query, ctx.query),
        body: parse(endpoint.body, ctx.request.body),
      };
      const key = endpoint.idempotent ? idempotencyKeyOf(ctx) : undefined;
      const answerWith = async (sc: ServiceContext | undefined): Promise<StoredAnswer> => {
        const input = { ...parsed, http: routeCtx, ...(sc === undefined ? {} : { sc }) } as HandlerInput<AnyEndpoint>;
        const result = await handler(input);
        // a read-ahead route answers for its caller once that caller is confirmed
        await ctx.state.pendingIdentity?.settle();
        const answer: Reply<unknown, unknown> = result instanceof Reply ? result : new Reply(result);
        if (options.checkResponses) checkResponse(endpoint, answer.data, answer.extra);
        const message = answer.message ?? endpoint.success.message;
        const body = successBody(answer.data, message);
        return {
          status: answer.status ?? endpoint.success.status,
          body: answer.extra === undefined ? body : { ...body, ...(answer.extra as object) },
        };
      };
      const sc = endpoint.access === 'public' ? undefined : serviceContextOf(ctx.state);
      if (endpoint.file) {
        const input = { ...parsed, http: routeCtx, ...(sc === undefined ? {} : { sc }) } as HandlerInput<AnyEndpoint>;
        const file = fileAnswerSchema.parse(await handler(input));
        await ctx.state.pendingIdentity?.settle();
        sendFile(routeCtx, file);
        return;
      }
      const { answer, replayed } =
        key !== undefined && sc !== undefined
          ? await runOnce(sc, idempotentRequest(endpoint, key, parsed), answerWith)
          : { answer: await answerWith(sc), replayed: false };
      if (replayed) ctx.set(IDEMPOTENT_REPLAY_HEADER, 'true');
      ctx.status = answer.status;
      ctx.body = answer.body;
    };
    const route: RouteRule = ahead ? async (ctx, next) => runReadAhead(ctx.state, () => run(ctx, next), () => recheckAccess(endpoint, ctx.state)) : run;
    Object.assign(route, { [ENDPOINT]: endpoint });
    router.register(endpoint.path, [endpoint.method], [...accessRules(endpoint, ahead ? (options.readAheadAuth ?? options.requireAuth) : options.requireAuth), route]);
  }
  return router;
}

/** A file endpoint's answer: the bytes with their type, saved under their name (RFC 6266 / 5987 for accents). */
function sendFile(ctx: AppRouterContext, file: FileAnswer): void {
  const ascii = file.filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  ctx.set('Content-Type', file.content_type);
  ctx.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  // Cache-Control: no-store comes with every API answer (security.ts)
  ctx.status = 200;
  ctx.body = Buffer.from(file.bytes);
}
