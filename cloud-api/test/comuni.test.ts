import { decodeCodiceFiscale, MSG, TEXT_TOO_LONG, type ComuneByCode, type ProvinciaByComune } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
/** One signed-in user of each role. */
let tokens: Record<'superadmin' | 'entrepreneur' | 'manager' | 'consultant', string>;

beforeAll(async () => {
  server = await startTestServer();
  const make = factories(server);
  const owned = await make.ownedCompany();
  const consultant = await make.user({ role: 'consultant', companyId: owned.company.id, storeIds: [owned.store.id], managerId: owned.manager.id });
  tokens = {
    superadmin: (await server.login('superadmin@banco.demo')).access_token,
    entrepreneur: owned.token,
    manager: owned.managerToken,
    consultant: (await consultant.login()).access_token,
  };
});
afterAll(() => server?.close());

/** As the consultant unless another token, or null for no session, is given. */
async function get<T>(path: string, query: Record<string, string>, token: string | null = tokens.consultant) {
  const res = await server.request<Envelope>('GET', `/api/comuni/${path}?${new URLSearchParams(query).toString()}`, { token: token ?? undefined });
  return { status: res.status, body: res.body, data: res.body.data as T };
}

describe('GET /comuni/by-codice-c', () => {
  it('names the comune of a codice fiscale, for every role', async () => {
    const decoded = decodeCodiceFiscale('BNCGLI92D43F205W');
    for (const token of Object.values(tokens)) {
      const res = await get<ComuneByCode>('by-codice-c', { codice_c: decoded?.cadastralCode ?? '' }, token);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.data).toEqual({
        nome: 'Milano',
        codice_catastale: 'F205',
        provincia_sigla: 'MI',
        stato_estero: false,
        soppresso: false,
        valido_dal: '1873-06-23',
        valido_al: null,
      });
    }
  });

  it('knows foreign countries (Z codes) and suppressed comuni, in any case', async () => {
    expect((await get<ComuneByCode>('by-codice-c', { codice_c: 'z112' })).data).toMatchObject({
      nome: 'Germania',
      provincia_sigla: null,
      stato_estero: true,
      soppresso: false,
    });
    expect((await get<ComuneByCode>('by-codice-c', { codice_c: 'Z404' })).data).toMatchObject({ stato_estero: true });
    // Abbadia Sopra Adda (CO), merged in 1928
    expect((await get<ComuneByCode>('by-codice-c', { codice_c: 'A002' })).data).toMatchObject({
      nome: 'Abbadia Sopra Adda',
      provincia_sigla: 'CO',
      soppresso: true,
      valido_al: '1928-03-07',
    });
  });

  it('answers 404 with an Italian message for a code no place ever had', async () => {
    const res = await get('by-codice-c', { codice_c: 'Z999' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: MSG.comuneNotFound });
  });

  it('answers 422 for a malformed code', async () => {
    for (const codice_c of ['F20', 'F2055', '1205', 'F2O5', '']) {
      const res = await get('by-codice-c', { codice_c });
      expect(res.status, codice_c).toBe(422);
      expect(res.body.validation_errors).toEqual({ codice_c: MSG.codiceCatastaleInvalid });
    }
    expect((await server.request<Envelope>('GET', '/api/comuni/by-codice-c', { token: tokens.consultant })).status).toBe(422);
  });

  it('needs a session', async () => {
    expect((await get('by-codice-c', { codice_c: 'F205' }, null)).status).toBe(401);
  });
});

describe('GET /comuni/provincia-by-comune', () => {
  it("gives the province and the CAP of a single-CAP comune, whatever the case and accents", async () => {
    for (const comune of ['Abano Terme', 'abano terme', ' ABANO  TERME ']) {
      const res = await get<ProvinciaByComune>('provincia-by-comune', { comune });
      expect(res.status, comune).toBe(200);
      expect(res.data).toEqual({ nome: 'Abano Terme', provincia_sigla: 'PD', cap: '35031', caps: ['35031'], codice_catastale: 'A001', omonimi: [] });
    }
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'cantu' })).data).toMatchObject({ nome: 'Cantù', provincia_sigla: 'CO' });
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Sant’Agata de’ Goti' })).data).toMatchObject({ provincia_sigla: 'BN' });
  });

  it('gives every CAP of a multi-CAP city and no single one', async () => {
    const res = await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Milano' });
    expect(res.data).toMatchObject({ provincia_sigla: 'MI', cap: null, codice_catastale: 'F205' });
    expect(res.data.caps).toContain('20121');
    expect(res.data.caps).toContain('20162');
  });

  it('prefers the exact spelling, and lists comuni of the same name to choose from', async () => {
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Paternò' })).data).toMatchObject({ provincia_sigla: 'CT' });
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Paterno' })).data).toMatchObject({ provincia_sigla: 'PZ' });
    const castro = await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Castro' });
    expect(castro.data).toMatchObject({ nome: 'Castro', provincia_sigla: null, cap: null });
    expect(castro.data.omonimi.map((comune) => comune.provincia_sigla).sort()).toEqual(['BG', 'LE']);
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Castro', provincia: 'le' })).data).toMatchObject({
      provincia_sigla: 'LE',
      omonimi: [],
    });
  });

  it('finds a bilingual comune by either of its names, and a name written without its apostrophe or spaces', async () => {
    for (const [comune, nome, provincia] of [
      ['Bolzano', 'Bolzano/Bozen', 'BZ'],
      ['bozen', 'Bolzano/Bozen', 'BZ'],
      ['Bolzano/Bozen', 'Bolzano/Bozen', 'BZ'],
      ['Merano', 'Merano/Meran', 'BZ'],
      ['Bressanone', 'Bressanone/Brixen', 'BZ'],
      ['Brixen', 'Bressanone/Brixen', 'BZ'],
      ["L'Aquila", "L'Aquila", 'AQ'],
      ['L Aquila', "L'Aquila", 'AQ'],
      ['laquila', "L'Aquila", 'AQ'],
      ['Sant Agata de Goti', "Sant'Agata de' Goti", 'BN'],
    ] as const) {
      const res = await get<ProvinciaByComune>('provincia-by-comune', { comune });
      expect(res.status, comune).toBe(200);
      expect(res.data, comune).toMatchObject({ nome, provincia_sigla: provincia, omonimi: [] });
    }
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Bolzano', provincia: 'BZ' })).data).toMatchObject({ cap: '39100' });
    // the spaces of a name still tell two comuni apart
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Treville' })).data).toMatchObject({ provincia_sigla: 'AL' });
    expect((await get<ProvinciaByComune>('provincia-by-comune', { comune: 'Tre Ville' })).data).toMatchObject({ provincia_sigla: 'TN' });
  });

  it('answers 404 for a name that is no current comune, or not in that province', async () => {
    const queries: Record<string, string>[] = [{ comune: 'Atlantide' }, { comune: 'Abbadia Sopra Adda' }, { comune: 'Milano', provincia: 'RM' }];
    for (const query of queries) {
      const res = await get('provincia-by-comune', query);
      expect(res.status, query.comune).toBe(404);
      expect(res.body.error).toBe(MSG.comuneNotFound);
    }
  });

  it('answers 422 for a missing name or a malformed province', async () => {
    expect((await get('provincia-by-comune', { comune: ' ' })).body.validation_errors).toEqual({ comune: MSG.comuneNameRequired });
    // a name too long is too long, not missing
    expect((await get('provincia-by-comune', { comune: 'a'.repeat(101) })).body.validation_errors).toEqual({ comune: TEXT_TOO_LONG });
    const res = await get('provincia-by-comune', { comune: 'Milano', provincia: 'Milano' });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({ provincia: MSG.provinceInvalid });
  });

  it('needs a session', async () => {
    expect((await get('provincia-by-comune', { comune: 'Milano' }, null)).status).toBe(401);
  });
});
