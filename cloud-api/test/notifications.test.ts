import { MSG, type NotificationListData, type UserDetail } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let entrepreneur: string;
let managerId: number;

beforeAll(async () => {
  server = await startTestServer();
  entrepreneur = (await server.login('imprenditore@banco.demo')).access_token;
  const list = (await server.request('GET', '/api/users?search=manager%40banco.demo', { token: entrepreneur })).body.data as {
    users: { id: number }[];
  };
  managerId = list.users[0]?.id ?? 0;
});
afterAll(() => server?.close());

/** The entrepreneur sets a new password for the demo manager (an administrator's change). */
async function resetManagerPassword(password: string): Promise<void> {
  const detail = (await server.request('GET', `/api/users/${managerId}`, { token: entrepreneur })).body.data as { user: UserDetail };
  const user = detail.user;
  const res = await server.request('PUT', `/api/users/${managerId}`, {
    token: entrepreneur,
    body: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      store_ids: user.store_ids,
      manager_id: user.manager_id,
      password,
    },
  });
  expect(res.status).toBe(200);
}

const bell = async (token: string, query = '') =>
  (await server.request('GET', `/api/notifications${query}`, { token })).body.data as NotificationListData;

describe('notifications', () => {
  it('tells a user that an administrator changed its password; read one by one or all at once', async () => {
    await resetManagerPassword('nuova-password-1');
    const manager = (await server.login('manager@banco.demo', 'nuova-password-1')).access_token;
    const list = await bell(manager);
    expect(list.unread_count).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'account',
      title: 'Il tuo account è stato modificato',
      message: 'Marco Rossi ha impostato una nuova password: le sessioni aperte sono state chiuse.',
      link: '/settings/profile',
      read_at: null,
    });

    // nobody else sees or reads it
    expect((await bell(entrepreneur)).notifications.some((n) => n.id === list.notifications[0]?.id)).toBe(false);
    const foreign = await server.request('POST', `/api/notifications/${list.notifications[0]?.id}/read`, { token: entrepreneur });
    expect(foreign.status).toBe(404);

    const read = await server.request('POST', `/api/notifications/${list.notifications[0]?.id}/read`, { token: manager });
    expect(read.status).toBe(200);
    expect((await bell(manager)).unread_count).toBe(0);
    expect((await bell(manager, '?unread=1')).notifications).toEqual([]);

    await resetManagerPassword('nuova-password-2');
    const again = (await server.login('manager@banco.demo', 'nuova-password-2')).access_token;
    expect((await bell(again)).unread_count).toBe(1);
    expect((await server.request('POST', '/api/notifications/read-all', { token: again })).body.data).toEqual({ updated: 1 });
    expect((await bell(again)).unread_count).toBe(0);
  });

  it('respects the preferences of Impostazioni → Notifiche', async () => {
    const manager = (await server.login('manager@banco.demo', 'nuova-password-2')).access_token;
    expect((await server.request('GET', '/api/notifications/preferences', { token: manager })).body.data).toEqual({});
    const saved = await server.request('PUT', '/api/notifications/preferences', { token: manager, body: { account: false } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ data: { account: false }, message: MSG.notificationPreferencesSaved });

    const before = (await bell(manager)).pagination.total;
    await resetManagerPassword('nuova-password-3');
    const after = (await server.login('manager@banco.demo', 'nuova-password-3')).access_token;
    expect((await bell(after)).pagination.total).toBe(before);
    expect((await server.request('GET', '/api/notifications/preferences', { token: after })).body.data).toEqual({ account: false });
  });

  it('refuses malformed preferences and ids', async () => {
    const bad = await server.request('PUT', '/api/notifications/preferences', { token: entrepreneur, body: { account: 'no', extra: true } });
    expect(bad.status).toBe(422);
    expect((await server.request('POST', '/api/notifications/0x1/read', { token: entrepreneur })).status).toBe(422);
    expect((await server.request('GET', '/api/notifications')).status).toBe(401);
  });
});
