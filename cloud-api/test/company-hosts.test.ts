import { INTEGRATIONS_MSG, type AddressSearchData, type Integrations } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressToDial, InternalHostError, isInternalAddress } from '../src/common/company-hosts.ts';
import { systemEm } from '../src/common/tenancy.ts';
import { CompanyIntegration } from '../src/modules/integrations/company-integration.entity.ts';
import { OutboxMail } from '../src/modules/mail/outbox-mail.entity.ts';
import { factories, type Factories } from './support/factories.ts';
import { startFakeGeocoder, type FakeGeocoder } from './support/fake-geocoder.ts';
import { localSmtp, type ReceivedMail } from './support/local-smtp.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

/**
 * COMPANY_HOSTS=public (a server shared by companies): a company's own SMTP server and geocoder
 * must be on the public internet, so a company's setting cannot make the server call its own
 * network. Checked when saved and again at every use (a name may resolve elsewhere later).
 */
let server: TestServer;
let make: Factories;
let geocoder: FakeGeocoder;
const received: ReceivedMail[] = [];
const smtp = localSmtp(received);
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await smtp.listen();
  [server, geocoder] = await Promise.all([startTestServer({ companyHosts: 'public', mailIntervalSeconds: 1 }), startFakeGeocoder()]);
  make = factories(server);
});
afterAll(async () => {
  await Promise.all([server?.close(), geocoder?.close(), smtp.close()]);
});

const settings = (fields: { smtp_host?: string; geocoder_url?: string }) => ({
  smtp_host: '',
  smtp_port: null,
  smtp_secure: false,
  smtp_user: '',
  smtp_password: '',
  mail_from: '',
  geocoder_url: '',
  ...fields,
});

describe('internal addresses', () => {
  it('tells the internal networks from the public internet, IPv4-mapped IPv6 as its IPv4', () => {
    const internal = ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-address',
      // IPv6 that carries an IPv4 address inside: IPv4-compatible, IPv4-translated, NAT64, 6to4, Teredo
      '::7f00:1', '::ffff:0:a9fe:a9fe', '64:ff9b::a9fe:a9fe', '64:ff9b:1::a00:1', '2002:7f00:1::1', '2001:0:4136:e378::1', '100::1', '192.88.99.1'];
    for (const address of internal) expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:81a::200e', '::ffff:8.8.8.8']) expect(isInternalAddress(address), address).toBe(false);
  });

  it("refuses a name that resolves inside; a public address needs no lookup; 'any' connects by name", async () => {
    await expect(addressToDial('localhost', 'public')).rejects.toBeInstanceOf(InternalHostError);
    await expect(addressToDial('[::1]', 'public')).rejects.toBeInstanceOf(InternalHostError);
    expect(await addressToDial('[2a00:1450:4001:81a::200e]', 'public')).toBe('2a00:1450:4001:81a::200e');
    expect(await addressToDial('localhost', 'any')).toBeUndefined();
  });
});

describe('a company setting on a server that allows public hosts only', () => {
  it('refuses an SMTP server or a geocoder on an internal network, field by field, and saves nothing', async () => {
    const { token } = await make.ownedCompany();
    const refused = await server.request<Envelope>('PUT', '/api/settings/integrations', {
      token,
      body: settings({ smtp_host: '127.0.0.1', geocoder_url: 'http://localhost:8080/search' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.validation_errors).toEqual({ smtp_host: INTEGRATIONS_MSG.internalHost, geocoder_url: INTEGRATIONS_MSG.internalHost });
    const shown = (await server.request<Envelope>('GET', '/api/settings/integrations', { token })).body.data as Integrations;
    expect([shown.smtp_host, shown.geocoder_url]).toEqual([null, null]);
    // a public address is saved (nothing is called when saving)
    const saved = await server.request<Envelope>('PUT', '/api/settings/integrations', {
      token,
      body: settings({ smtp_host: '93.184.216.34', geocoder_url: 'https://93.184.216.34/search' }),
    });
    expect(saved.status).toBe(200);
  });

  it('at every use: an internal geocoder is not called (the comuni answer) and an internal SMTP server gets no mail', async () => {
    // as if saved while the server allowed any host
    const { company, owner, token, managerToken } = await make.ownedCompany('Max');
    const em = systemEm(server.orm);
    em.create(CompanyIntegration, { company: company.id, smtpHost: '127.0.0.1', smtpPort: smtpPort, smtpSecure: false, geocoderUrl: geocoder.url });
    await em.flush();

    const before = geocoder.requests.length;
    const found = await server.request<Envelope>('GET', `/api/address-search?q=${encodeURIComponent('Via Roma, Milano')}`, { token: managerToken });
    expect(found.status).toBe(200);
    expect((found.body.data as AddressSearchData).source).toBe('comuni');
    expect(geocoder.requests.length).toBe(before);

    expect((await server.request<Envelope>('POST', '/api/settings/integrations/test-mail', { token })).status).toBe(202);
    await expect
      .poll(async () => (await systemEm(server.orm).find(OutboxMail, { company: company.id, kind: 'smtp_test' })).map((mail) => mail.lastError), { timeout: 10_000 })
      .toEqual([expect.stringContaining(INTEGRATIONS_MSG.internalHost)]);
    expect(received.some((mail) => mail.to.includes(owner.email))).toBe(false);
  });
});
