import { DEVICES_MSG, type DeviceModel } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('consulente@banco.demo')).access_token;
});
afterAll(() => server?.close());

const get = async <T>(path: string) => {
  const res = await server.request<Envelope>('GET', `/api${path}`, { token });
  return { status: res.status, body: res.body, data: res.body.data as T };
};

describe('/devices (spec 3 §7): the phone and tablet catalogue', () => {
  it('lists the brands, searchable, and the two categories', async () => {
    const brands = (await get<string[]>('/devices/brands')).data;
    for (const brand of ['Apple', 'Samsung', 'Xiaomi', 'Google', 'Motorola', 'OPPO', 'OnePlus', 'Honor', 'Nothing']) expect(brands).toContain(brand);
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'it')));
    expect((await get<string[]>('/devices/brands?search=sam')).data).toEqual(['Samsung']);
    expect((await get<string[]>('/devices/categories')).data).toEqual(['Smartphone', 'Tablet']);
  });

  it("gives a brand's models newest first with category and release year, and searches across brands", async () => {
    const apple = (await get<DeviceModel[]>('/devices/models?brand=apple&search=iphone 16')).data;
    expect(apple[0]).toEqual({ brand: 'Apple', model: 'iPhone 16e', category: 'Smartphone', release_year: 2025 });
    expect(apple.map((row) => row.model)).toContain('iPhone 16 Pro Max');
    expect(apple.every((row) => row.brand === 'Apple' && row.model.toLowerCase().includes('iphone 16'))).toBe(true);
    const tablets = (await get<DeviceModel[]>('/devices/models?brand=Samsung&search=tab')).data;
    expect(tablets.length).toBeGreaterThan(3);
    expect(tablets.every((row) => row.category === 'Tablet')).toBe(true);
    const found = (await get<DeviceModel[]>('/devices/search?q=galaxy s25')).data;
    expect(found.map((row) => row.model)).toEqual(expect.arrayContaining(['Galaxy S25', 'Galaxy S25 Ultra', 'Galaxy S25 FE']));
    expect(found.length).toBeLessThanOrEqual(20);
  });

  it('needs 2 characters to search, and a session', async () => {
    const short = await get('/devices/search?q=g');
    expect(short.status).toBe(422);
    expect(short.body.validation_errors).toEqual({ q: DEVICES_MSG.searchTooShort });
    expect((await server.request<Envelope>('GET', '/api/devices/brands')).status).toBe(401);
  });
});
