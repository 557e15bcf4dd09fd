// A stand-in for the cloud API, launched by embedded-server.test.ts through the real launcher.
// Serves GET /api/health; behaviour tuned by FIXTURE_* variables:
//   FIXTURE_DELAY_MS        wait before listening (slow start)
//   FIXTURE_HEALTH_STATUS   status of /api/health (default 200; 503 = never healthy)
//   FIXTURE_EXIT_CODE       exit at once with this code (crash at start)
//   FIXTURE_IGNORE_SIGTERM  '1': survive SIGTERM (forces the SIGKILL path)
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const env = process.env;
if (env.FIXTURE_EXIT_CODE) {
  console.error('fixture: failing on purpose');
  process.exit(Number(env.FIXTURE_EXIT_CODE));
}
writeFileSync(join(env.DATA_DIR, 'started.json'), JSON.stringify({ port: env.PORT, host: env.HOST, pid: process.pid, extra: env.FIXTURE_EXTRA ?? null }));

const server = createServer((req, res) => {
  if (req.url === '/api/health') {
    const status = Number(env.FIXTURE_HEALTH_STATUS ?? 200);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: status === 200 ? 'ok' : 'degraded', database: 'up', version: 'fixture', uptime_seconds: 0 }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end('<!doctype html><title>Banco</title>');
});

process.on('SIGTERM', () => {
  if (env.FIXTURE_IGNORE_SIGTERM === '1') {
    console.log('fixture: ignoring SIGTERM');
    return;
  }
  console.log('fixture: SIGTERM, closing');
  server.close(() => process.exit(0));
});

setTimeout(() => {
  server.listen(Number(env.PORT), env.HOST, () => console.log(`fixture: listening on ${env.HOST}:${env.PORT}`));
}, Number(env.FIXTURE_DELAY_MS ?? 0));
