import { formatCodiceFiscale, MSG, TEXT_TOO_LONG, type CustomerBody, type CustomerDetail, type CustomerListData } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { Customer } from '../src/modules/customers/customer.entity.ts';
import { customerSearchPattern, storedCodeOf } from '../src/modules/customers/customer-search.ts';
import { apiCaller } from './support/api-calls.ts';
import { customerBody, factories, testTaxCode, testVatNumber, type OwnedCompany } from './support/factories.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The customer rules an audit found wanting, through the API: lengths checked on the stored text
 * (after title- and upper-casing), the digits of a phone, the CAP of the province, a company's
 * codice fiscale, and a search by a tax code or VAT number as it is displayed.
 */
let server: TestServer;
let shop: OwnedCompany;

beforeAll(async () => {
  server = await startTestServer();
  shop = await factories(server).ownedCompany();
});
afterAll(() => server?.close());

const api = apiCaller(() => server);
const customersOfShop = () => systemEm(server.orm).count(Customer, { company: shop.company.id });

async function refused(body: CustomerBody): Promise<Record<string, string>> {
  const res = await api('POST', '/customers', shop.token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return res.body.validation_errors as Record<string, string>;
}

describe('lengths of the stored text (POST /customers)', () => {
  it('refuses with 422 on the field a text that casing makes longer than its column (no 500)', async () => {
    const before = await customersOfShop();
    const company = { customer_type: 'company', vat_number: testVatNumber(900), legal_representative: 'Sara Blu' } as const;
    const cases: [Partial<CustomerBody>, string][] = [
      [{ document_number: 'ß'.repeat(50) }, 'document_number'],
      [{ document_issued_by: 'ß'.repeat(200) }, 'document_issued_by'],
      [{ first_name: 'ŉa '.repeat(33) }, 'first_name'],
      [{ last_name: 'ŉa '.repeat(33) }, 'last_name'],
      [{ ...company, company_name: `${'ßa '.repeat(66)}ab` }, 'company_name'],
      [{ ...company, company_name: 'Bar Sport', legal_representative: `${'ßa '.repeat(66)}ab` }, 'legal_representative'],
    ];
    for (const [fields, field] of cases) {
      expect(await refused(customerBody(fields)), field).toEqual({ [field]: TEXT_TOO_LONG });
    }
    expect(await customersOfShop()).toBe(before);
  });

  it('says that a too long value is too long, not missing', async () => {
    const long = 'a'.repeat(10_000);
    expect(await refused(customerBody({ first_name: long, address: long, city: long, document_number: long, document_issued_by: long }))).toEqual({
      first_name: TEXT_TOO_LONG,
      address: TEXT_TOO_LONG,
      city: TEXT_TOO_LONG,
      document_number: TEXT_TOO_LONG,
      document_issued_by: TEXT_TOO_LONG,
    });
  });
});

describe('the other rules of the audit (POST /customers)', () => {
  it('a phone needs at least 8 digits', async () => {
    for (const phone of ['--------', '+( ) ( ) ( )']) {
      expect(await refused(customerBody({ phone }))).toEqual({ phone: MSG.phoneInvalid });
    }
  });

  it('refuses a CAP of another province, as stores and companies do', async () => {
    expect(await refused(customerBody({ postal_code: '20121', province: 'RM' }))).toEqual({
      postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)',
    });
    const res = await api('POST', '/customers', shop.token, customerBody({ postal_code: '00184', province: 'RM', city: 'Roma' }));
    expect(res.status).toBe(201);
  });

  it("a company's codice fiscale is 11 digits (like a partita IVA) or a person's 16 characters, or none", async () => {
    const company = (fiscal_code: string | null, seed: number) =>
      customerBody({ customer_type: 'company', company_name: 'Ferramenta Nord', vat_number: testVatNumber(seed), legal_representative: 'Sara Blu', fiscal_code });
    for (const wrong of ['!!@@##', '12345678901']) {
      expect(await refused(company(wrong, 910))).toEqual({ fiscal_code: MSG.customerFiscalCodeInvalid });
    }
    const numeric = await api('POST', '/customers', shop.token, company(`${testVatNumber(911).slice(0, 5)} ${testVatNumber(911).slice(5)}`, 912));
    expect(numeric.status).toBe(201);
    expect((numeric.body.data as CustomerDetail).fiscal_code).toBe(testVatNumber(911));
    const personal = await api('POST', '/customers', shop.token, company(testTaxCode(913).toLowerCase(), 914));
    expect((personal.body.data as CustomerDetail).fiscal_code).toBe(testTaxCode(913));
  });
});

describe('GET /customers: a tax code or VAT number as displayed', () => {
  it('finds a customer by its tax code in groups, and a company by its VAT number in groups or with IT', async () => {
    const company = await factories(server).ownedCompany();
    const make = factories(server);
    const person = await make.customer(company.company.id, { first_name: 'Sergio', last_name: 'Codici' });
    const vat = testVatNumber(920);
    await make.customer(company.company.id, { customer_type: 'company', company_name: 'Studio 2000 Srl', vat_number: vat, legal_representative: 'Anna Neri' });
    const search = async (term: string) =>
      (await api('GET', `/customers?search=${encodeURIComponent(term)}`, company.token)).body.data as CustomerListData;
    const names = async (term: string) => (await search(term)).customers.map((customer) => customer.display_name);
    const taxCode = person.tax_code ?? '';
    expect(await names(formatCodiceFiscale(taxCode))).toEqual(['Sergio Codici']);
    expect(await names(formatCodiceFiscale(taxCode).toLowerCase())).toEqual(['Sergio Codici']);
    for (const term of [`${vat.slice(0, 5)} ${vat.slice(5, 8)} ${vat.slice(8)}`, `IT${vat}`, `IT ${vat.slice(0, 5)} ${vat.slice(5)}`, vat]) {
      expect(await names(term), term).toEqual(['Studio 2000 Srl']);
    }
    // a name with a number keeps its spaces
    expect(await names('studio 2000')).toEqual(['Studio 2000 Srl']);
    expect((await search(formatCodiceFiscale(taxCode))).pagination.total).toBe(1);
  });

  it('rewrites only whole codes: every other search is searched as typed', () => {
    expect(storedCodeOf('RSS MRA 85 T 10 F205 R')).toBe('RSSMRA85T10F205R');
    expect(storedCodeOf('04567 890 159')).toBe('04567890159');
    expect(storedCodeOf('IT04567890159')).toBe('04567890159');
    for (const term of ['mario rossi', 'Studio 2000', 'RSS MRA 85', 'italo', '3331234567', 'IT', '']) expect(storedCodeOf(term), term).toBeNull();
    expect(customerSearchPattern('Mario  Rossi')).toBe('%mario rossi%');
    expect(customerSearchPattern('IT 04567 890 159')).toBe('%04567890159%');
    expect(customerSearchPattern(undefined)).toBe('');
  });
});
