import type { CompanyDetail, CompanySettings, CustomerDetail, Subscription } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

/** Money leaves the server in one form: a decimal string with two decimals, never a JSON float (issue 6). */

let server: TestServer;
let superadmin: string;
let owner: string;
let companyId: number;
let customerId: number;

beforeAll(async () => {
  server = await startTestServer();
  const make = factories(server);
  superadmin = (await server.login('superadmin@banco.demo')).access_token;
  // yearly billing: the discounted price is computed, not just copied from the column
  const company = await make.company({ plan: 'Multi', billing_cycle: 'yearly' });
  companyId = company.id;
  owner = (await (await make.user({ role: 'entrepreneur', companyId })).login()).access_token;
  // a customer with a coupon: purchase totals and the coupon's value
  customerId = (await make.customer(companyId)).id;
  await server.request('POST', `/api/customers/${customerId}/assign-points`, { token: owner, body: { points: 300, reason: 'Promo' } });
  await server.request('POST', `/api/customers/${customerId}/convert-points`, { token: owner });
});
afterAll(() => server?.close());

/** Every field of a JSON answer whose name says it carries money, with its path. */
function moneyFields(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyFields(item, `${path}.${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => [
    ...(/price|amount|total_purchases|^value$/.test(key) && field !== null ? [[`${path}.${key}`, field] as [string, unknown]] : []),
    ...moneyFields(field, `${path}.${key}`),
  ]);
}

/**
 * Every number of a JSON answer that is not a whole number (a binary float on the wire). A rate in
 * percent (`…_percent`, at most two decimals, never added up as money) is the one number allowed a fraction.
 */
function fractionalNumbers(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isInteger(value) || path.endsWith('_percent') ? [] : [`${path} = ${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => fractionalNumbers(field, `${path}.${key}`));
}

async function answer(path: string, token?: string): Promise<Envelope> {
  const res = await server.request<Envelope>('GET', `/api${path}`, { token });
  expect(res.status, path).toBe(200);
  return res.body;
}

describe('money in the answers', () => {
  it('is a two-decimal string in every plan, company and settings answer, with no float anywhere', async () => {
    const answers = {
      'GET /public/plans': await answer('/public/plans'),
      'GET /companies': await answer('/companies', superadmin),
      'GET /companies/{id}': await answer(`/companies/${companyId}`, superadmin),
      'GET /settings/company': await answer('/settings/company', owner),
      'GET /settings/subscription-plans': await answer('/settings/subscription-plans', superadmin),
      'GET /settings/subscription': await answer('/settings/subscription', owner),
      'GET /customers/{id}': await answer(`/customers/${customerId}`, owner),
    };
    for (const [endpoint, body] of Object.entries(answers)) {
      const fields = moneyFields(body);
      expect(fields.length, endpoint).toBeGreaterThan(0);
      for (const [path, value] of fields) expect(value, `${endpoint} ${path}`).toMatch(/^\d+\.\d{2}$/);
      expect(fractionalNumbers(body), endpoint).toEqual([]);
    }
  });

  it('carries the exact amounts: list price, yearly price with 10% off, the same for the owner', async () => {
    const detail = (await answer(`/companies/${companyId}`, superadmin)).data as CompanyDetail;
    expect(detail).toMatchObject({ plan_price_monthly: '79.90', price_monthly: '71.91' });
    expect(((await answer('/settings/company', owner)).data as CompanySettings).price).toBe('71.91');
    const subscription = (await answer('/settings/subscription', owner)).data as Subscription;
    expect(subscription).toMatchObject({ price_monthly: '71.91', plan: { price_monthly: '79.90' } });
    const customer = (await answer(`/customers/${customerId}`, owner)).data as CustomerDetail;
    expect(customer).toMatchObject({ total_purchases: '0.00', total_purchases_last_year: '0.00', total_purchases_last_90_days: '0.00' });
    expect(customer.loyalty.coupons.map((coupon) => coupon.value)).toEqual(['15.00']);
  });
});
