import { MSG, type AddressSearchData } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provinciaByComune } from '../src/modules/comuni/comuni-index.ts';
import { startFakeGeocoder, type FakeGeocoder } from './support/fake-geocoder.ts';
import { factories, type Factories } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;
let geocoder: FakeGeocoder;

beforeAll(async () => {
  [server, geocoder] = await Promise.all([startTestServer(), startFakeGeocoder()]);
  make = factories(server);
});
afterAll(async () => {
  await server?.close();
  await geocoder?.close();
});

async function search(token: string | undefined, q: string | null) {
  const query = q === null ? '' : `?q=${encodeURIComponent(q)}`;
  const res = await server.request<Envelope>('GET', `/api/address-search${query}`, { token });
  return { status: res.status, body: res.body, data: res.body.data as AddressSearchData };
}

/** A company whose integrations name `geocoderUrl` (empty: the server's), and its manager's token. */
async function companyWithGeocoder(geocoderUrl: string): Promise<string> {
  const owned = await make.ownedCompany('Max');
  const body = { smtp_host: '', smtp_port: null, smtp_secure: false, smtp_user: '', smtp_password: '', mail_from: '', geocoder_url: geocoderUrl };
  const saved = await server.request<Envelope>('PUT', '/api/settings/integrations', { token: owned.token, body });
  expect(saved.status).toBe(200);
  return owned.managerToken;
}

describe('GET /address-search', () => {
  it("asks the company's geocoder exactly as spec 2 §7 says, and lists streets with a house number first", async () => {
    const token = await companyWithGeocoder(geocoder.url);
    const before = geocoder.requests.length;
    const res = await search(token, 'Roma');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(geocoder.requests[before] ?? [])).toEqual({
      q: 'Roma, Italia',
      format: 'json',
      limit: '12',
      addressdetails: '1',
      countrycodes: 'it',
      extratags: '1',
      'accept-language': 'it',
      bounded: '0',
    });
    const segrate = provinciaByComune('Segrate');
    // the city of Roma itself (a relation with no road or number) is left out
    expect(res.data).toEqual({
      source: 'geocoder',
      results: [
        { label: '10, Via Roma, Centro Storico', address: 'Via Roma', civic_number: '10', city: 'Pavia', province: 'PV', postal_code: '27100' },
        {
          label: 'Via Roma, Quartiere Molto Lungo Con Un Nome Davvero Esteso Per La Prova, S…',
          address: 'Via Roma',
          civic_number: null,
          city: 'Segrate',
          province: 'MI',
          postal_code: segrate?.cap ?? null,
        },
      ],
    });
    expect(res.data.results[1]?.label).toHaveLength(75);
  });

  it('answers a repeated search from memory, without asking the geocoder again', async () => {
    const token = await companyWithGeocoder(geocoder.url);
    await search(token, 'Corso Buenos Aires');
    const asked = geocoder.requests.length;
    const again = await search(token, 'corso buenos aires');
    expect(again.data.results.map((result) => result.city)).toEqual(['Milano']);
    expect(geocoder.requests.length).toBe(asked);
  });

  it('without a geocoder that answers, suggests comuni with province and CAP instead of failing', async () => {
    for (const path of ['/slow/search', '/garbage/search', '/error/search', '/huge/search']) {
      const token = await companyWithGeocoder(`${geocoder.base}${path}`);
      const res = await search(token, 'Via Garibaldi 3, Pavia');
      expect(res.status, path).toBe(200);
      expect(res.data.source, path).toBe('comuni');
      expect(res.data.results[0], path).toEqual({ label: 'Pavia (PV) 27100', address: null, civic_number: null, city: 'Pavia', province: 'PV', postal_code: '27100' });
    }
  });

  it("a company without its own geocoder uses the server's, never another company's", async () => {
    await companyWithGeocoder(geocoder.url);
    const other = await companyWithGeocoder('');
    const asked = geocoder.requests.length;
    const res = await search(other, 'Via Roma 10, Pavia');
    // the server's geocoder here is a closed port: the comuni answer
    expect(res.data.source).toBe('comuni');
    expect(geocoder.requests.length).toBe(asked);
  });

  it('needs 3 characters and a session', async () => {
    const token = await companyWithGeocoder('');
    for (const q of ['ab', '   ab  ', null]) {
      const res = await search(token, q);
      expect(res.status).toBe(422);
      expect(res.body.validation_errors).toEqual({ q: MSG.addressQueryTooShort });
    }
    expect((await search(token, 'x'.repeat(201))).body.validation_errors).toEqual({ q: MSG.addressQueryTooLong });
    expect((await search(undefined, 'Via Roma')).status).toBe(401);
  });

  it('stops a runaway client with 429 and an Italian message', async () => {
    const token = await companyWithGeocoder('');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await search(token, `Pavia ${i}`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await search(token, 'Pavia');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(MSG.addressSearchTooFrequent);
  });
});
