import { BRANDING_MSG, IMAGE_TOO_MANY_PIXELS, MSG, type Branding, type ReceiptBranding } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm, tenantEm } from '../src/common/tenancy.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { documentBranding } from '../src/modules/branding/document-branding.ts';
import { factories, type Factories } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
});
afterAll(() => server?.close());

/** A real 1×1 PNG. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A JPEG's start (SOI + APP0 JFIF): the signature is what the server checks. */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${typeof bytes === 'string' ? bytes : bytes.toString('base64')}`;

async function call<T = Branding>(token: string | undefined, method: string, path = '', body?: unknown) {
  const res = await server.request<Envelope>(method, `/api/settings/branding${path}`, { token, body });
  return { status: res.status, body: res.body, data: res.body.data as T };
}

const ownedCompany = () => make.ownedCompany();

const EMPTY: Branding = {
  logo_url: null,
  logo_type: null,
  logo_bytes: null,
  receipt_header: null,
  receipt_footer: null,
  document_header: null,
  document_footer: null,
};

describe('receipt and document texts', () => {
  it('start empty, are saved trimmed with LF lines, and can be cleared', async () => {
    const { company, token } = await ownedCompany();
    expect((await call(token, 'GET')).data).toEqual(EMPTY);
    const saved = await call(token, 'PUT', '', {
      receipt_header: 'Telefonia Rossi\r\nVia Roma 1, Pavia  ',
      receipt_footer: 'Grazie e arrivederci',
      document_header: 'Telefonia Rossi S.r.l.',
      document_footer: 'Documento non fiscale',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BRANDING_MSG.saved);
    expect(saved.data).toMatchObject({ receipt_header: 'Telefonia Rossi\nVia Roma 1, Pavia', receipt_footer: 'Grazie e arrivederci' });
    expect((await call(token, 'GET')).data).toEqual(saved.data);

    const cleared = await call(token, 'PUT', '', { receipt_footer: '' });
    expect(cleared.data).toMatchObject({ receipt_footer: null, receipt_header: 'Telefonia Rossi\nVia Roma 1, Pavia' });
    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'CompanyBranding', company: company.id }, { orderBy: { id: 'asc' } });
    expect(audit.map((row) => row.action)).toEqual(['updated', 'updated']);
    // named as the API names them
    expect(audit[1]?.changes).toEqual({ receipt_footer: { from: 'Grazie e arrivederci', to: null } });
  });

  it('refuses a receipt text too long or with too many lines and a long document text, changing nothing', async () => {
    const { token } = await ownedCompany();
    await call(token, 'PUT', '', { receipt_header: 'Prima' });
    const res = await call(token, 'PUT', '', {
      receipt_header: Array.from({ length: 7 }, (_, i) => `riga ${i}`).join('\n'),
      receipt_footer: 'x'.repeat(301),
      document_footer: 'x'.repeat(1001),
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      receipt_header: BRANDING_MSG.receiptTooLong,
      receipt_footer: BRANDING_MSG.receiptTooLong,
      document_footer: BRANDING_MSG.documentTooLong,
    });
    expect((await call(token, 'GET')).data.receipt_header).toBe('Prima');
  });
});

describe('the logo', () => {
  it('takes a PNG, answers it as a data URL, and can be removed', async () => {
    const { token } = await ownedCompany();
    const res = await call(token, 'PUT', '/logo', { logo: dataUrl('image/png', PNG_1X1) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BRANDING_MSG.logoSaved);
    expect(res.data).toMatchObject({ logo_url: dataUrl('image/png', PNG_1X1), logo_type: 'image/png', logo_bytes: Buffer.from(PNG_1X1, 'base64').length });
    expect((await call(token, 'GET')).data.logo_url).toBe(dataUrl('image/png', PNG_1X1));

    const removed = await call(token, 'DELETE', '/logo');
    expect(removed.body.message).toBe(BRANDING_MSG.logoRemoved);
    expect(removed.data).toMatchObject({ logo_url: null, logo_type: null, logo_bytes: null });
  });

  it('decides the type by the bytes: a JPEG sent as PNG is a JPEG', async () => {
    const { token } = await ownedCompany();
    const res = await call(token, 'PUT', '/logo', { logo: dataUrl('image/png', JPEG_START) });
    expect(res.data.logo_type).toBe('image/jpeg');
    expect(res.data.logo_url).toBe(dataUrl('image/jpeg', JPEG_START));
  });

  it('refuses SVG, GIF, text, a malformed value, more than 512 KB and more than 8000 pixels a side in Italian, keeping the logo it had', async () => {
    const { token } = await ownedCompany();
    await call(token, 'PUT', '/logo', { logo: dataUrl('image/png', PNG_1X1) });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const big = Buffer.concat([JPEG_START, Buffer.alloc(512 * 1024)]);
    // a few bytes that declare 100,000 × 100,000 pixels (PNG) and 9,000 × 9,000 (a JPEG's start of frame)
    const vastPng = Buffer.from(PNG_1X1, 'base64');
    vastPng.writeUInt32BE(100_000, 16);
    vastPng.writeUInt32BE(100_000, 20);
    const vastJpeg = Buffer.concat([JPEG_START.subarray(0, 20), Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x23, 0x28, 0x23, 0x28, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9])]);
    const cases: [unknown, string][] = [
      [{ logo: dataUrl('image/svg+xml', svg) }, BRANDING_MSG.logoInvalid],
      [{ logo: dataUrl('image/png', gif) }, BRANDING_MSG.logoInvalid],
      [{ logo: dataUrl('image/png', Buffer.from('non sono un\'immagine')) }, BRANDING_MSG.logoInvalid],
      [{ logo: 'http://example.com/logo.png' }, BRANDING_MSG.logoInvalid],
      [{ logo: dataUrl('image/jpeg', big) }, BRANDING_MSG.logoTooLarge],
      [{ logo: dataUrl('image/png', vastPng) }, IMAGE_TOO_MANY_PIXELS],
      [{ logo: dataUrl('image/jpeg', vastJpeg) }, IMAGE_TOO_MANY_PIXELS],
      [{}, BRANDING_MSG.logoRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call(token, 'PUT', '/logo', body);
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual({ logo: message });
    }
    expect((await call(token, 'GET')).data.logo_url).toBe(dataUrl('image/png', PNG_1X1));
  });
});

describe('who may', () => {
  it('only the company\'s owner: a manager can neither read nor edit, the superadmin has no company', async () => {
    const { token, managerToken } = await ownedCompany();
    await call(token, 'PUT', '', { receipt_header: 'Nostro' });
    expect((await call(managerToken, 'GET')).status).toBe(403);
    expect((await call(managerToken, 'PUT', '', { receipt_header: 'Loro' })).status).toBe(403);
    expect((await call(managerToken, 'PUT', '/logo', { logo: dataUrl('image/png', PNG_1X1) })).status).toBe(403);
    expect((await call(token, 'GET')).data.receipt_header).toBe('Nostro');
    const admin = await call((await server.login('superadmin@banco.demo')).access_token, 'GET');
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(MSG.settingsNoCompany);
    expect((await call(undefined, 'GET')).status).toBe(401);
  });

  it('a company never reads another\'s branding', async () => {
    const a = await ownedCompany();
    const b = await ownedCompany();
    await call(a.token, 'PUT', '', { receipt_header: 'Solo di A' });
    await call(a.token, 'PUT', '/logo', { logo: dataUrl('image/png', PNG_1X1) });
    expect((await call(b.token, 'GET')).data).toEqual(EMPTY);
  });
});

describe('GET /branding/receipt (the top and bottom of every receipt, for whoever sells)', () => {
  const receipt = async (token: string | undefined) => {
    const res = await server.request<Envelope>('GET', '/api/branding/receipt', { token });
    return { status: res.status, body: res.body, data: res.body.data as ReceiptBranding };
  };

  it("gives the company's receipt texts and logo to its staff, its identity when it wrote none; never another company's", async () => {
    const { company, token, managerToken } = await ownedCompany();
    const bare = await receipt(managerToken);
    expect(bare.status).toBe(200);
    expect(bare.data).toMatchObject({ logo_url: null, footer: [] });
    expect(bare.data.header[0]).toBe(company.name);

    await call(token, 'PUT', '', { receipt_header: 'Telefonia Rossi\nVia Roma 1', receipt_footer: 'Grazie!', document_header: 'Solo per i documenti' });
    await call(token, 'PUT', '/logo', { logo: dataUrl('image/png', PNG_1X1) });
    expect((await receipt(managerToken)).data).toEqual({ logo_url: dataUrl('image/png', PNG_1X1), header: ['Telefonia Rossi', 'Via Roma 1'], footer: ['Grazie!'] });

    const other = await ownedCompany();
    expect((await receipt(other.managerToken)).data).toMatchObject({ logo_url: null, footer: [] });
    const admin = await receipt((await server.login('superadmin@banco.demo')).access_token);
    expect([admin.status, admin.body.error]).toEqual([403, MSG.settingsNoCompany]);
    expect((await receipt(undefined)).status).toBe(401);
  });
});

describe('documentBranding (what every printed document and PDF uses)', () => {
  it('gives the company\'s texts and logo, and falls back to its identity', async () => {
    const { company, token } = await ownedCompany();
    const em = tenantEm(server.orm, { all: false, companyId: company.id, userId: 0, storeIds: null });
    const bare = await documentBranding(em, company.id);
    expect(bare.logo).toBeNull();
    expect(bare.document.header[0]).toBe(company.name);
    expect(bare.receipt.header[0]).toBe(company.name);
    expect(bare.document.footer).toEqual([]);

    await call(token, 'PUT', '', { receipt_header: 'Riga 1\nRiga 2', document_footer: 'Pagamento a 30 giorni' });
    await call(token, 'PUT', '/logo', { logo: dataUrl('image/png', PNG_1X1) });
    const branded = await documentBranding(em.fork(), company.id);
    expect(branded.receipt.header).toEqual(['Riga 1', 'Riga 2']);
    expect(branded.document.footer).toEqual(['Pagamento a 30 giorni']);
    expect(branded.document.header[0]).toBe(company.name);
    expect(branded.logo?.type).toBe('image/png');
    expect(branded.logo?.data.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
  });
});
