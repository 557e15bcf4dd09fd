import { describe, expect, it } from 'vitest';
import { AuthSession } from '../src/modules/auth/auth-session.entity.ts';
import { systemEm } from '../src/common/tenancy.ts';
import { startTestServer } from './support/test-server.ts';

describe('shutdown', () => {
  it('lets a request whose client went away finish before the database closes', async () => {
    const server = await startTestServer();
    const { orm } = server;
    const sessionsBefore = await systemEm(orm).count(AuthSession, {});
    // observe the database at the moment it is closed, then close it for real
    let sessionsAtClose = -1;
    const closeOrm = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      sessionsAtClose = await systemEm(orm).count(AuthSession, {});
      return closeOrm(force);
    };

    // a login is slow on purpose (argon2); its client hangs up while the server handles it
    const aborted = new AbortController();
    const login = fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'manager@banco.demo', password: 'demo1234' }),
      signal: aborted.signal,
    }).catch((error: unknown) => error);
    // hang up once the server is handling it (no fixed wait: it arrives when it arrives)
    await expect.poll(() => server.activeRequests(), { interval: 1 }).toBe(1);
    aborted.abort();
    expect(await login).toBeInstanceOf(Error);

    await server.close();
    // the login ran to its end (its session row was written) before the database closed
    expect(sessionsAtClose).toBe(sessionsBefore + 1);
  });
});
