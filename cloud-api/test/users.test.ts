import { MSG, type AvailableCompany, type LoginResult, type UserDto } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdByName, createCompany, createUser } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let demoId: number;
let sudId: number;
let rivaleId: number;

beforeAll(async () => {
  server = await startTestServer();
  demoId = await companyIdByName(server.orm, 'Demo Telefonia S.r.l.');
  sudId = await companyIdByName(server.orm, 'Demo Telefonia Sud S.r.l.');
  rivaleId = await companyIdByName(server.orm, 'Rivale Mobile S.r.l.');
});
afterAll(() => server?.close());

const companies = (token: string) => server.request('GET', '/api/users/available-companies', { token });
const switchTo = (token: string, companyId: unknown) =>
  server.request('POST', '/api/users/switch-company', { token, body: { company_id: companyId } });

describe('GET /api/users/available-companies', () => {
  it('lists the primary company first, then the assigned ones, marking the current', async () => {
    const { access_token } = await server.login('imprenditore@banco.demo');
    const res = await companies(access_token);
    expect(res.status).toBe(200);
    expect(res.body.data as AvailableCompany[]).toEqual([
      { id: demoId, name: 'Demo Telefonia S.r.l.', assignment_type: 'primary', is_current: 1 },
      { id: sudId, name: 'Demo Telefonia Sud S.r.l.', assignment_type: 'assigned', is_current: 0 },
    ]);
  });

  it('403 MSG.forbidden for other roles', async () => {
    for (const email of ['superadmin@banco.demo', 'manager@banco.demo', 'consulente@banco.demo']) {
      const { access_token } = await server.login(email);
      const res = await companies(access_token);
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual({ success: false, error: MSG.forbidden });
    }
  });
});

describe('POST /api/users/switch-company', () => {
  it('opens a new session on the chosen company and revokes the old one', async () => {
    const before = await server.login('imprenditore@banco.demo');
    const res = await switchTo(before.access_token, sudId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.companySwitched);
    const after = res.body.data as LoginResult;
    expect(after.user).toMatchObject({ company_id: sudId, company_name: 'Demo Telefonia Sud S.r.l.', subscription_plan_name: 'Single' });
    expect(after.refresh_token).not.toBe(before.refresh_token);

    // the old session is gone, access and refresh
    expect((await server.request('GET', '/api/auth/me', { token: before.access_token })).status).toBe(401);
    expect((await server.request('POST', '/api/auth/refresh', { body: { refresh_token: before.refresh_token } })).status).toBe(401);

    // the new one works on Sud, and survives a refresh
    const me = await server.request('GET', '/api/auth/me', { token: after.access_token });
    expect((me.body.data as UserDto).company_name).toBe('Demo Telefonia Sud S.r.l.');
    const listed = (await companies(after.access_token)).body.data as AvailableCompany[];
    expect(listed.find((c) => c.is_current === 1)?.id).toBe(sudId);
    const refreshed = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: after.refresh_token } });
    expect(refreshed.status).toBe(200);

    // and back to the primary company
    const back = await switchTo(after.access_token, demoId);
    expect(back.status).toBe(200);
    expect((back.body.data as LoginResult).user.company_id).toBe(demoId);
  });

  it('403 MSG.companyNotAvailable for a company not held, and for one that does not exist', async () => {
    const { access_token } = await server.login('imprenditore@banco.demo');
    for (const id of [rivaleId, 999_999]) {
      const res = await switchTo(access_token, id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: MSG.companyNotAvailable });
    }
    // the session is untouched
    expect((await server.request('GET', '/api/auth/me', { token: access_token })).status).toBe(200);
  });

  it('403 MSG.companySuspended for a held company that is suspended', async () => {
    const primary = await createCompany(server.orm);
    const suspended = await createCompany(server.orm, { status: 'suspended' });
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: primary.id, assignedCompanyIds: [suspended.id] });
    const { access_token } = await server.login(owner.email, owner.password);
    const res = await switchTo(access_token, suspended.id);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MSG.companySuspended);
  });

  it('403 MSG.onlyEntrepreneursSwitch for other roles', async () => {
    for (const email of ['superadmin@banco.demo', 'manager@banco.demo', 'consulente@banco.demo']) {
      const { access_token } = await server.login(email);
      const res = await switchTo(access_token, demoId);
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual({ success: false, error: MSG.onlyEntrepreneursSwitch });
    }
  });

  it('422 for a malformed company id, 401 without a session', async () => {
    const { access_token } = await server.login('imprenditore@banco.demo');
    const res = await switchTo(access_token, 'abc');
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ company_id: 'ID non valido' });
    expect((await server.request('POST', '/api/users/switch-company', { body: { company_id: demoId } })).status).toBe(401);
  });

  it('a session on an assigned company ends when the assignment is removed', async () => {
    const primary = await createCompany(server.orm);
    const extra = await createCompany(server.orm);
    const owner = await createUser(server.orm, { role: 'entrepreneur', companyId: primary.id, assignedCompanyIds: [extra.id] });
    const { access_token } = await server.login(owner.email, owner.password);
    const switched = (await switchTo(access_token, extra.id)).body.data as LoginResult;
    const { CompanyAssignment } = await import('../src/modules/users/company-assignment.entity.ts');
    const { systemEm } = await import('../src/common/tenancy.ts');
    await systemEm(server.orm).nativeDelete(CompanyAssignment, { user: owner.id, company: extra.id });
    const res = await server.request('GET', '/api/auth/me', { token: switched.access_token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MSG.companyNotAvailable);
  });
});
