import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  MSG,
  type CouponConversion,
  type CustomerDetail,
  type CustomerListData,
  type PublicPlan,
  type StoreCreateBody,
  type StoreDto,
  type UsersListData,
} from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { IdempotencyKey } from '../src/modules/idempotency/idempotency-key.entity.ts';
import { Store } from '../src/modules/stores/store.entity.ts';
import { customerBody, factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { startTestServer, type ApiResponse, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;
let plans: PublicPlan[];

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  plans = (await server.request<Envelope>('GET', '/api/public/plans')).body.data as PublicPlan[];
});
afterAll(() => server?.close());

const planId = (name: string) => plans.find((plan) => plan.name === name)?.id ?? 0;
const superadminToken = async () => (await server.login('superadmin@banco.demo')).access_token;

function post(path: string, token: string, body: unknown, key?: string): Promise<ApiResponse<Envelope>> {
  return server.request<Envelope>('POST', `/api${path}`, { token, body, headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key } });
}

let names = 0;
function storeBody(companyId: number, fields: Partial<StoreCreateBody> = {}): StoreCreateBody {
  names += 1;
  return {
    company_id: companyId,
    name: `Negozio Idempotente ${names} ${randomUUID().slice(0, 8)}`,
    address: 'Via Roma 1',
    city: 'Pavia',
    province: 'PV',
    postal_code: '27100',
    phone: '0382 123456',
    operators_telecom: ['TIM'],
    ...fields,
  };
}

async function storesNamed(companyId: number, name: string): Promise<number> {
  return systemEm(server.orm).count(Store, { company: companyId, name });
}

async function keyRows(key: string): Promise<number> {
  return systemEm(server.orm).count(IdempotencyKey, { key });
}

/**
 * Sends the request and drops the connection as soon as the status line arrives: the server has
 * committed, the client never reads the reply (a network blip after the work was done).
 */
function postAndDropReply(path: string, token: string, body: unknown, key: string): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api${path}`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
      },
      (response) => {
        response.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('Idempotency-Key on POST /stores', () => {
  let owned: OwnedCompany;
  beforeAll(async () => {
    owned = await make.ownedCompany('Max');
  });

  it('a double submit with one key makes one store and answers the first answer twice', async () => {
    const key = randomUUID();
    const body = storeBody(owned.company.id);
    const first = await post('/stores', owned.token, body, key);
    const second = await post('/stores', owned.token, body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(second.body.message).toBe(MSG.storeCreated);
    expect(await storesNamed(owned.company.id, body.name)).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });

  it('a retry after a dropped reply gets the store the first request made', async () => {
    const key = randomUUID();
    const body = storeBody(owned.company.id);
    expect(await postAndDropReply('/stores', owned.token, body, key)).toBe(201);
    const retry = await post('/stores', owned.token, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect((retry.body.data as StoreDto).name).toBe(body.name);
    expect(await storesNamed(owned.company.id, body.name)).toBe(1);
  });

  it('the same key with another body is a 409 and changes nothing', async () => {
    const key = randomUUID();
    const body = storeBody(owned.company.id);
    expect((await post('/stores', owned.token, body, key)).status).toBe(201);
    const other = storeBody(owned.company.id);
    const res = await post('/stores', owned.token, other, key);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: MSG.idempotencyKeyReused });
    expect(await storesNamed(owned.company.id, other.name)).toBe(0);
  });

  it('the same key on another endpoint is a 409', async () => {
    const key = randomUUID();
    expect((await post('/stores', owned.token, storeBody(owned.company.id), key)).status).toBe(201);
    const res = await post('/settings/subscription/change-request', owned.token, { plan_id: planId('Multi') }, key);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MSG.idempotencyKeyReused);
  });

  it('concurrent requests with one key make one store, and every one gets its answer', async () => {
    const key = randomUUID();
    const body = storeBody(owned.company.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/stores', owned.token, body, key)));
    const ids = answers.map((res) => {
      expect(res.status).toBe(201);
      return (res.body.data as StoreDto).id;
    });
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((res) => res.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true')).toHaveLength(4);
    expect(await storesNamed(owned.company.id, body.name)).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });

  it("another user's key is not this user's: each gets its own work", async () => {
    const key = randomUUID();
    const other = await make.ownedCompany('Max');
    const mine = storeBody(owned.company.id);
    const theirs = storeBody(other.company.id);
    const first = await post('/stores', owned.token, mine, key);
    const second = await post('/stores', other.token, theirs, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect((second.body.data as StoreDto).name).toBe(theirs.name);
    expect(await storesNamed(other.company.id, theirs.name)).toBe(1);
    expect(await keyRows(key)).toBe(2);
  });

  it('a refused request keeps no key: the corrected retry with the same key does the work', async () => {
    const key = randomUUID();
    const taken = storeBody(owned.company.id);
    expect((await post('/stores', owned.token, taken)).status).toBe(201);
    const refused = await post('/stores', owned.token, storeBody(owned.company.id, { name: taken.name }), key);
    expect(refused.status).toBe(422);
    expect(refused.body.validation_errors).toEqual({ name: MSG.storeNameTaken });
    expect(await keyRows(key)).toBe(0);
    const corrected = storeBody(owned.company.id);
    const res = await post('/stores', owned.token, corrected, key);
    expect(res.status).toBe(201);
    expect(res.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
  });

  it('a key that is not a UUID is a 422 on idempotency_key, and nothing is written', async () => {
    const body = storeBody(owned.company.id);
    const res = await post('/stores', owned.token, body, 'doppio-clic');
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ idempotency_key: MSG.idempotencyKeyInvalid });
    expect(await storesNamed(owned.company.id, body.name)).toBe(0);
  });

  it('keys expire after 24 hours and are cleaned up at the next request of their user', async () => {
    const key = randomUUID();
    expect((await post('/stores', owned.token, storeBody(owned.company.id), key)).status).toBe(201);
    await systemEm(server.orm).nativeUpdate(IdempotencyKey, { key }, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    const later = storeBody(owned.company.id);
    const res = await post('/stores', owned.token, later, key);
    expect(res.status).toBe(201);
    expect(res.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await storesNamed(owned.company.id, later.name)).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });
});

describe('the other creates answer a repeated key with their first answer', () => {
  it('POST /companies (superadmin)', async () => {
    const token = await superadminToken();
    const key = randomUUID();
    const name = `Azienda Idempotente ${randomUUID().slice(0, 8)} S.r.l.`;
    const body = { name, email: 'idempotente@test.banco', subscription_plan_id: planId('Max'), billing_cycle: 'monthly', subscription_status: 'active' };
    const [a, b] = [await post('/companies', token, body, key), await post('/companies', token, body, key)];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    const list = await server.request<Envelope>('GET', `/api/companies?search=${encodeURIComponent(name)}`, { token });
    expect(list.body.data).toHaveLength(1);
  });

  it('POST /users', async () => {
    const owned = await make.ownedCompany('Max');
    const key = randomUUID();
    const email = `idempotente.${randomUUID().slice(0, 8)}@test.banco`;
    const body = {
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email,
      role: 'manager',
      company_id: owned.company.id,
      store_ids: [owned.store.id],
      password: 'Password123',
      send_welcome_email: false,
    };
    const [a, b] = [await post('/users', owned.token, body, key), await post('/users', owned.token, body, key)];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    const list = await server.request<Envelope>('GET', `/api/users?search=${encodeURIComponent(email)}`, { token: owned.token });
    expect((list.body.data as UsersListData).users.map((user) => user.email)).toEqual([email]);
  });

  it('POST /stores/:id/activation-codes', async () => {
    const owned = await make.ownedCompany('Max');
    const key = randomUUID();
    const body = { codes: [{ operator: 'TIM', agent_code: 'AG-1', activation_code: 'ACT-1' }] };
    const path = `/stores/${owned.store.id}/activation-codes`;
    const [a, b] = [await post(path, owned.token, body, key), await post(path, owned.token, body, key)];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const codes = await server.request<Envelope>('GET', `/api${path}`, { token: owned.token });
    expect(codes.body.data).toHaveLength(1);
  });

  it('POST /settings/subscription/change-request', async () => {
    const owned = await make.ownedCompany('Single');
    const key = randomUUID();
    const body = { plan_id: planId('Multi'), note: 'Un secondo negozio' };
    const path = '/settings/subscription/change-request';
    const [a, b] = [await post(path, owned.token, body, key), await post(path, owned.token, body, key)];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    // without the key the repeat is refused: one request is already pending
    expect((await post(path, owned.token, body)).status).toBe(409);
  });

  it('POST /customers: one customer, and the retry does not meet the duplicate tax code', async () => {
    const owned = await make.ownedCompany('Max');
    const key = randomUUID();
    const body = customerBody({ email: `cliente.${randomUUID().slice(0, 8)}@test.banco` });
    const [a, b] = [await post('/customers', owned.token, body, key), await post('/customers', owned.token, body, key)];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(b.body).toEqual(a.body);
    const list = await server.request<Envelope>('GET', `/api/customers?search=${encodeURIComponent(body.tax_code ?? '')}`, { token: owned.token });
    expect((list.body.data as CustomerListData).customers).toHaveLength(1);
    // without the key the same data is the duplicate it is
    expect((await post('/customers', owned.token, body)).status).toBe(409);
  });

  it('POST /customers/:id/assign-points and /convert-points: points assigned once, one coupon', async () => {
    const owned = await make.ownedCompany('Max');
    const customer = (await post('/customers', owned.token, customerBody(), randomUUID())).body.data as CustomerDetail;
    const assign = `/customers/${customer.id}/assign-points`;
    const points = { points: 150, reason: 'Benvenuto' };
    const pointsKey = randomUUID();
    const [a, b] = [await post(assign, owned.token, points, pointsKey), await post(assign, owned.token, points, pointsKey)];
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    const convert = `/customers/${customer.id}/convert-points`;
    const couponKey = randomUUID();
    const [first, again] = [await post(convert, owned.token, undefined, couponKey), await post(convert, owned.token, undefined, couponKey)];
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const detail = (await server.request<Envelope>('GET', `/api/customers/${customer.id}`, { token: owned.token })).body.data as CustomerDetail;
    expect(detail.loyalty.current_points).toBe(50);
    expect(detail.loyalty.coupons).toHaveLength(1);
    expect((first.body.data as CouponConversion).coupon.code).toBe(detail.loyalty.coupons[0]?.code);
  });
});
