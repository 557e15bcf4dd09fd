import { INTEGRATIONS_MSG, MSG, type Integrations, type IntegrationsBody } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN } from '../src/common/audit.ts';
import { systemEm } from '../src/common/tenancy.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { CompanyIntegration } from '../src/modules/integrations/company-integration.entity.ts';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity.ts';
import { factories, type Factories } from './support/factories.ts';
import { localSmtp, type ReceivedMail } from './support/local-smtp.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

const atServer: ReceivedMail[] = [];
const atCompany: ReceivedMail[] = [];
const serverSmtp = localSmtp(atServer);
// the company's demands its user and password
const companySmtp = localSmtp(atCompany, { login: { user: 'negozio', pass: 'segreta-123' } });
let companyPort: number;

let server: TestServer;
let withoutSmtp: TestServer;
let make: Factories;

beforeAll(async () => {
  const serverPort = await serverSmtp.listen();
  companyPort = await companySmtp.listen();
  [server, withoutSmtp] = await Promise.all([
    startTestServer({ smtpUrl: `smtp://127.0.0.1:${serverPort}`, mailFrom: 'Banco <banco@server.test>', mailIntervalSeconds: 1 }),
    startTestServer({ mailIntervalSeconds: 1 }),
  ]);
  make = factories(server);
});
afterAll(async () => {
  await Promise.all([server?.close(), withoutSmtp?.close()]);
  await Promise.all([serverSmtp.close(), companySmtp.close()]);
});

async function call<T = Integrations>(target: TestServer, token: string | undefined, method: string, path = '', body?: unknown) {
  const res = await target.request<Envelope>(method, `/api/settings/integrations${path}`, { token, body });
  return { status: res.status, body: res.body, data: res.body.data as T };
}

const ownedCompany = (target = server) => (target === server ? make : factories(target)).ownedCompany();

const companySettings = (overrides: Partial<IntegrationsBody> = {}): IntegrationsBody => ({
  smtp_host: '127.0.0.1',
  smtp_port: companyPort,
  smtp_secure: false,
  smtp_user: 'negozio',
  smtp_password: 'segreta-123',
  mail_from: 'posta@negozio.test',
  geocoder_url: '',
  ...overrides,
});

describe('GET and PUT /settings/integrations', () => {
  it("starts with nothing set and the server's geocoder (GEOCODER_URL)", async () => {
    const { token } = await ownedCompany();
    expect((await call(server, token, 'GET')).data).toEqual({
      smtp_host: null,
      smtp_port: null,
      smtp_secure: false,
      smtp_user: null,
      smtp_password_set: false,
      mail_from: null,
      geocoder_url: null,
      effective_geocoder_url: server.config.geocoderUrl,
      server_smtp_configured: true,
    });
  });

  it('saves SMTP and geocoder; the password is write-only and stored sealed', async () => {
    const { company, token } = await ownedCompany();
    const res = await call(server, token, 'PUT', '', companySettings({ geocoder_url: 'https://geo.negozio.test/search' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INTEGRATIONS_MSG.saved);
    expect(res.data).toMatchObject({ smtp_host: '127.0.0.1', smtp_user: 'negozio', smtp_password_set: true, effective_geocoder_url: 'https://geo.negozio.test/search' });
    expect(JSON.stringify(res.body)).not.toContain('segreta-123');
    const row = await systemEm(server.orm).findOneOrFail(CompanyIntegration, { company: company.id });
    expect(row.smtpPasswordSealed).toMatch(/^v1\./);
    expect(row.smtpPasswordSealed).not.toContain('segreta');

    // left out: kept, for the same server; '': removed
    const kept = await call(server, token, 'PUT', '', companySettings({ smtp_password: undefined, mail_from: 'ordini@negozio.test' }));
    expect(kept.data).toMatchObject({ mail_from: 'ordini@negozio.test', smtp_password_set: true });
    // another server (host, port, user, security) asks for it again: the stored one would go to wherever the host points
    for (const server2 of [{ smtp_host: '127.0.0.2' }, { smtp_port: 2525 }, { smtp_user: 'altro' }, { smtp_secure: true }]) {
      const moved = await call(server, token, 'PUT', '', companySettings({ smtp_password: undefined, ...server2 }));
      expect([moved.status, moved.body.validation_errors]).toEqual([422, { smtp_password: INTEGRATIONS_MSG.passwordAgain }]);
    }
    expect((await systemEm(server.orm).findOneOrFail(CompanyIntegration, { company: company.id })).smtpHost).toBe('127.0.0.1');
    const removed = await call(server, token, 'PUT', '', companySettings({ smtp_password: '' }));
    expect(removed.data.smtp_password_set).toBe(false);

    // the audit names the fields as the API does, and never the password
    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'CompanyIntegration', company: company.id }, { orderBy: { id: 'asc' } });
    expect(audit.map((row) => row.changes)).toEqual([
      {
        smtp_host: { from: null, to: '127.0.0.1' },
        smtp_port: { from: null, to: companyPort },
        smtp_user: { from: null, to: 'negozio' },
        mail_from: { from: null, to: 'posta@negozio.test' },
        geocoder_url: { from: null, to: 'https://geo.negozio.test/search' },
        smtp_password: { from: null, to: HIDDEN },
      },
      { mail_from: { from: 'posta@negozio.test', to: 'ordini@negozio.test' }, geocoder_url: { from: 'https://geo.negozio.test/search', to: null } },
      { mail_from: { from: 'ordini@negozio.test', to: 'posta@negozio.test' }, smtp_password: { from: HIDDEN, to: null } },
    ]);
  });

  it('refuses bad values in Italian and changes nothing', async () => {
    const { token } = await ownedCompany();
    await call(server, token, 'PUT', '', companySettings());
    const res = await call(server, token, 'PUT', '', {
      smtp_host: 'non valido!',
      smtp_port: 70000,
      smtp_secure: false,
      smtp_user: '',
      smtp_password: 'senza-utente',
      mail_from: 'non-una-email',
      geocoder_url: 'ftp://geo.test',
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      smtp_host: INTEGRATIONS_MSG.hostInvalid,
      smtp_port: INTEGRATIONS_MSG.portInvalid,
      smtp_user: INTEGRATIONS_MSG.passwordWithoutUser,
      mail_from: INTEGRATIONS_MSG.fromInvalid,
      geocoder_url: INTEGRATIONS_MSG.geocoderInvalid,
    });
    expect((await call(server, token, 'GET')).data).toMatchObject({ smtp_host: '127.0.0.1', smtp_password_set: true });
  });
});

describe('the company\'s SMTP carries its mails', () => {
  it('\'Invia email di prova\' leaves through the company\'s server, authenticated, from its sender', async () => {
    const { owner, token } = await ownedCompany();
    await call(server, token, 'PUT', '', companySettings());
    const res = await call<{ to: string }>(server, token, 'POST', '/test-mail');
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(INTEGRATIONS_MSG.testQueued);
    expect(res.data.to).toBe(owner.email);
    await expect.poll(() => atCompany.find((mail) => mail.to.includes(owner.email)), { timeout: 10_000 }).toBeDefined();
    const mail = atCompany.find((m) => m.to.includes(owner.email));
    expect(mail).toMatchObject({ from: 'posta@negozio.test', user: 'negozio' });
    expect(mail?.raw).toContain('Subject: Banco: email di prova');
    expect(atServer.some((m) => m.to.includes(owner.email))).toBe(false);
  });

  it('a company without its own goes through the server\'s SMTP_URL', async () => {
    const { owner, token } = await ownedCompany();
    expect((await call(server, token, 'POST', '/test-mail')).status).toBe(202);
    await expect.poll(() => atServer.find((mail) => mail.to.includes(owner.email)), { timeout: 10_000 }).toBeDefined();
    expect(atServer.find((mail) => mail.to.includes(owner.email))?.from).toBe('banco@server.test');
  });

  it('on a server without SMTP_URL: refused without the company\'s SMTP, delivered with it', async () => {
    const { owner, company, token } = await ownedCompany(withoutSmtp);
    const refused = await call(withoutSmtp, token, 'POST', '/test-mail');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(INTEGRATIONS_MSG.noSmtp);
    expect((await call(withoutSmtp, token, 'GET')).data.server_smtp_configured).toBe(false);

    await call(withoutSmtp, token, 'PUT', '', companySettings());
    expect((await call(withoutSmtp, token, 'POST', '/test-mail')).status).toBe(202);
    await expect.poll(() => atCompany.find((mail) => mail.to.includes(owner.email)), { timeout: 10_000 }).toBeDefined();
    await expect
      .poll(async () => (await systemEm(withoutSmtp.orm).find(OutboxMail, { company: company.id, kind: 'smtp_test' })).map((m) => m.status))
      .toEqual(['sent']);
  });

  it('a wrong company password is a failed attempt, retried later', async () => {
    const { company, token } = await ownedCompany();
    await call(server, token, 'PUT', '', companySettings({ smtp_password: 'sbagliata' }));
    await call(server, token, 'POST', '/test-mail');
    await expect
      .poll(async () => (await systemEm(server.orm).findOne(OutboxMail, { company: company.id, kind: 'smtp_test' }))?.attempts ?? 0, { timeout: 10_000 })
      .toBe(1);
    const row = await systemEm(server.orm).findOneOrFail(OutboxMail, { company: company.id, kind: 'smtp_test' });
    expect(row.status).toBe('pending');
    expect(row.lastError).toContain('credenziali errate');
  });
});

describe('GET /mail/status: whether the mails a screen queues leave now', () => {
  const canSend = async (target: TestServer, token: string | undefined) => {
    const res = await target.request<Envelope>('GET', '/api/mail/status', { token });
    return { status: res.status, canSend: (res.body.data as { can_send: boolean } | undefined)?.can_send };
  };

  it("follows the server's SMTP_URL, else the company's own server; for every role; never another company's", async () => {
    const a = await ownedCompany(withoutSmtp);
    const b = await ownedCompany(withoutSmtp);
    expect(await canSend(withoutSmtp, a.token)).toEqual({ status: 200, canSend: false });
    expect(await canSend(withoutSmtp, a.managerToken)).toEqual({ status: 200, canSend: false });

    await call(withoutSmtp, a.token, 'PUT', '', companySettings());
    expect(await canSend(withoutSmtp, a.managerToken)).toEqual({ status: 200, canSend: true });
    expect(await canSend(withoutSmtp, b.token)).toEqual({ status: 200, canSend: false });
    await call(withoutSmtp, a.token, 'PUT', '', companySettings({ smtp_host: '', smtp_port: null, smtp_user: '', smtp_password: '', mail_from: '' }));
    expect(await canSend(withoutSmtp, a.token)).toEqual({ status: 200, canSend: false });

    const onServer = await ownedCompany();
    expect(await canSend(server, onServer.managerToken)).toEqual({ status: 200, canSend: true });
    expect((await canSend(server, undefined)).status).toBe(401);
  });
});

describe('who may', () => {
  it('whoever edits the company\'s settings: a manager is refused, the superadmin has no company', async () => {
    const { managerToken } = await ownedCompany();
    expect((await call(server, managerToken, 'GET')).status).toBe(403);
    expect((await call(server, managerToken, 'PUT', '', companySettings())).status).toBe(403);
    expect((await call(server, managerToken, 'POST', '/test-mail')).status).toBe(403);
    const admin = await call(server, (await server.login('superadmin@banco.demo')).access_token, 'GET');
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(MSG.settingsNoCompany);
    expect((await call(server, undefined, 'GET')).status).toBe(401);
  });

  it('a company never reads another\'s SMTP', async () => {
    const a = await ownedCompany();
    const b = await ownedCompany();
    await call(server, a.token, 'PUT', '', companySettings());
    expect((await call(server, b.token, 'GET')).data).toMatchObject({ smtp_host: null, smtp_user: null, smtp_password_set: false });
  });
});
