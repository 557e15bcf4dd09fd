import { APPEARANCE_MSG, type Appearance } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { systemEm } from '../src/common/tenancy.ts';
import { factories, type Factories } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
});
afterAll(() => server?.close());

async function call<T>(token: string | undefined, method: string, body?: unknown) {
  const res = await server.request<Envelope>(method, '/api/settings/appearance', { token, body });
  return { status: res.status, body: res.body, data: res.body.data as T };
}

async function consultant(): Promise<string> {
  return (await consultantUser()).token;
}

async function consultantUser(): Promise<{ id: number; token: string }> {
  const company = await make.company();
  const store = await make.store(company.id);
  const manager = await make.user({ role: 'manager', companyId: company.id, storeIds: [store.id] });
  const user = await make.user({ role: 'consultant', companyId: company.id, storeIds: [store.id], managerId: manager.id });
  return { id: user.id, token: (await user.login()).access_token };
}

describe('/settings/appearance', () => {
  it('starts light and comfortable; a consultant saves its own theme and density', async () => {
    const token = await consultant();
    expect((await call<Appearance>(token, 'GET')).data).toEqual({ theme_preference: 'light', density: 'comfortable' });

    const saved = await call<Appearance>(token, 'PUT', { theme_preference: 'auto', density: 'compact' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(APPEARANCE_MSG.saved);
    expect(saved.data).toEqual({ theme_preference: 'auto', density: 'compact' });
    expect((await call<Appearance>(token, 'GET')).data).toEqual({ theme_preference: 'auto', density: 'compact' });
    // the session user carries the same theme
    const me = await server.request<Envelope>('GET', '/api/auth/me', { token });
    expect(me.body.data).toMatchObject({ theme_preference: 'auto' });
  });

  it('audits a change under the API\'s field names, by the user, and nothing when nothing changed', async () => {
    const { id, token } = await consultantUser();
    await call(token, 'PUT', { theme_preference: 'dark', density: 'comfortable' });
    await call(token, 'PUT', { theme_preference: 'dark', density: 'comfortable' });
    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'User', entityId: String(id), action: 'appearance_updated' }, { populate: ['user'] });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual({ theme_preference: { from: 'light', to: 'dark' } });
    expect(audit[0]?.user?.id).toBe(id);
  });

  it('is each user\'s own: another user of the company keeps its appearance', async () => {
    const [first, second] = await Promise.all([consultant(), consultant()]);
    await call(first, 'PUT', { theme_preference: 'dark', density: 'compact' });
    expect((await call<Appearance>(second, 'GET')).data).toEqual({ theme_preference: 'light', density: 'comfortable' });
  });

  it('refuses unknown values with Italian messages and changes nothing', async () => {
    const token = await consultant();
    const res = await call(token, 'PUT', { theme_preference: 'blu', density: 'enorme' });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ theme_preference: APPEARANCE_MSG.themeInvalid, density: APPEARANCE_MSG.densityInvalid });
    expect((await call<Appearance>(token, 'GET')).data).toEqual({ theme_preference: 'light', density: 'comfortable' });
  });

  it('needs a session', async () => {
    expect((await call(undefined, 'GET')).status).toBe(401);
    expect((await call(undefined, 'PUT', { theme_preference: 'dark', density: 'compact' })).status).toBe(401);
  });
});
