import type { RunningServer } from '../src/index.ts';

export const STORES = 500;
export const USERS = 5_000;
export const COMPANY = 'Demo Telefonia S.r.l.';

/**
 * 500 stores and 5,000 users (managers and consultants, each assigned to one store) in one company,
 * bulk-inserted in SQL next to the demo data. Plain SQL that PostgreSQL and PGlite both run.
 */
export async function seedVolume(api: RunningServer): Promise<void> {
  const connection = api.orm.em.getConnection();
  const [company] = await connection.execute<{ id: number }[]>('select id from companies where name = ?', [COMPANY]);
  if (!company) throw new Error(`${COMPANY} non trovata`);
  const [hash] = await connection.execute<{ password_hash: string }[]>(
    "select password_hash from users where email = 'manager@banco.demo'",
  );
  const cities = "array['Milano','Roma','Napoli','Torino','Bologna','Firenze','Bari','Palermo']";
  await connection.execute(
    `insert into stores (company_id, code, name, address, city, province, postal_code, phone, status,
       operators_telecom, operators_energy, operators_mobility, whatsapp_enabled, created_at, updated_at)
     select ?, 'BN-' || lpad(g::text, 4, '0'), 'Negozio ' || (${cities})[1 + g % 8] || ' ' || g, 'Via Garibaldi ' || g,
       (${cities})[1 + g % 8], 'MI', '20100', '02 1234 ' || lpad(g::text, 4, '0'),
       case when g % 10 = 0 then 'maintenance' else 'active' end,
       '["TIM","Vodafone"]', '["Enel Energia"]', '[]', g % 3 = 0, now(), now()
     from generate_series(1, ${STORES}) g`,
    [company.id],
  );
  await connection.execute(
    `insert into users (email, password_hash, first_name, last_name, role, company_id, is_active, created_at, updated_at)
     select 'utente' || g || '@bench.banco.demo', ?, (array['Luca','Giulia','Marco','Chiara','Paolo','Sara'])[1 + g % 6],
       (array['Rossi','Bianchi','Esposito','Romano','Colombo','Ricci','Marino'])[1 + g % 7] || ' ' || g,
       case when g % 10 = 0 then 'manager' else 'consultant' end, ?, g % 17 <> 0, now(), now()
     from generate_series(1, ${USERS}) g`,
    [hash?.password_hash ?? '', company.id],
  );
  await connection.execute(
    `insert into user_stores (user_id, store_id, company_id, assigned_at)
     select u.id, s.id, ?, now()
     from (select id, row_number() over (order by id) as n from users where email like '%@bench.banco.demo') u
     join (select id, row_number() over (order by id) as n from stores where code like 'BN-%') s
       on s.n = 1 + (u.n % ${STORES})`,
    [company.id],
  );
  await connection.execute('analyze');
}

/** The id of a row the raw baseline and GET /api/stores/{id} read. */
export async function idOf(api: RunningServer, sql: string): Promise<number> {
  const [row] = await api.orm.em.getConnection().execute<{ id: number }[]>(sql);
  if (!row) throw new Error(`nessuna riga: ${sql}`);
  return row.id;
}
