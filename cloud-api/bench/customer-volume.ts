import { codiceFiscaleCheckCharacter } from '@banco/shared';
import { searchForm } from '../src/common/search-form.ts';
import type { RunningServer } from '../src/index.ts';
import { COMPANY } from './volume.ts';

/** Issue 8's volume: customers of one company on PostgreSQL (PGlite would take minutes to seed them). */
export const CUSTOMERS = 200_000;

// first names (female ones flagged: their code's day is +40) and surnames, each with the three
// letters of its codice fiscale (consonants first, then vowels; a first name of four or more
// consonants takes the 1st, 3rd and 4th)
const FIRSTS = [
  ['Giulia', 'GLI', true],
  ['Nicolò', 'NCL', false],
  ['Marco', 'MRC', false],
  ['Chiara', 'CHR', true],
  ['Luca', 'LCU', false],
  ['Elena', 'LNE', true],
  ['Andrea', 'NDR', false],
] as const;
const LASTS = [
  ['Rossi', 'RSS'],
  ['Cantù', 'CNT'],
  ['Esposito', 'SPS'],
  ['Pérez', 'PRZ'],
  ['Bianchi', 'BNC'],
  ['Colombo', 'CLM'],
  ['Ricci', 'RCC'],
  ['De Luca', 'DLC'],
  ['Marino', 'MRN'],
  ['Galli', 'GLL'],
  ['Fabbri', 'FBB'],
] as const;
const MONTHS = 'ABCDEHLMPRST';
/** Cadastral codes of twenty comuni (Milano, Roma, Napoli, Torino, Bologna, …). */
const COMUNI = ['F205', 'H501', 'F839', 'L219', 'A944', 'D612', 'G273', 'D969', 'A662', 'C351', 'L736', 'L781', 'B157', 'A794', 'F704', 'G224', 'L424', 'B354', 'H224', 'G337'];

/**
 * The real codice fiscale of bench customer `g` (1…CUSTOMERS), check character included: its name
 * is FIRSTS[g % 7] LASTS[g % 11] (as seedCustomers writes it), and its birth year, day, month and
 * comune come from g in mixed radix (60 × 28 × 12 × 20 = 403,200 combinations), so no two bench
 * customers share a code.
 */
export function benchTaxCode(g: number): string {
  const [, firstCode, female] = FIRSTS[g % FIRSTS.length] ?? FIRSTS[0];
  const [, lastCode] = LASTS[g % LASTS.length] ?? LASTS[0];
  // 1940…1999: two digits
  const year = 40 + (g % 60);
  const day = 1 + (Math.floor(g / 60) % 28) + (female ? 40 : 0);
  const month = MONTHS.charAt(Math.floor(g / 1680) % 12);
  const comune = COMUNI[Math.floor(g / 20_160) % COMUNI.length] ?? 'F205';
  const first15 = `${lastCode}${firstCode}${year}${month}${String(day).padStart(2, '0')}${comune}`;
  return first15 + codiceFiscaleCheckCharacter(first15);
}

/** The bench customer GET /customers/{id} reads (its e-mail names it). */
export const BENCH_CUSTOMER_EMAIL = 'cliente100000@bench.banco.demo';

/**
 * 200,000 private customers of the demo company, bulk-inserted in SQL: first names and surnames
 * from short lists (some accented: the search ignores accents), a unique and real codice fiscale
 * (benchTaxCode; the tax-code search reads a real code's trigrams, not a prefix every row shares),
 * a phone, an e-mail, and the search column written as customer-search.ts writes it (lower case,
 * accents dropped, both name orders, the phone also as bare digits).
 */
export async function seedCustomers(api: RunningServer): Promise<void> {
  const connection = api.orm.em.getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from companies where name = ?', [COMPANY]);
  if (!company) throw new Error(`${COMPANY} non trovata`);
  const firsts = FIRSTS.map(([name]) => name);
  const lasts = LASTS.map(([name]) => name);
  // literal arrays (the names hold no quotes): the ORM would spread an array parameter into a list
  const array = (names: readonly string[]) => `array[${names.map((name) => `'${name}'`).join(', ')}]`;
  // the codes as one JSON array parameter (g is its 1-based position)
  const taxCodes = JSON.stringify(Array.from({ length: CUSTOMERS }, (_, index) => benchTaxCode(index + 1)));
  await connection.execute(
    `insert into customers (company_id, customer_type, first_name, last_name, tax_code, phone, email, document_type,
       privacy_consent, marketing_consent, profiling_consent, is_active, search_text, created_at, updated_at)
     select ?, 'individual', first, last, tax, phone, email, 'identity_card', true, g % 2 = 0, false, true,
       first_fold || ' ' || last_fold || ' | ' || last_fold || ' ' || first_fold || ' | ' || lower(tax) || ' | ' || phone || ' | ' ||
         regexp_replace(phone, '[^0-9]', '', 'g') || ' | ' || email,
       now() - make_interval(secs => g), now()
     from (
       select g::int as g,
         (${array(firsts)})[1 + g % ${firsts.length}] as first, (${array(firsts.map(searchForm))})[1 + g % ${firsts.length}] as first_fold,
         (${array(lasts)})[1 + g % ${lasts.length}] || ' ' || g as last, (${array(lasts.map(searchForm))})[1 + g % ${lasts.length}] || ' ' || g as last_fold,
         tax, '+39 333 ' || lpad(g::text, 7, '0') as phone, 'cliente' || g || '@bench.banco.demo' as email
       from json_array_elements_text(?::json) with ordinality as codes(tax, g)
     ) s`,
    [company.id, taxCodes],
  );
  // what autovacuum does to a table after bulk inserts (PostgreSQL 13+): statistics, and the trigram
  // index's pending list merged (left there, every search scanned its 3 MB)
  await connection.execute('vacuum analyze customers');
}
