import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createApiClient } from '../api/client.ts';
import { createMemoryStorage, createSessionStore, sessionForApi } from '../session/session-store.ts';
import { startTestServer, type TestServer } from '../test-support/http-test-server.ts';
import { checkServer, SERVER_STATUS_TEXT } from './server-check.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function healthPing(baseUrl: string) {
  const client = createApiClient({ baseUrl, session: sessionForApi(createSessionStore(createMemoryStorage()), () => undefined) });
  return () => client.request('/health');
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('server check', () => {
  it('ok when the server answers its health check', async () => {
    server.reset();
    server.on('GET /health', () => ({ json: { success: true, data: { status: 'ok', database: 'up' } } }));
    expect(await checkServer(healthPing(server.baseUrl))).toEqual({ state: 'ok' });
  });

  it('unreachable, with the connection hint, when nothing answers', async () => {
    const port = await closedPort();
    expect(await checkServer(healthPing(`http://127.0.0.1:${port}/api`))).toEqual({
      state: 'unreachable',
      reason: 'Nessuna risposta: controlla la connessione di rete e che il server sia acceso.',
    });
  });

  it("unreachable, with the server's message, when it answers with an error", async () => {
    server.reset();
    server.on('GET /health', () => ({ status: 502, raw: '<html>Bad Gateway</html>', contentType: 'text/html' }));
    const status = await checkServer(healthPing(server.baseUrl));
    expect(status.state).toBe('unreachable');
    expect(status.state === 'unreachable' && status.reason).toMatch(/^Il server ha risposto con un errore: /);
  });

  it('says where the address is and what to press', () => {
    expect(SERVER_STATUS_TEXT.title).toBe('Server non raggiungibile');
    expect(SERVER_STATUS_TEXT.address('https://banco.example.it')).toBe(
      "Banco non riesce a contattare il server all'indirizzo https://banco.example.it.",
    );
    expect(SERVER_STATUS_TEXT.retry).toBe('Riprova');
  });
});
