import { returnDetailSchema, type FileAnswer, type NotificationListData, type OutboxListData } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm, tenantEm } from '../src/common/tenancy.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { RETRY_DELAYS_SECONDS } from '../src/modules/mail/mail-delivery.ts';
import { OutboxMailAttachment } from '../src/modules/mail/outbox-mail-attachment.entity.ts';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { returnMail } from '../src/modules/returns/return-mail.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { localSmtp, type ReceivedMail } from './support/local-smtp.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** A real SMTP server on a loopback port; it refuses recipients at rifiuta.example. */
const received: ReceivedMail[] = [];
const smtp = localSmtp(received, { refuses: (address) => address.endsWith('@rifiuta.example') });

let server: TestServer;
let withoutSmtp: TestServer;

beforeAll(async () => {
  const port = await smtp.listen();
  [server, withoutSmtp] = await Promise.all([
    startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailIntervalSeconds: 1, mailFrom: 'Banco <banco@negozio.test>' }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), withoutSmtp?.close()]);
  await smtp.close();
});

async function queue(target: TestServer, to: string, subject: string): Promise<number> {
  const em = systemEm(target.orm);
  const mail = enqueueMail(em, { companyId: null, kind: 'test', to, subject, text: 'Testo della prova' });
  await em.flush();
  return mail.id;
}
const rowOf = (target: TestServer, id: number) => systemEm(target.orm).findOneOrFail(OutboxMail, { id });

/** The MIME parts of a raw message (nested multiparts flattened), each with its headers and body. */
function mimeParts(raw: string): { headers: string; body: string }[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map(([, boundary = '']) => boundary);
  let parts = [raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  return parts.map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    return split < 0 ? { headers: part, body: '' } : { headers: part.slice(0, split), body: part.slice(split).trim() };
  });
}

/** The attachment named `filename` of a raw message: its declared type and its bytes (base64 decoded). */
function attachmentOf(raw: string, filename: string): { contentType: string; bytes: Buffer } | undefined {
  const part = mimeParts(raw).find(({ headers }) => /Content-Disposition: attachment/i.test(headers) && headers.includes(`filename=${filename}`));
  if (!part) return undefined;
  expect(part.headers).toMatch(/Content-Transfer-Encoding: base64/i);
  return { contentType: /Content-Type: ([^;\r\n]+)/i.exec(part.headers)?.[1] ?? '', bytes: Buffer.from(part.body.replace(/\s+/g, ''), 'base64') };
}

/** A return as the returns service answers it, refunded as store credit. */
const returnDetail = returnDetailSchema.parse({
  id: 1,
  client_id: '0193a4b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b',
  return_number: 'RES-2026-000099',
  type: 'return',
  created_at: '2026-11-26T15:30:00.000Z',
  store_id: 1,
  store_name: 'Demo Telefonia Milano',
  sale_id: 1,
  sale_number: 'VEN-2026-000321',
  customer_id: 1,
  customer_name: 'Giulia Bianchi',
  customer_email: 'giulia.reso@negozio.test',
  processed_by_name: 'Marco Verdi',
  approved_by_name: null,
  customer_agreement: true,
  lines: [],
  original_amount: '100.00',
  return_value: '100.00',
  restocking_fees: '0.00',
  refund_method: 'store_credit',
  refund_method_label: 'Credito negozio',
  processing_time: 'Immediato',
  refund_amount: '100.00',
  bonus: '5.00',
  processing_fee: '0.00',
  final_amount: '105.00',
  balance_credit: '0.00',
  exchange_sale_id: null,
  exchange_sale_number: null,
  new_products_value: null,
  difference: null,
  direction: null,
  points_reversed: 0,
  points_not_recovered: 0,
  commissions_reversed: '0.00',
  photos: [],
  notes: null,
});
/** Bytes that are not text: every byte value, so no encoding step may alter one. */
const PDF: FileAnswer = { filename: 'reso-RES-2026-000099.pdf', content_type: 'application/pdf', bytes: Uint8Array.from({ length: 600 }, (_, i) => (i * 7) % 256) };

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

describe('attachments', () => {
  it('a return document queued by the company goes out attached to its mail, byte for byte', async () => {
    const system = systemEm(server.orm);
    const company = await system.findOneOrFail(Company, { name: 'Demo Telefonia S.r.l.' });
    const owner = await system.findOneOrFail(User, { email: 'imprenditore@banco.demo' });
    const message = returnMail(returnDetail, PDF, company.name, company.id);
    expect(message).toMatchObject({ companyId: company.id, kind: 'return_document', to: 'giulia.reso@negozio.test', subject: 'Il tuo reso RES-2026-000099' });
    expect(message.text).toContain('Credito negozio');
    expect(message.text).toContain('105,00');

    // queued as the returns service will, on the request's EntityManager: the tenant wall accepts the attachment
    const em = tenantEm(server.orm, { all: false, companyId: company.id, userId: owner.id, storeIds: null });
    const second: FileAnswer = { filename: 'note.txt', content_type: 'text/plain', bytes: new TextEncoder().encode('Seconda pagina') };
    const mail = enqueueMail(em, { ...message, attachments: [...(message.attachments ?? []), second] });
    await em.flush();
    expect((await system.find(OutboxMailAttachment, { mail: mail.id })).map((row) => [row.filename, row.company?.id])).toEqual([
      ['reso-RES-2026-000099.pdf', company.id],
      ['note.txt', company.id],
    ]);

    await expect.poll(() => received.find((m) => m.to.includes('giulia.reso@negozio.test')), { timeout: 10_000 }).toBeDefined();
    const raw = received.find((m) => m.to.includes('giulia.reso@negozio.test'))?.raw ?? '';
    expect(raw).toContain('Subject: Il tuo reso RES-2026-000099');
    expect(raw).toContain('Credito negozio');
    const pdf = attachmentOf(raw, 'reso-RES-2026-000099.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.bytes.equals(Buffer.from(PDF.bytes))).toBe(true);
    expect(attachmentOf(raw, 'note.txt')?.bytes.toString('utf8')).toBe('Seconda pagina');
    await expect.poll(async () => (await rowOf(server, mail.id)).status).toBe('sent');

    // a mail's attachments go with it
    await system.nativeDelete(OutboxMail, { id: mail.id });
    expect(await system.count(OutboxMailAttachment, { mail: mail.id })).toBe(0);
  });

  it('the outbox list names the attachments of each mail', async () => {
    const em = systemEm(withoutSmtp.orm);
    const mail = enqueueMail(em, { companyId: null, kind: 'test', to: 'allegati@negozio.test', subject: 'Con allegati', text: 'Testo', attachments: [PDF, { ...PDF, filename: 'copia.pdf' }] });
    const plain = enqueueMail(em, { companyId: null, kind: 'test', to: 'senza.allegati@negozio.test', subject: 'Senza allegati', text: 'Testo' });
    await em.flush();
    const admin = await withoutSmtp.login('superadmin@banco.demo');
    const data = (await withoutSmtp.request('GET', '/api/mail/outbox', { token: admin.access_token })).body.data as OutboxListData;
    expect(data.mails.find((m) => m.id === mail.id)?.attachments).toEqual(['reso-RES-2026-000099.pdf', 'copia.pdf']);
    expect(data.mails.find((m) => m.id === plain.id)?.attachments).toEqual([]);
  });

  it('returnMail needs the customer\'s e-mail, and tells an exchange\'s difference', () => {
    expect(() => returnMail({ ...returnDetail, customer_email: null }, PDF, 'Demo', 1)).toThrow(/no customer e-mail/);
    const exchange = returnMail(
      returnDetailSchema.parse({ ...returnDetail, type: 'exchange', refund_method: null, refund_method_label: null, processing_time: null, difference: '40.00', direction: 'customer_pays', new_products_value: '140.00', exchange_sale_number: 'VEN-2026-000322' }),
      PDF,
      'Demo',
      1,
    );
    expect(exchange.subject).toBe('Il tuo cambio RES-2026-000099');
    expect(exchange.text).toContain('Differenza a tuo carico: 40,00');
    expect(exchange.text).not.toContain('rimborsato');
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
