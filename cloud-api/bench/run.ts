/**
 * Benchmarks (not tests): `npm run bench`. Each prints requests/s and p99 latency next to a bare
 * Koa endpoint measured in the same run, and the ratios.
 * - auth: GET /api/auth/me and a login;
 * - lists: GET /api/stores and GET /api/users with search, 500 stores and 5,000 users in one company
 *   on PostgreSQL (BENCH_DATABASE_URL, default the local server's `test` database).
 */
import { benchAuth } from './auth.ts';
import { benchLists } from './lists.ts';

await benchAuth();
await benchLists();
process.exit(0);
