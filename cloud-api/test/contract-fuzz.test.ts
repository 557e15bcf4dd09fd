import { allows, MSG, permissionsFor, UNSAFE_TEXT_MESSAGE, type AnyEndpoint, type Role } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './support/api-routes.ts';
import { databaseFingerprint } from './support/database-fingerprint.ts';
import { schemaFields, valueAt, type SchemaField } from './support/schema-fields.ts';
import { startTestServer, type ApiResponse, type Envelope, type TestServer } from './support/test-server.ts';

/**
 * Contract fuzz (issue 7 point 3): every route the app registers gets bad input derived from its
 * declaration — NUL and unpaired surrogates in every text and query param, wrong types per field,
 * null and wrong elements inside arrays, non-canonical ids in paths and bodies, an oversized
 * header — and must answer a 4xx envelope naming the field, never a 5xx, and change nothing.
 * Routes read off the app (support/api-routes.ts), so a new domain is walked without a line here;
 * routes not yet declared with defineEndpoint get the generic cases. Fixed case lists: deterministic.
 */

const DEMO_EMAILS: Record<Role, string> = {
  superadmin: 'superadmin@banco.demo',
  entrepreneur: 'imprenditore@banco.demo',
  manager: 'manager@banco.demo',
  consultant: 'consulente@banco.demo',
};

/** Canonical and well-formed, but no row has it: a bad case that slipped past validation would find nothing. */
const ABSENT_ID = '2147483646';

const NUL_TEXT = 'Mar\u0000co';
const LONE_SURROGATE = 'a\ud800b';
const BAD_PATH_IDS = ['0', '01', '-1', '0x9', '9e0', '4.0', '%201', '%00', '%ED%A0%80', '99999999999'];
const BAD_BODY_IDS: unknown[] = [true, 1.5, 0, -1, '01', '0x9', '9e0', '4.0', 2_147_483_648];
const BAD_QUERY_IDS = ['0', '01', '0x9', '9e0', '4.0', 'abc'];

/** A value of another type than the field takes. */
function wrongValues(field: SchemaField): unknown[] {
  switch (field.kind) {
    case 'string':
      return [12345, { testo: 'x' }];
    case 'number':
      return ['dodici', true];
    case 'boolean':
      return ['forse', 1];
    case 'id':
      return BAD_BODY_IDS;
    case 'enum':
      return ['valore_inesistente', 7];
    case 'array':
      return ['non una lista', { 0: 'x' }];
    case 'object':
      return ['non un oggetto', [1]];
    default:
      return [];
  }
}

/** The same in a query string (always text). */
function wrongQueryValues(field: SchemaField): string[] {
  switch (field.kind) {
    case 'number':
      return ['dodici', '1e999'];
    case 'id':
      return BAD_QUERY_IDS;
    case 'enum':
    case 'boolean':
      return ['valore_inesistente'];
    default:
      return [];
  }
}

let server: TestServer;
let routes: ApiRoute[];
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const [role, email] of Object.entries(DEMO_EMAILS) as [Role, string][]) tokens[role] = (await server.login(email)).access_token;
  routes = apiRoutes(server);
});
afterAll(() => server?.close());

const label = (route: ApiRoute) => `${route.method} ${route.path}`;
const declared = (route: ApiRoute): route is ApiRoute & { endpoint: AnyEndpoint } => route.endpoint !== undefined;
/** The JSON body parser reads POST, PUT and PATCH bodies; a DELETE's body never reaches a route. */
const hasBody = (route: ApiRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] as string);

/**
 * The first role the route's permission allows, a company's owner before the superadmin: most
 * routes act on the caller's current company, which the superadmin has none of; the platform's
 * own routes (companies, plans, system) are the superadmin's only.
 */
function roleFor(route: ApiRoute): Role {
  const access = route.endpoint?.access;
  if (access === undefined || typeof access === 'string') return 'superadmin';
  return (['entrepreneur', 'superadmin', 'manager', 'consultant'] as const).find((role) => allows(permissionsFor(role), access)) ?? 'superadmin';
}

/** The route's path with every param an absent id, except the ones given (already URL-encoded). */
function pathOf(route: ApiRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => params[name] ?? ABSENT_ID);
}

interface Sent {
  path?: string;
  query?: string;
  body?: unknown;
  /** The body's Content-Type (default application/json). */
  contentType?: string;
}

async function send(route: ApiRoute, sent: Sent): Promise<ApiResponse> {
  const url = `${sent.path ?? pathOf(route)}${sent.query === undefined ? '' : `?${sent.query}`}`;
  const withBody = sent.body === undefined ? {} : { rawBody: JSON.stringify(sent.body) };
  const headers: Record<string, string> = sent.contentType === undefined ? {} : { 'Content-Type': sent.contentType };
  return server.request(route.method, url, { token: tokens[roleFor(route)], headers, ...withBody });
}

/** What was wrong with an answer to bad input, or null: a 4xx failure envelope, and `check` on it. */
function refusal(res: ApiResponse, check: (body: Envelope) => string | null): string | null {
  // the answer may be anything (text, even): check it before treating it as the envelope
  const body = res.body as Envelope | string | null;
  if (res.status >= 500) return `answered ${res.status} ${JSON.stringify(body)}`;
  if (res.status < 400) return `accepted it (${res.status})`;
  if (typeof body !== 'object' || body === null || body.success !== false || typeof body.error !== 'string' || body.error === '') {
    return `${res.status} without the envelope: ${JSON.stringify(body)}`;
  }
  return check(body);
}

/** A 422 whose validation_errors name `field` (with `message`, when given). */
const namesField = (res: ApiResponse, field: string, message?: string) =>
  refusal(res, (body) => {
    if (res.status !== 422) return `answered ${res.status} ${JSON.stringify(body)} instead of 422 on ${field}`;
    const got = body.validation_errors?.[field];
    if (got === undefined) return `422 without ${field} in validation_errors: ${JSON.stringify(body.validation_errors)}`;
    if (message !== undefined && got !== message) return `${field}: '${got}' instead of '${message}'`;
    return null;
  });

/**
 * Runs the cases of every picked route and collects what went wrong, with the database
 * fingerprint before and after the walk: refused requests change nothing.
 */
async function walk(
  pick: (route: ApiRoute) => boolean,
  cases: (route: ApiRoute) => { name: string; sent: Sent; judge: (res: ApiResponse) => string | null }[],
): Promise<string[]> {
  const problems: string[] = [];
  const before = await databaseFingerprint(server.orm);
  for (const route of routes.filter(pick)) {
    for (const { name, sent, judge } of cases(route)) {
      const problem = judge(await send(route, sent));
      if (problem !== null) problems.push(`${label(route)} ${name}: ${problem}`);
    }
  }
  const after = await databaseFingerprint(server.orm);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  if (changed.length > 0) problems.push(`bad input changed ${changed.join(', ')}`);
  return problems;
}

describe('contract fuzz over every registered route', () => {
  it('walks the routes of every module, declared ones with their schemas', () => {
    const paths = routes.map(label);
    expect(paths).toContain('GET /api/health');
    expect(paths).toContain('PUT /api/stores/:id');
    expect(paths).toContain('POST /api/users');
    expect(routes.filter(declared).length).toBeGreaterThanOrEqual(15);
  });

  it('a path id in any form but canonical decimal is a 422 on the param', async () => {
    const problems = await walk(
      (route) => paramNames(route.path).length > 0,
      (route) =>
        paramNames(route.path).flatMap((name) =>
          BAD_PATH_IDS.map((bad) => ({
            name: `:${name}=${bad}`,
            sent: { path: pathOf(route, { [name]: bad }) },
            judge: (res: ApiResponse) => {
              if (!declared(route)) return `${label(route)} takes path params without a declared schema`;
              const raw = Object.fromEntries(paramNames(route.path).map((param) => [param, param === name ? routerDecoded(bad) : ABSENT_ID]));
              const expected = route.endpoint.params.safeParse(raw).error?.issues[0]?.message;
              // a 422 naming the param (NUL gets the text rule's message)
              return refusal(res, (body) =>
                res.status === 422 && [expected, UNSAFE_TEXT_MESSAGE].includes(body.validation_errors?.[name])
                  ? null
                  : `answered ${res.status} ${JSON.stringify(body)} instead of 422 on ${name} '${expected}'`,
              );
            },
          })),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('NUL in a query param, declared or not, is a 422 on that param', async () => {
    const problems = await walk(
      () => true,
      (route) => {
        const fields = declared(route) ? schemaFields(route.endpoint.query).filter((field) => field.path.length === 1) : [];
        const names = [...fields.filter((field) => field.takesText).map((field) => field.path[0] as string), 'fuzz'];
        return names.map((name) => ({
          name: `?${name}=NUL`,
          sent: { query: `${name}=a%00b` },
          judge: (res: ApiResponse) => namesField(res, name, UNSAFE_TEXT_MESSAGE),
        }));
      },
    );
    expect(problems).toEqual([]);
  });

  it('a query param of the wrong type or a non-canonical id is a 422 on that param', async () => {
    const problems = await walk(declared, (route) =>
      schemaFields((route.endpoint as AnyEndpoint).query)
        .filter((field) => field.path.length === 1)
        .flatMap((field) =>
          wrongQueryValues(field).map((bad) => ({
            name: `?${field.path[0]}=${bad}`,
            sent: { query: `${field.path[0]}=${encodeURIComponent(bad)}` },
            judge: (res: ApiResponse) => namesField(res, field.path[0] as string),
          })),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('NUL or an unpaired surrogate in any text of a body is a 422 on that field', async () => {
    const problems = await walk(
      hasBody,
      (route) => {
        const fields = declared(route) ? schemaFields(route.endpoint.body).filter((field) => field.takesText) : [];
        const paths = fields.length > 0 ? fields.map((field) => field.path) : [['nota']];
        return paths.flatMap((path) =>
          [NUL_TEXT, LONE_SURROGATE].map((text) => ({
            name: `${path.join('.')}=${JSON.stringify(text)}`,
            sent: { body: valueAt(path, text) },
            judge: (res: ApiResponse) => namesField(res, path.join('.'), UNSAFE_TEXT_MESSAGE),
          })),
        );
      },
    );
    expect(problems).toEqual([]);
  });

  it('a body field of the wrong type, a non-canonical id, or a null or wrong element in an array is a 422 on that field', async () => {
    const problems = await walk(
      (route) => declared(route) && hasBody(route),
      (route) =>
        schemaFields((route.endpoint as AnyEndpoint).body).flatMap((field) => {
          const wrong = wrongValues(field).map((bad) => ({ path: field.path, value: bad }));
          const elements =
            field.kind === 'array' && field.element
              ? [
                  ...(field.element.nullable ? [] : [{ path: field.element.path, value: null as unknown }]),
                  ...wrongValues(field.element).map((bad) => ({ path: field.element?.path ?? [], value: bad })),
                ]
              : [];
          return [...wrong, ...elements].map(({ path, value }) => ({
            name: `${path.join('.')}=${JSON.stringify(value)}`,
            sent: { body: valueAt(path, value) },
            judge: (res: ApiResponse) => namesField(res, path.join('.')),
          }));
        }),
    );
    expect(problems).toEqual([]);
  });

  it('a body that is not JSON (text, a form) is a 415 with the envelope on every route that reads a body', async () => {
    const problems = await walk(hasBody, () =>
      ['text/plain', 'application/x-www-form-urlencoded'].map((contentType) => ({
        name: contentType,
        sent: { body: {}, contentType },
        judge: (res: ApiResponse) =>
          refusal(res, (body) => (res.status === 415 && body.error === MSG.unsupportedMediaType ? null : `answered ${res.status} '${body.error}'`)),
      })),
    );
    expect(problems).toEqual([]);
  });

  it('an oversized header gets 431 with the envelope on every route', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const res = await fetch(`${server.url}${pathOf(route)}`, { method: route.method, headers: { 'X-Grande': 'a'.repeat(40_000) } });
      const body = (await res.json()) as unknown;
      if (res.status !== 431 || JSON.stringify(body) !== JSON.stringify({ success: false, error: MSG.headersTooLarge })) {
        problems.push(`${label(route)}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** A path segment as the router hands it over: decoded, or as sent when it is not UTF-8 ('%ED%A0%80'). */
function routerDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
