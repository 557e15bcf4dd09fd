import type { RunningServer } from '../src/index.ts';
import { COMPANY } from './volume.ts';

/** Issue 8's volume: customers of one company on PostgreSQL (PGlite would take minutes to seed them). */
export const CUSTOMERS = 200_000;

/**
 * 200,000 private customers of the demo company, bulk-inserted in SQL: first names and surnames
 * from short lists (some accented: the search ignores accents), a unique tax code `BNCH` + 12 digits,
 * a phone, an e-mail, and the search column written as customer-search.ts writes it (lower case,
 * accents dropped, both name orders, the phone also as bare digits).
 */
export async function seedCustomers(api: RunningServer): Promise<void> {
  const connection = api.orm.em.getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from companies where name = ?', [COMPANY]);
  if (!company) throw new Error(`${COMPANY} non trovata`);
  // each name and, at the same place, its search form
  const firsts = ['Giulia', 'Nicolò', 'Marco', 'Chiara', 'Luca', 'Elena', 'Andrea'];
  const lasts = ['Rossi', 'Cantù', 'Esposito', 'Pérez', 'Bianchi', 'Colombo', 'Ricci', 'De Luca', 'Marino', 'Galli', 'Fabbri'];
  const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // literal arrays (the names hold no quotes): the ORM would spread an array parameter into a list
  const array = (names: readonly string[]) => `array[${names.map((name) => `'${name}'`).join(', ')}]`;
  await connection.execute(
    `insert into customers (company_id, customer_type, first_name, last_name, tax_code, phone, email, document_type,
       privacy_consent, marketing_consent, profiling_consent, is_active, search_text, created_at, updated_at)
     select ?, 'individual', first, last, tax, phone, email, 'identity_card', true, g % 2 = 0, false, true,
       first_fold || ' ' || last_fold || ' | ' || last_fold || ' ' || first_fold || ' | ' || lower(tax) || ' | ' || phone || ' | ' ||
         regexp_replace(phone, '[^0-9]', '', 'g') || ' | ' || email,
       now() - make_interval(secs => g), now()
     from (
       select g,
         (${array(firsts)})[1 + g % ${firsts.length}] as first, (${array(firsts.map(fold))})[1 + g % ${firsts.length}] as first_fold,
         (${array(lasts)})[1 + g % ${lasts.length}] || ' ' || g as last, (${array(lasts.map(fold))})[1 + g % ${lasts.length}] || ' ' || g as last_fold,
         'BNCH' || lpad(g::text, 12, '0') as tax, '+39 333 ' || lpad(g::text, 7, '0') as phone, 'cliente' || g || '@bench.banco.demo' as email
       from generate_series(1, ${CUSTOMERS}) g
     ) s`,
    [company.id],
  );
  // what autovacuum does to a table after bulk inserts (PostgreSQL 13+): statistics, and the trigram
  // index's pending list merged (left there, every search scanned its 3 MB)
  await connection.execute('vacuum analyze customers');
}
