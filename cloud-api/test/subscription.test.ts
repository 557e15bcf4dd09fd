import { MSG, SUBSCRIPTION_MSG, type NotificationListData, type PublicPlan, type Subscription } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { PlanChangeRequest } from '../src/modules/subscription/plan-change-request.entity.ts';
import { factories, type Factories } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;
let plans: PublicPlan[];

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  plans = (await server.request<Envelope>('GET', '/api/public/plans')).body.data as PublicPlan[];
});
afterAll(() => server?.close());

const planId = (name: string) => plans.find((plan) => plan.name === name)?.id ?? 0;

async function call<T = Subscription>(token: string | undefined, method: string, path = '', body?: unknown) {
  const res = await server.request<Envelope>(method, `/api/settings/subscription${path}`, { token, body });
  return { status: res.status, body: res.body, data: res.body.data as T };
}

/** A company on `plan` with its owner signed in, one store and a manager. */
const ownedCompany = (plan = 'Single') => make.ownedCompany(plan);

const superadminToken = async () => (await server.login('superadmin@banco.demo')).access_token;

describe('GET /settings/subscription', () => {
  it('shows the plan, the usage against its limits and the other active plans', async () => {
    const { token } = await ownedCompany('Single');
    const res = await call(token, 'GET');
    expect(res.status).toBe(200);
    expect(res.data.plan).toMatchObject({ name: 'Single', max_stores: 1 });
    expect(res.data).toMatchObject({ billing_cycle: 'monthly', status: 'active', pending_request: null });
    expect(res.data.price_monthly).toBe(res.data.plan?.price_monthly);
    // the owner and the manager; the one store
    expect(res.data.usage.users.current).toBe(2);
    expect(res.data.usage.stores).toEqual({ current: 1, max: 1 });
    const names = res.data.available_plans.map((plan) => plan.name);
    expect(names).toEqual(expect.arrayContaining(['Multi', 'Max']));
    expect(names).not.toContain('Single');
  });

  it('shows -1 (unlimited) for a plan without limits', async () => {
    const { token } = await ownedCompany('Max');
    const res = await call(token, 'GET');
    expect(res.data.usage.stores.max).toBe(-1);
    expect(res.data.usage.users.max).toBe(-1);
  });
});

describe('the plan-change request', () => {
  it('is stored, notifies every superadmin, shows as pending and can be withdrawn', async () => {
    const { company, token } = await ownedCompany('Single');
    const res = await call(token, 'POST', '/change-request', { plan_id: planId('Multi'), note: '  Apriamo un secondo negozio  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUBSCRIPTION_MSG.requested);
    expect(res.data.pending_request).toMatchObject({ status: 'pending', requested_plan: { name: 'Multi' }, note: 'Apriamo un secondo negozio', requested_by: 'Utente Di Prova' });
    expect((await call(token, 'GET')).data.pending_request?.requested_plan.name).toBe('Multi');

    const inbox = await server.request<Envelope>('GET', '/api/notifications', { token: await superadminToken() });
    const notice = (inbox.body.data as NotificationListData).notifications.find((n) => n.message.includes(company.name));
    expect(notice).toMatchObject({ kind: 'plan', title: 'Richiesta di cambio piano', link: '/companies' });
    expect(notice?.message).toContain('da Single a Multi');
    expect(notice?.message).toContain('Apriamo un secondo negozio');

    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'PlanChangeRequest', company: company.id }, { orderBy: { id: 'asc' } });
    expect(audit.map((row) => row.action)).toEqual(['requested']);
    // named as the API names them, by the caller, with the request id
    expect(audit[0]?.changes).toEqual({ requested_plan: { from: 'Single', to: 'Multi' }, note: { from: null, to: 'Apriamo un secondo negozio' } });
    expect(audit[0]?.requestId).toEqual(expect.any(String));

    // one at a time
    const second = await call(token, 'POST', '/change-request', { plan_id: planId('Max') });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(SUBSCRIPTION_MSG.alreadyPending);

    const withdrawn = await call(token, 'DELETE', '/change-request');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.message).toBe(SUBSCRIPTION_MSG.withdrawn);
    expect(withdrawn.data.pending_request).toBeNull();
    const again = await call(token, 'DELETE', '/change-request');
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(SUBSCRIPTION_MSG.noPending);
    expect((await call(token, 'POST', '/change-request', { plan_id: planId('Max') })).status).toBe(201);
  });

  it('is marked handled when the superadmin changes the company\'s plan', async () => {
    const { company, token } = await ownedCompany('Single');
    await call(token, 'POST', '/change-request', { plan_id: planId('Multi') });
    const changed = await server.request<Envelope>('PUT', `/api/companies/${company.id}`, {
      token: await superadminToken(),
      body: { subscription_plan_id: planId('Multi') },
    });
    expect(changed.status).toBe(200);
    const after = await call(token, 'GET');
    expect(after.data.plan?.name).toBe('Multi');
    expect(after.data.pending_request).toBeNull();
    const rows = await systemEm(server.orm).find(PlanChangeRequest, { company: company.id });
    expect(rows.map((row) => row.status)).toEqual(['handled']);
    expect(rows[0]?.resolvedAt).toBeInstanceOf(Date);
  });

  it('refuses a missing, unknown or current plan and a long note in Italian, storing nothing', async () => {
    const { company, token } = await ownedCompany('Single');
    const cases: [unknown, Record<string, string>][] = [
      [{}, { plan_id: SUBSCRIPTION_MSG.planRequired }],
      [{ plan_id: 'abc' }, { plan_id: SUBSCRIPTION_MSG.planRequired }],
      [{ plan_id: 999_999 }, { plan_id: SUBSCRIPTION_MSG.planUnavailable }],
      [{ plan_id: planId('Single') }, { plan_id: SUBSCRIPTION_MSG.samePlan }],
      [{ plan_id: planId('Multi'), note: 'x'.repeat(501) }, { note: SUBSCRIPTION_MSG.noteTooLong }],
    ];
    for (const [body, errors] of cases) {
      const res = await call(token, 'POST', '/change-request', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.validation_errors).toEqual(errors);
    }
    expect(await systemEm(server.orm).count(PlanChangeRequest, { company: company.id })).toBe(0);
  });
});

describe('who may', () => {
  it('only the company\'s owner: managers are refused, the superadmin has no company, strangers must sign in', async () => {
    const { managerToken } = await ownedCompany();
    expect((await call(managerToken, 'GET')).status).toBe(403);
    expect((await call(managerToken, 'POST', '/change-request', { plan_id: planId('Max') })).status).toBe(403);
    const admin = await call(await superadminToken(), 'GET');
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(MSG.settingsNoCompany);
    expect((await call(undefined, 'GET')).status).toBe(401);
  });

  it('a company never sees nor withdraws another company\'s request', async () => {
    const a = await ownedCompany('Single');
    const b = await ownedCompany('Single');
    await call(a.token, 'POST', '/change-request', { plan_id: planId('Multi') });
    expect((await call(b.token, 'GET')).data.pending_request).toBeNull();
    expect((await call(b.token, 'DELETE', '/change-request')).status).toBe(404);
    expect((await call(a.token, 'GET')).data.pending_request?.requested_plan.name).toBe('Multi');
  });
});
