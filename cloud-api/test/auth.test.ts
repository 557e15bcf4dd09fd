import { createHmac } from 'node:crypto';
import { DESKTOP_APP_ORIGIN, MSG, permissionsFor, type AuthTokens, type UserDto } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/index.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { refreshTokenHasher } from '../src/modules/auth/refresh-token-codec.ts';
import { RefreshToken } from '../src/modules/auth/refresh-token.entity.ts';
import { createCompany, createUser, setCompany, setUserActive } from './support/fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const me = (token: string) => server.request('GET', '/api/auth/me', { token });

describe('POST /api/auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))('logs in %s', async (_email, account) => {
    const res = await server.request('POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = res.body.data as { user: UserDto } & AuthTokens;
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expires_in).toBe(900);
    expect(data.user.email).toBe(account.email);
    expect(data.user.role).toBe(account.role);
    expect(data.user.permissions).toEqual(permissionsFor(account.role));
    expect(data.user.last_login_at).not.toBeNull();
    expect(data.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data.user)).not.toContain('argon2');
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const res = await server.request('POST', '/api/auth/login', { body: { email: ' Manager@Banco.DEMO ', password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('gives the same 401 for a wrong e-mail and a wrong password', async () => {
    const wrongEmail = await server.request('POST', '/api/auth/login', { body: { email: 'nessuno@banco.demo', password: DEMO_PASSWORD } });
    const wrongPassword = await server.request('POST', '/api/auth/login', { body: { email: 'manager@banco.demo', password: 'sbagliata' } });
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.body).toEqual({ success: false, error: MSG.invalidCredentials });
    expect(wrongPassword.body).toEqual(wrongEmail.body);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (dummy hash)', async () => {
    const company = await createCompany(server.orm);
    const user = await createUser(server.orm, { role: 'manager', companyId: company.id });
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await server.request('POST', '/api/auth/login', { body: { email, password: 'sbagliata' } })).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const unknown = median([await timed('nessuno.1@banco.demo'), await timed('nessuno.2@banco.demo'), await timed('nessuno.3@banco.demo')]);
    const known = median([await timed(user.email), await timed(user.email), await timed(user.email)]);
    // an argon2 verification in both cases: no order-of-magnitude gap to probe accounts with
    // (without the dummy hash the gap is 20x or more; loose bounds keep a loaded machine from flaking)
    expect(unknown / known).toBeGreaterThan(0.2);
    expect(unknown / known).toBeLessThan(5);
  });

  it('refuses an inactive user with 403 (after checking the password)', async () => {
    const company = await createCompany(server.orm);
    const user = await createUser(server.orm, { role: 'manager', companyId: company.id, isActive: false });
    const res = await server.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: MSG.userInactive });
    const wrong = await server.request('POST', '/api/auth/login', { body: { email: user.email, password: 'sbagliata' } });
    expect(wrong.status).toBe(401);
  });

  it.each(['suspended', 'cancelled'] as const)('refuses users of a %s company with 403', async (status) => {
    const company = await createCompany(server.orm, { status });
    const user = await createUser(server.orm, { role: 'consultant', companyId: company.id });
    const res = await server.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: MSG.companySuspended });
  });

  it('refuses users of a company whose is_active flag is off', async () => {
    const company = await createCompany(server.orm, { isActive: false });
    const user = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const res = await server.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MSG.companySuspended);
  });
});

describe('bearer tokens', () => {
  it('401 MSG.unauthenticated without a token or with a forged one', async () => {
    for (const token of [undefined, 'abc', 'a.b.c']) {
      const res = await server.request('GET', '/api/auth/me', { ...(token ? { token } : {}) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: MSG.unauthenticated });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    const session = await server.login('manager@banco.demo');
    const [header, payload] = session.access_token.split('.');
    const tampered = await me(`${header}.${payload}.${'A'.repeat(43)}`);
    expect(tampered.status).toBe(401);
  });

  it('401 MSG.unauthenticated for a token signed with the right key but another issuer, audience or algorithm', async () => {
    const session = await server.login('manager@banco.demo');
    const [header = '', payload = ''] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const signed = (head: object, body: object) => {
      const unsigned = `${Buffer.from(JSON.stringify(head)).toString('base64url')}.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
      return `${unsigned}.${createHmac('sha256', server.config.jwtAccessSecret).update(unsigned).digest('base64url')}`;
    };
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    // the same header and claims, re-signed here: accepted (the signing above is the server's)
    expect((await me(signed(head, claims))).status).toBe(200);
    for (const token of [
      signed(head, { ...claims, iss: 'altro' }),
      signed(head, { ...claims, aud: 'altro' }),
      signed({ ...head, alg: 'HS512' }, claims),
      signed(head, { ...claims, exp: undefined }),
      `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`,
    ]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: MSG.unauthenticated });
    }
  });

  it('401 MSG.sessionExpired for an expired access token', async () => {
    const session = await server.login('manager@banco.demo');
    const claims = await createAccessTokens(server.config.jwtAccessSecret, 900).verify(session.access_token);
    const expired = await createAccessTokens(server.config.jwtAccessSecret, -10).sign(claims);
    const res = await me(expired);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: MSG.sessionExpired });
    // same claims, valid lifetime: accepted (the only difference was the expiry)
    expect((await me(await createAccessTokens(server.config.jwtAccessSecret, 60).sign(claims))).status).toBe(200);
  });

  it('a token accepted once is refused with MSG.sessionExpired once its expiry passes (the verified token is remembered, its expiry is not)', async () => {
    const tokens = createAccessTokens(server.config.jwtAccessSecret, 2);
    const claims = { userId: 1, sessionId: 1, companyId: null, role: 'superadmin' as const };
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_000);
      await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401, message: MSG.sessionExpired });
    } finally {
      vi.useRealTimers();
    }
    // the same claims signed with another key are never taken for the remembered token
    const forged = await createAccessTokens('another secret, not the server one', 60).sign(claims);
    await expect(tokens.verify(forged)).rejects.toMatchObject({ status: 401, message: MSG.unauthenticated });
  });

  it('applies deactivation and suspension at once to live sessions', async () => {
    const company = await createCompany(server.orm);
    const user = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const { access_token } = await server.login(user.email, user.password);
    expect((await me(access_token)).status).toBe(200);

    await setCompany(server.orm, company.id, { status: 'suspended' });
    const suspended = await me(access_token);
    expect(suspended.status).toBe(403);
    expect(suspended.body.error).toBe(MSG.companySuspended);

    await setCompany(server.orm, company.id, { status: 'active' });
    await setUserActive(server.orm, user.id, false);
    const inactive = await me(access_token);
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toBe(MSG.userInactive);
  });
});

describe('GET /api/auth/me', () => {
  it('describes the entrepreneur with the current company and the extra one', async () => {
    const { access_token } = await server.login('imprenditore@banco.demo');
    const res = await me(access_token);
    expect(res.status).toBe(200);
    const user = res.body.data as UserDto;
    expect(user).toMatchObject({
      email: 'imprenditore@banco.demo',
      first_name: 'Marco',
      last_name: 'Rossi',
      role: 'entrepreneur',
      company_name: 'Demo Telefonia S.r.l.',
      subscription_plan_name: 'Multi',
      additional_companies: [{ name: 'Demo Telefonia Sud S.r.l.', role: 'entrepreneur' }],
      store_ids: [],
      is_active: true,
      language: 'it',
      timezone: 'Europe/Rome',
      theme_preference: 'light',
      email_notifications: true,
    });
    expect(user.permissions).toEqual(permissionsFor('entrepreneur'));
  });

  it('describes the consultant with manager and assigned store', async () => {
    const { access_token } = await server.login('consulente@banco.demo');
    const user = (await me(access_token)).body.data as UserDto;
    expect(user.manager_name).toBe('Giulia Verdi');
    expect(user.manager_id).toEqual(expect.any(Number));
    expect(user.assigned_stores).toEqual([
      { id: expect.any(Number), name: 'Demo Telefonia Milano', code: 'MI-001', city: 'Milano', assigned_at: expect.any(String) },
    ]);
    expect(user.store_ids).toEqual([user.assigned_stores[0]?.id]);
  });

  it('describes the superadmin without company', async () => {
    const { access_token } = await server.login('superadmin@banco.demo');
    const user = (await me(access_token)).body.data as UserDto;
    expect(user).toMatchObject({ role: 'superadmin', company_id: null, company_name: null, subscription_plan_name: null });
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair each time, the old refresh token stops working', async () => {
    const first = await server.login('manager@banco.demo');
    const r1 = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(r1.status).toBe(200);
    const second = r1.body.data as AuthTokens;
    expect(Object.keys(second).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).status).toBe(200);

    const r2 = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: second.refresh_token } });
    expect(r2.status).toBe(200);
    const third = r2.body.data as AuthTokens;
    // the older access tokens of the same session stay valid until they expire
    expect((await me(first.access_token)).status).toBe(200);
    expect((await me(third.access_token)).status).toBe(200);
  });

  /** Moves the token's rotation back in time, past the reuse grace window (no sleeping). */
  async function rotatedLongAgo(refreshToken: string): Promise<void> {
    const tokenHash = refreshTokenHasher(server.config.jwtRefreshSecret)(refreshToken);
    await systemEm(server.orm).nativeUpdate(RefreshToken, { tokenHash }, { usedAt: new Date(Date.now() - 60_000) });
  }

  it('a refresh token reused after the grace window revokes the whole family', async () => {
    const first = await server.login('consulente@banco.demo');
    const rotated = (await server.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } })).body
      .data as AuthTokens;
    await rotatedLongAgo(first.refresh_token);

    const reuse = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ success: false, error: MSG.invalidRefreshToken });

    // the legitimate newer token and every access token of the family are dead too
    const next = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: rotated.refresh_token } });
    expect(next.status).toBe(401);
    expect((await me(rotated.access_token)).body).toEqual({ success: false, error: MSG.sessionExpired });
    expect((await me(first.access_token)).status).toBe(401);
  });

  it('ten simultaneous refreshes of one token (tabs, retries) all get the same new refresh token', async () => {
    const first = await server.login('consulente@banco.demo');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => server.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const refreshTokens = new Set(answers.map((a) => (a.body.data as AuthTokens).refresh_token));
    expect(refreshTokens.size).toBe(1);
    expect(refreshTokens.has(first.refresh_token)).toBe(false);
    for (const answer of answers) expect((await me((answer.body.data as AuthTokens).access_token)).status).toBe(200);

    // the shared successor keeps working, and the session goes on
    const [successor] = [...refreshTokens];
    const next = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: successor } });
    expect(next.status).toBe(200);
  });

  it('within the grace window a reuse is refused once the successor was used itself', async () => {
    const first = await server.login('consulente@banco.demo');
    const rotated = (await server.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } })).body
      .data as AuthTokens;
    const third = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: rotated.refresh_token } });
    expect(third.status).toBe(200);

    const late = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(late.status).toBe(401);
    const after = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: (third.body.data as AuthTokens).refresh_token } });
    expect(after.status).toBe(401);
  });


  it('401 for an unknown token, 422 without one', async () => {
    const unknown = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(MSG.invalidRefreshToken);
    const missing = await server.request('POST', '/api/auth/refresh', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.validation_errors).toEqual({ refresh_token: MSG.invalidRefreshToken });
  });

  it('401 for an expired refresh token', async () => {
    const { refresh_token } = await server.login('manager@banco.demo');
    const tokenHash = refreshTokenHasher(server.config.jwtRefreshSecret)(refresh_token);
    await systemEm(server.orm).nativeUpdate(RefreshToken, { tokenHash }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await server.request('POST', '/api/auth/refresh', { body: { refresh_token } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(MSG.invalidRefreshToken);
  });

  it('403 when the user was deactivated meanwhile', async () => {
    const company = await createCompany(server.orm);
    const user = await createUser(server.orm, { role: 'manager', companyId: company.id });
    const { refresh_token } = await server.login(user.email, user.password);
    await setUserActive(server.orm, user.id, false);
    const res = await server.request('POST', '/api/auth/refresh', { body: { refresh_token } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MSG.userInactive);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the bearer session', async () => {
    const session = await server.login('manager@banco.demo');
    const res = await server.request('POST', '/api/auth/logout', { token: session.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: MSG.loggedOut });
    expect((await me(session.access_token)).status).toBe(401);
    const refresh = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } });
    expect(refresh.status).toBe(401);
  });

  it('revokes the session of a refresh token in the body, without a bearer', async () => {
    const session = await server.login('consulente@banco.demo');
    const res = await server.request('POST', '/api/auth/logout', { body: { refresh_token: session.refresh_token } });
    expect(res.status).toBe(200);
    expect((await me(session.access_token)).status).toBe(401);
  });

  it('accepts an expired/revoked bearer when the body has a valid refresh token', async () => {
    const old = await server.login('manager@banco.demo');
    await server.request('POST', '/api/auth/logout', { token: old.access_token });
    const other = await server.login('manager@banco.demo');
    const res = await server.request('POST', '/api/auth/logout', {
      token: old.access_token,
      body: { refresh_token: other.refresh_token },
    });
    expect(res.status).toBe(200);
    expect((await me(other.access_token)).status).toBe(401);
  });

  it('401 with neither a valid bearer nor a known refresh token', async () => {
    expect((await server.request('POST', '/api/auth/logout')).status).toBe(401);
    const unknown = await server.request('POST', '/api/auth/logout', { body: { refresh_token: 'sconosciuto' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(MSG.invalidRefreshToken);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the own profile and writes an audit row', async () => {
    const company = await createCompany(server.orm);
    const account = await createUser(server.orm, { role: 'manager', companyId: company.id });
    const { access_token } = await server.login(account.email, account.password);
    const res = await server.request('PUT', '/api/auth/profile', {
      token: access_token,
      body: {
        first_name: ' Giovanna ',
        last_name: 'Neri',
        phone: '+39 333 123 4567',
        language: 'it',
        timezone: 'Europe/London',
        theme_preference: 'dark',
        email_notifications: false,
        // not editable here: ignored
        email: 'altro@banco.demo',
        role: 'superadmin',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.profileUpdated);
    expect(res.body.data).toMatchObject({
      first_name: 'Giovanna',
      last_name: 'Neri',
      phone: '+39 333 123 4567',
      language: 'it',
      timezone: 'Europe/London',
      theme_preference: 'dark',
      email_notifications: false,
      email: account.email,
      role: 'manager',
    });
    expect((await me(access_token)).body.data).toMatchObject({ first_name: 'Giovanna', theme_preference: 'dark' });

    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'User', entityId: String(account.id) });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'profile_updated', company: { id: company.id }, user: { id: account.id } });
    expect(audit[0]?.changes).toMatchObject({
      first_name: { from: 'Test', to: 'Giovanna' },
      theme_preference: { from: 'light', to: 'dark' },
    });
    expect(audit[0]?.requestId).toEqual(expect.any(String));

    // an empty phone clears it
    const cleared = await server.request('PUT', '/api/auth/profile', {
      token: access_token,
      body: { first_name: 'Giovanna', last_name: 'Neri', phone: '' },
    });
    expect((cleared.body.data as UserDto).phone).toBeNull();
  });

  it('422 with the Italian messages', async () => {
    const { access_token } = await server.login('consulente@banco.demo');
    const res = await server.request('PUT', '/api/auth/profile', {
      token: access_token,
      body: { first_name: ' ', phone: 'abc', theme_preference: 'neon' },
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      phone: MSG.phoneInvalid,
      theme_preference: MSG.validationFailed,
    });
  });

  it('says a 101-character surname is too long, not missing', async () => {
    const { access_token } = await server.login('consulente@banco.demo');
    const res = await server.request('PUT', '/api/auth/profile', {
      token: access_token,
      body: { first_name: 'Mario', last_name: 'R'.repeat(101) },
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ last_name: 'Cognome troppo lungo (max 100 caratteri)' });
  });

  it('401 without a session', async () => {
    const res = await server.request('PUT', '/api/auth/profile', { body: { first_name: 'A', last_name: 'B' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('422 for a wrong current password, a short or unconfirmed new one', async () => {
    const { access_token } = await server.login('superadmin@banco.demo');
    const wrong = await server.request('POST', '/api/auth/change-password', {
      token: access_token,
      body: { current_password: 'sbagliata', new_password: 'nuovapassword' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      success: false,
      error: MSG.validationFailed,
      validation_errors: { current_password: MSG.currentPasswordWrong },
    });
    const short = await server.request('POST', '/api/auth/change-password', {
      token: access_token,
      body: { current_password: DEMO_PASSWORD, new_password: 'corta' },
    });
    expect(short.status).toBe(422);
    expect(short.body.validation_errors).toEqual({ new_password: MSG.passwordMin8 });
    const mismatch = await server.request('POST', '/api/auth/change-password', {
      token: access_token,
      body: { current_password: DEMO_PASSWORD, new_password: 'nuovapassword', confirm_password: 'altrapassword' },
    });
    expect(mismatch.body.validation_errors).toEqual({ confirm_password: MSG.passwordsDoNotMatch });
    const missing = await server.request('POST', '/api/auth/change-password', { token: access_token, body: {} });
    expect(missing.body.validation_errors).toEqual({ current_password: MSG.currentPasswordRequired, new_password: MSG.passwordMin8 });
  });

  it('changes the password, revokes the other sessions, keeps the current one, audits', async () => {
    const company = await createCompany(server.orm);
    const account = await createUser(server.orm, { role: 'entrepreneur', companyId: company.id });
    const current = await server.login(account.email, account.password);
    const other = await server.login(account.email, account.password);

    const res = await server.request('POST', '/api/auth/change-password', {
      token: current.access_token,
      body: { current_password: account.password, new_password: 'NuovaPassword2024', confirm_password: 'NuovaPassword2024' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: MSG.passwordChanged });

    expect((await me(current.access_token)).status).toBe(200);
    const refreshed = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: current.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await me(other.access_token)).status).toBe(401);
    const otherRefresh = await server.request('POST', '/api/auth/refresh', { body: { refresh_token: other.refresh_token } });
    expect(otherRefresh.status).toBe(401);

    const oldPassword = await server.request('POST', '/api/auth/login', { body: { email: account.email, password: account.password } });
    expect(oldPassword.status).toBe(401);
    await server.login(account.email, 'NuovaPassword2024');

    const audit = await systemEm(server.orm).find(AuditLog, { entityId: String(account.id), action: 'password_changed' });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.changes)).not.toContain('NuovaPassword2024');
  });
});

describe("the desktop app's page never receives a refresh token", () => {
  const page = { Origin: DESKTOP_APP_ORIGIN };

  it('a login from the page (Origin app://banco) is answered without it; the main process (no Origin) gets it', async () => {
    const fromPage = await server.request<{ data: Record<string, unknown> }>('POST', '/api/auth/login', {
      body: { email: 'manager@banco.demo', password: DEMO_PASSWORD },
      headers: page,
    });
    expect(fromPage.status).toBe(200);
    expect(Object.keys(fromPage.body.data).sort()).toEqual(['access_token', 'expires_in', 'user']);
    const fromMain = await server.login('manager@banco.demo');
    expect(fromMain.refresh_token).toEqual(expect.any(String));
  });

  it('nor a company switch or a refresh the page makes itself', async () => {
    const owner = await server.login('imprenditore@banco.demo');
    const companies = await server.request<{ data: { id: number; name: string }[] }>('GET', '/api/users/available-companies', { token: owner.access_token });
    const other = companies.body.data.find((company) => company.name === 'Demo Telefonia Sud S.r.l.');
    const switched = await server.request<{ data: Record<string, unknown> }>('POST', '/api/users/switch-company', {
      token: owner.access_token,
      body: { company_id: other?.id },
      headers: page,
    });
    expect(switched.status).toBe(200);
    expect(switched.body.data).not.toHaveProperty('refresh_token');
    // (the switch ended the previous session: a new one)
    const again = await server.login('imprenditore@banco.demo');
    const refreshed = await server.request<{ data: Record<string, unknown> }>('POST', '/api/auth/refresh', {
      body: { refresh_token: again.refresh_token },
      headers: page,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).not.toHaveProperty('refresh_token');
  });
});
