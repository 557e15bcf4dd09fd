import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { searchForm, searchFormSql } from '../src/common/search-form.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The text as the database's search columns write it (searchFormSql). */
async function inDatabase(texts: readonly string[]): Promise<string[]> {
  const rows = await systemEm(server.orm).execute<{ folded: string }[]>(
    `select ${searchFormSql('t.text')} as folded from jsonb_array_elements_text(?::jsonb) with ordinality as t(text, n) order by t.n`,
    [JSON.stringify(texts)],
  );
  return rows.map((row) => row.folded);
}

describe('search columns kept by the database', () => {
  it('fold every accented Latin letter as the search terms are folded (searchForm)', async () => {
    const letters: string[] = [];
    for (let code = 0xc0; code <= 0x24f; code++) {
      const letter = String.fromCodePoint(code);
      // a letter searchForm writes as two (ß, Ǆ → dž) stays as lower() leaves it: not compared
      if ([...searchForm(letter)].length === 1) letters.push(letter);
    }
    expect(letters.length).toBeGreaterThan(300);
    const folded = await inDatabase(letters);
    const differing = letters.filter((letter, i) => folded[i] !== searchForm(letter));
    expect(differing).toEqual([]);
  });

  it('write names, e-mails and addresses as searchForm does: case, accents and spaces', async () => {
    const texts = ['Niccolò SALVI', '  Forlì   Centro ', 'ÀNGELA.Cantù@Esempio.IT', 'Corso di Porta Romana 46', 'Çelik Øster Łukasz', ''];
    expect(await inDatabase(texts)).toEqual(texts.map(searchForm));
  });
});
