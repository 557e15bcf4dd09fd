import { returnDetailSchema, type ReturnDetail, type z } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantEm } from '../src/common/tenancy.ts';
import { returnDocumentPdf } from '../src/modules/returns/return-document-pdf.ts';
import { factories, type OwnedCompany } from './support/factories.ts';
import { pdfText } from './support/pdf-text.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The return document (issue 11) from a ReturnDetail as the returns service answers it: only the branding is read from the database. */
let server: TestServer;
let owned: OwnedCompany;

beforeAll(async () => {
  server = await startTestServer();
  owned = await factories(server).ownedCompany();
  const res = await server.request('PUT', '/api/settings/branding', { token: owned.token, body: { document_footer: 'Grazie per averci scelto' } });
  expect(res.status).toBe(200);
});
afterAll(() => server?.close());

const em = () => tenantEm(server.orm, { all: false, companyId: owned.company.id, userId: owned.owner.id, storeIds: null });
const store = { address: 'Via Roma 10', city: 'Milano' };

/** A return of a phone (worn, back on sale) and two covers (not working: a restocking fee), refunded as store credit. */
function returnDetail(fields: Partial<z.input<typeof returnDetailSchema>> = {}): ReturnDetail {
  return returnDetailSchema.parse({
    id: 7,
    client_id: '0193a4b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b',
    return_number: 'RES-2026-000042',
    type: 'return',
    created_at: '2026-11-26T15:30:00.000Z',
    store_id: owned.store.id,
    store_name: 'Negozio Centro',
    sale_id: 11,
    sale_number: 'VEN-2026-000123',
    customer_id: 5,
    customer_name: 'Giulia Bianchi',
    customer_email: 'giulia.bianchi@cliente.test',
    processed_by_name: 'Marco Verdi',
    approved_by_name: 'Laura Neri',
    customer_agreement: true,
    lines: [
      {
        sale_line_id: 1,
        product_id: 1,
        product_name: 'iPhone 15 128GB',
        category: 'Smartphone',
        imei: '356789012345678',
        serial_number: null,
        quantity: 1,
        original_amount: '1099.00',
        defects: [{ id: 'scratches_major', label: 'Graffi profondi', type: 'cosmetic', severity: 'minor', value_impact: 15 }],
        total_impact: 15,
        condition: 'good',
        return_value: '934.15',
        restocking_percent: 0,
        restocking_fee: '0.00',
        resellable: true,
        has_major_defect: false,
        notes: null,
      },
      {
        sale_line_id: 2,
        product_id: 2,
        product_name: 'Cover MagSafe',
        category: 'Accessori',
        imei: null,
        serial_number: 'SN-COVER-9',
        quantity: 2,
        original_amount: '59.80',
        defects: [{ id: 'not_working', label: 'Non funzionante', type: 'functional', severity: 'major', value_impact: 100 }],
        total_impact: 100,
        condition: 'damaged',
        return_value: '5.98',
        restocking_percent: 30,
        restocking_fee: '1.79',
        resellable: false,
        has_major_defect: true,
        notes: 'Magnete staccato',
      },
    ],
    original_amount: '1158.80',
    return_value: '940.13',
    restocking_fees: '1.79',
    refund_method: 'store_credit',
    refund_method_label: 'Credito negozio',
    processing_time: 'Immediato',
    refund_amount: '938.34',
    bonus: '46.92',
    processing_fee: '0.00',
    final_amount: '985.26',
    balance_credit: '20.00',
    exchange_sale_id: null,
    exchange_sale_number: null,
    new_products_value: null,
    difference: null,
    direction: null,
    points_reversed: 1158,
    points_not_recovered: 200,
    commissions_reversed: '0.00',
    photos: [],
    notes: null,
    ...fields,
  });
}

describe('return document PDF', () => {
  it('says what came back, in what condition, and how much was refunded how', async () => {
    const file = await returnDocumentPdf(em(), returnDetail(), owned.company.id, store);
    expect(file.filename).toBe('reso-RES-2026-000042.pdf');
    expect(file.content_type).toBe('application/pdf');
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file.bytes);
    for (const expected of [
      owned.company.name,
      'Documento di reso RES-2026-000042',
      'Documento gestionale — non fiscale',
      'Negozio Centro — Via Roma 10 — Milano',
      '26/11/2026',
      'VEN-2026-000123',
      'Giulia Bianchi',
      'Marco Verdi',
      'Laura Neri',
      // the lines: codes, paid, condition and defects, value, restocking fee with its percent, resale
      'iPhone 15 128GB',
      'IMEI 356789012345678',
      'S/N SN-COVER-9',
      'Note: Magnete staccato',
      '1.099,00',
      'Buono',
      'Difetti: Graffi profondi',
      'Danneggiato',
      'Non funzionante',
      '934,15',
      '1,79 € (30%)',
      'Torna in vendita',
      'Non rivendibile',
      // the totals
      '1.158,80',
      '940,13',
      '938,34',
      '46,92',
      '985,26 € — Credito negozio',
      // what the sale had taken from the customer's credit or coupons, back as credit
      'Restituito come credito cliente (pagato con credito o coupon)20,00 €',
      'Immediato',
      'Punti stornati',
      'Punti stornati1.158',
      'Punti non recuperati',
      'Il cliente ha accettato le condizioni del reso',
      // the company's footer
      'Grazie per averci scelto',
    ]) {
      expect(text.replaceAll('\u00a0', ' ')).toContain(expected);
    }
    expect(text).not.toContain('Cambio');
    expect(text).not.toContain('Documento di cambio');
  });

  it('an exchange names the new sale, the difference and who pays it; no points, no line about them', async () => {
    const exchange = {
      type: 'exchange' as const,
      return_number: 'RES-2026-000043',
      refund_method: null,
      refund_method_label: null,
      processing_time: null,
      refund_amount: '0.00',
      bonus: '0.00',
      final_amount: '0.00',
      balance_credit: '0.00',
      exchange_sale_id: 12,
      exchange_sale_number: 'VEN-2026-000124',
      new_products_value: '1199.00',
      difference: '258.87',
      direction: 'customer_pays' as const,
      points_reversed: 0,
      points_not_recovered: 0,
      approved_by_name: null,
      customer_name: null,
    };
    const detail = returnDetail(exchange);
    const text = pdfText((await returnDocumentPdf(em(), detail, owned.company.id, { address: null, city: null })).bytes).replaceAll('\u00a0', ' ');
    for (const expected of ['Documento di cambio RES-2026-000043', 'VEN-2026-000124', '1.199,00', '258,87 € a carico del cliente', 'Cliente occasionale', 'Documento gestionale — non fiscale']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Punti');
    expect(text).not.toContain('Documento di reso');

    const refund = pdfText((await returnDocumentPdf(em(), returnDetail({ ...exchange, direction: 'refund', difference: '35.50' }), owned.company.id, store)).bytes).replaceAll('\u00a0', ' ');
    expect(refund).toContain('35,50 € da rimborsare');
  });
});
