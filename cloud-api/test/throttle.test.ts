import { MSG } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

// small limits; X-Forwarded-For (trusted here) gives each test its own client address
beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    loginThrottle: { maxFailuresPerAccount: 3, maxFailuresPerAccountAnyAddress: 6, maxFailuresPerIp: 5, windowSeconds: 600 },
  });
});
afterAll(() => server?.close());

const attempt = (email: string, password: string, ip: string) =>
  server.request('POST', '/api/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

describe('failed-login throttling', () => {
  it('blocks an account from the address that failed, with Retry-After, but not its owner elsewhere', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('manager@banco.demo', 'sbagliata', '10.0.0.1')).status).toBe(401);
    }
    // from the same address, even the right password waits
    const blocked = await attempt('manager@banco.demo', DEMO_PASSWORD, '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: MSG.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // nobody locks a known account from elsewhere: its owner logs in from another address
    expect((await attempt('manager@banco.demo', DEMO_PASSWORD, '10.0.0.2')).status).toBe(200);
    // other accounts are not affected
    expect((await attempt('consulente@banco.demo', DEMO_PASSWORD, '10.0.0.3')).status).toBe(200);
  });

  it("stops distributed guessing: the account's slower ceiling counts failures from every address", async () => {
    // 6 failures from 6 addresses (the ceiling here), each below its own per-address limit
    for (let i = 0; i < 6; i++) {
      expect((await attempt('superadmin@banco.demo', 'sbagliata', `10.0.3.${i + 1}`)).status).toBe(401);
    }
    const blocked = await attempt('superadmin@banco.demo', DEMO_PASSWORD, '10.0.3.100');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MSG.tooManyAttempts);
  });

  it('a successful login resets the counter of that account at that address', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await attempt('imprenditore@banco.demo', 'sbagliata', '10.0.1.1')).status).toBe(401);
    }
    expect((await attempt('imprenditore@banco.demo', DEMO_PASSWORD, '10.0.1.1')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await attempt('imprenditore@banco.demo', 'sbagliata', '10.0.1.1')).status).toBe(401);
    }
    expect((await attempt('imprenditore@banco.demo', DEMO_PASSWORD, '10.0.1.1')).status).toBe(200);
  });

  it('blocks an address after its failures across accounts, unknown e-mails included', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 5; i++) {
      expect((await attempt(`nessuno${i}@banco.demo`, 'sbagliata', ip)).status).toBe(401);
    }
    const blocked = await attempt('rivale@banco.demo', DEMO_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MSG.tooManyAttempts);
    // the same account from another address is fine
    expect((await attempt('rivale@banco.demo', DEMO_PASSWORD, '10.0.2.2')).status).toBe(200);
  });

  it('holds under concurrency: guesses sent at once are counted before their passwords are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt('consulente@banco.demo', 'sbagliata', '10.0.5.1')));
    // 3 failures per account and address here: 3 checked, the rest refused before any check
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
    // a success gives its count back: the owner logs in from elsewhere, again and again, and stays allowed
    for (let i = 0; i < 8; i++) expect((await attempt('consulente@banco.demo', DEMO_PASSWORD, '10.0.5.2')).status).toBe(200);
  });

  it("counts a wrong current password of a password change as a failed login", async () => {
    const login = await attempt('manager@banco.demo', DEMO_PASSWORD, '10.0.6.1');
    const token = (login.body.data as { access_token: string }).access_token;
    const change = () =>
      server.request('POST', '/api/auth/change-password', {
        token,
        body: { current_password: 'indovino', new_password: 'NuovaPassword1', confirm_password: 'NuovaPassword1' },
        headers: { 'X-Forwarded-For': '10.0.6.1' },
      });
    for (let i = 0; i < 3; i++) expect((await change()).status).toBe(422);
    const blocked = await change();
    expect([blocked.status, blocked.body.error]).toEqual([429, MSG.tooManyAttempts]);
  });
});
