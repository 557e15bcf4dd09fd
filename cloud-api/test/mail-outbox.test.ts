import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { NotificationListData, OutboxListData } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { RETRY_DELAYS_SECONDS } from '../src/modules/mail/mail-delivery.ts';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A real SMTP server on a loopback port; it refuses recipients at rifiuta.example. */
interface ReceivedMail {
  to: string[];
  raw: string;
}
const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith('@rifiuta.example')) callback(new Error('550 casella inesistente'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

let server: TestServer;
let withoutSmtp: TestServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  [server, withoutSmtp] = await Promise.all([
    startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailIntervalSeconds: 1, mailFrom: 'Banco <banco@negozio.test>' }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), withoutSmtp?.close()]);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function queue(target: TestServer, to: string, subject: string): Promise<number> {
  const em = systemEm(target.orm);
  const mail = enqueueMail(em, { companyId: null, kind: 'test', to, subject, text: 'Testo della prova' });
  await em.flush();
  return mail.id;
}
const rowOf = (target: TestServer, id: number) => systemEm(target.orm).findOneOrFail(OutboxMail, { id });

describe('mail outbox', () => {
  it('delivers a queued mail over SMTP by itself and marks it sent', async () => {
    const id = await queue(server, 'cliente@negozio.test', 'Benvenuto in Banco');
    await expect.poll(() => received.find((mail) => mail.to.includes('cliente@negozio.test')), { timeout: 10_000 }).toBeDefined();
    const mail = received.find((m) => m.to.includes('cliente@negozio.test'));
    expect(mail?.raw).toContain('Subject: Benvenuto in Banco');
    expect(mail?.raw).toContain('From: Banco <banco@negozio.test>');
    expect(mail?.raw).toContain('Testo della prova');
    await expect.poll(async () => (await rowOf(server, id)).status).toBe('sent');
    expect(await rowOf(server, id)).toMatchObject({ attempts: 1, lastError: null });
  });

  it('retries a refused mail with growing delays, then marks it failed', async () => {
    await server.mail.stop(); // this test drives the rounds itself
    const id = await queue(server, 'nessuno@rifiuta.example', 'Da ritentare');
    let now = new Date();
    for (const [index, delay] of RETRY_DELAYS_SECONDS.entries()) {
      expect(await server.mail.deliverDue(now)).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
      const row = await rowOf(server, id);
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(row.lastError).toContain('casella inesistente');
      expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + delay * 1000);
      // not due before its time
      expect(await server.mail.deliverDue(new Date(now.getTime() + delay * 1000 - 1000))).toMatchObject({ retrying: 0 });
      now = new Date(now.getTime() + delay * 1000);
    }
    expect(await server.mail.deliverDue(now)).toMatchObject({ failed: 1 });
    expect(await rowOf(server, id)).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_SECONDS.length + 1 });
    server.mail.start(1000);

    // the superadmins hear of it in the bell
    const admin = await server.login('superadmin@banco.demo');
    const bell = (await server.request('GET', '/api/notifications', { token: admin.access_token })).body.data as NotificationListData;
    expect(bell.notifications[0]).toMatchObject({
      kind: 'mail',
      title: 'Email non recapitata',
      message: "L'email «Da ritentare» per nessuno@rifiuta.example non è stata recapitata dopo tutti i tentativi.",
    });
  });

  it('without SMTP the mail waits in the outbox, where the superadmin (only) sees it', async () => {
    const id = await queue(withoutSmtp, 'attesa@negozio.test', 'In attesa');
    expect(await withoutSmtp.mail.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rowOf(withoutSmtp, id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(received.some((mail) => mail.to.includes('attesa@negozio.test'))).toBe(false);

    const admin = await withoutSmtp.login('superadmin@banco.demo');
    const list = await withoutSmtp.request('GET', '/api/mail/outbox', { token: admin.access_token });
    expect(list.status).toBe(200);
    const data = list.body.data as OutboxListData;
    expect(data.smtp_configured).toBe(false);
    expect(data.mails[0]).toMatchObject({ id, to: 'attesa@negozio.test', subject: 'In attesa', status: 'pending', attempts: 0 });
    expect(data.pagination).toMatchObject({ current_page: 1, total: 1 });

    for (const email of ['imprenditore@banco.demo', 'manager@banco.demo', 'consulente@banco.demo']) {
      const other = await withoutSmtp.login(email);
      expect((await withoutSmtp.request('GET', '/api/mail/outbox', { token: other.access_token })).status).toBe(403);
    }
    const bad = await withoutSmtp.request('GET', '/api/mail/outbox?status=perse', { token: admin.access_token });
    expect(bad.status).toBe(422);
  });
});

describe('mails of the users and the profile go through the outbox', () => {
  const mailTo = (address: string) => received.find((mail) => mail.to.includes(address));

  it('a new user gets the welcome e-mail only when asked', async () => {
    const admin = await server.login('superadmin@banco.demo');
    const companies = (await server.request('GET', '/api/companies?per_page=50', { token: admin.access_token })).body.data as {
      id: number;
      name: string;
    }[];
    const demo = companies.find((company) => company.name.startsWith('Demo Telefonia S'));
    const body = {
      first_name: 'Lucia',
      last_name: 'Ferri',
      email: 'lucia.ferri@negozio.test',
      role: 'entrepreneur',
      company_id: demo?.id,
      password: 'password-sicura',
      send_welcome_email: true,
    };
    const created = await server.request('POST', '/api/users', { token: admin.access_token, body });
    expect(created.status).toBe(201);
    await expect.poll(() => mailTo('lucia.ferri@negozio.test'), { timeout: 10_000 }).toBeDefined();
    expect(mailTo('lucia.ferri@negozio.test')?.raw).toContain('Subject: Benvenuto in Banco');

    const silent = await server.request('POST', '/api/users', {
      token: admin.access_token,
      body: { ...body, email: 'senza.benvenuto@negozio.test', send_welcome_email: false },
    });
    expect(silent.status).toBe(201);
    const queued = await systemEm(server.orm).count(OutboxMail, { toAddress: 'senza.benvenuto@negozio.test' });
    expect(queued).toBe(0);
  });

  it('a password changed from the profile is confirmed by e-mail', async () => {
    const manager = await server.login('manager@banco.demo');
    const res = await server.request('POST', '/api/auth/change-password', {
      token: manager.access_token,
      body: { current_password: 'demo1234', new_password: 'nuova-password', confirm_password: 'nuova-password' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => mailTo('manager@banco.demo'), { timeout: 10_000 }).toBeDefined();
    expect(mailTo('manager@banco.demo')?.raw).toContain('Password di Banco modificata');
  });
});
