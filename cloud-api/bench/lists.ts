/**
 * Lists bench: GET /api/stores and GET /api/users with search, with 500 stores and 5,000 users in
 * one company, on PostgreSQL. It creates a scratch database on the server of BENCH_DATABASE_URL
 * (default: the local server), lets the server migrate and seed it, bulk-inserts the extra rows in
 * SQL, measures next to bare Koa, and drops the database.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, startServer, type RunningServer } from '../src/index.ts';
import { createScratchDatabase } from '../test/support/scratch-database.ts';
import { describeRun, loginToken, measure, printTable, startBareKoa } from './support.ts';

const STORES = 500;
const USERS = 5_000;
const COMPANY = 'Demo Telefonia S.r.l.';

/** 500 stores and 5,000 users (managers and consultants, each assigned to one store) in one company. */
async function seedVolume(api: RunningServer): Promise<void> {
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

export async function benchLists(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database;
  try {
    database = await createScratchDatabase(adminUrl, 'banco_bench');
  } catch (error) {
    console.log(`\nLists: PostgreSQL non raggiungibile su ${adminUrl} (${String(error)}); imposta BENCH_DATABASE_URL.`);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'banco-bench-'));
  const bare = await startBareKoa();
  let api: RunningServer | undefined;
  try {
    api = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: database.url, logLevel: 'silent', rendererDir: dataDir, seedDemo: true });
    await seedVolume(api);
    const token = await loginToken(api.url, 'imprenditore@banco.demo', DEMO_PASSWORD);
    const auth = { Authorization: `Bearer ${token}` };
    console.log(`\nLists (${STORES} stores, ${USERS} users in one company): ${describeRun('PostgreSQL')}`);
    printTable([
      await measure('bare Koa GET /', { url: bare.url }),
      await measure('GET /api/stores?search=Milano', { url: `${api.url}/api/stores?search=Milano&page=2`, headers: auth }),
      await measure('GET /api/stores', { url: `${api.url}/api/stores`, headers: auth }),
      await measure('GET /api/users?search=Rossi', { url: `${api.url}/api/users?search=Rossi&page=3`, headers: auth }),
      await measure('GET /api/users', { url: `${api.url}/api/users`, headers: auth }),
    ]);
  } finally {
    await bare.close();
    await api?.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
