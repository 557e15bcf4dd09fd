import { MSG, type LoginResult, type SetupStatus } from '@banco/shared';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const admin = { first_name: 'Anna', last_name: 'Neri', email: 'anna@negozio.it', password: 'una-password-sicura' };
const REMOTE = { 'X-Forwarded-For': '192.0.2.10' };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A new, empty installation; X-Forwarded-For (trusted here) plays a caller on another machine. */
async function newInstall(): Promise<TestServer> {
  server = await startTestServer({ seedDemo: false, trustProxy: true });
  return server;
}

const status = async (s: TestServer, headers: Record<string, string> = {}) =>
  (await s.request('GET', '/api/setup/status', { headers })).body.data as SetupStatus;

describe('first run of a new installation', () => {
  it('on the server machine: asks for the first administrator, creates it once and signs it in', async () => {
    const s = await newInstall();
    expect(s.needsFirstAdmin).toBe(true);
    expect(await status(s)).toEqual({ needs_admin: true, requires_code: false, demo: false, support_email: null });

    const created = await s.request('POST', '/api/setup/admin', { body: admin });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(MSG.setupAdminCreated);
    const login = created.body.data as LoginResult;
    expect(login.user).toMatchObject({ email: 'anna@negozio.it', role: 'superadmin' });
    expect((await s.request('GET', '/api/auth/me', { token: login.access_token })).status).toBe(200);

    expect(await status(s)).toEqual({ needs_admin: false, requires_code: false, demo: false, support_email: null });
    const again = await s.request('POST', '/api/setup/admin', { body: { ...admin, email: 'altro@negozio.it' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MSG.setupAlreadyDone);

    // the product's three plans come with every installation: the first company can be created
    const plans = (await s.request('GET', '/api/public/plans')).body.data as Array<{ id: number; name: string; price_monthly: string; max_stores: number }>;
    expect(plans.map((plan) => [plan.name, plan.price_monthly, plan.max_stores])).toEqual([['Single', '29.90', 1], ['Multi', '79.90', 5], ['Max', '149.90', -1]]);
    const company = await s.request('POST', '/api/companies', { token: login.access_token, body: { name: 'Telefonia Neri', email: 'info@negozio.it', subscription_plan_id: plans[0]?.id, billing_cycle: 'monthly', country: 'IT' } });
    expect(company.status, JSON.stringify(company.body)).toBe(201);
  });

  it('from another machine only with the code printed on the console', async () => {
    const s = await newInstall();
    expect((await status(s, REMOTE)).requires_code).toBe(true);

    const missing = await s.request('POST', '/api/setup/admin', { body: admin, headers: REMOTE });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ setup_code: MSG.setupCodeInvalid });
    const wrong = await s.request('POST', '/api/setup/admin', { body: { ...admin, setup_code: 'AAAAAAAAAA' }, headers: REMOTE });
    expect(wrong.status).toBe(422);
    expect((await status(s)).needs_admin).toBe(true);

    const right = await s.request('POST', '/api/setup/admin', { body: { ...admin, setup_code: s.setupCode.toLowerCase() }, headers: REMOTE });
    expect(right.status).toBe(201);
  });

  it('refuses bad input field by field and creates nothing', async () => {
    const s = await newInstall();
    const res = await s.request('POST', '/api/setup/admin', { body: { first_name: '', last_name: 'N', email: 'x', password: 'corta' } });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      first_name: MSG.firstNameRequired,
      email: MSG.userEmailInvalid,
      password: MSG.passwordMin8,
    });
    expect((await status(s)).needs_admin).toBe(true);
  });

  it('two simultaneous attempts give one administrator', async () => {
    const s = await newInstall();
    const answers = await Promise.all([
      s.request('POST', '/api/setup/admin', { body: admin }),
      s.request('POST', '/api/setup/admin', { body: { ...admin, email: 'bis@negozio.it' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('an installation with the demo data', () => {
  let demo: TestServer;
  afterAll(() => demo?.close());

  it('needs no administrator, says the demo accounts exist and where support is (SUPPORT_EMAIL)', async () => {
    demo = await startTestServer({ supportEmail: 'assistenza@negozio.it' });
    expect(await status(demo)).toEqual({ needs_admin: false, requires_code: false, demo: true, support_email: 'assistenza@negozio.it' });
    const res = await demo.request('POST', '/api/setup/admin', { body: admin });
    expect(res.status).toBe(409);
  });
});
