import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { createAppProtocolHandler } from '../desktop/src/main/app-protocol.ts';
import { createConfigStore } from '../desktop/src/main/config-store.ts';
import { createDispatcher, createIpcHandlers } from '../desktop/src/main/ipc-handlers.ts';
import { createRefreshTokenStore, type RefreshTokenStore } from '../desktop/src/main/refresh-token-store.ts';
import { createSessionKeeper } from '../desktop/src/main/session-keeper.ts';
import { memoryOnlyCipher } from '../desktop/src/main/test-fixtures/token-ciphers.ts';
import { pwExpect } from './support/expect.ts';
import { useBrowser, DEMO, DEMO_PASSWORD } from './support/session.ts';
import { LoginPage } from './pages/login-page.ts';
import { AppShell } from './pages/app-shell.ts';

/**
 * The desktop window without Electron: the built renderer served by the app:// protocol handler
 * (desktop/src/main/app-protocol.ts, behind a small http adapter since Chromium alone cannot have
 * the app:// scheme), and `window.banco` as the preload gives it, answering the server the main
 * process chose. That server is a switchable relay to the Banco started for the e2e tests, so the
 * page can meet a server that does not answer, then one that does.
 */
const session = useBrowser();
const rendererDir = resolve(import.meta.dirname, '../desktop/out/renderer');
const configFile = '/home/cassa/.config/Banco/banco-config.json';

let pageServer: Server;
let origin = '';
let serverDown = true;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function relayToBanco(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (serverDown) {
    request.socket.destroy();
    return;
  }
  const body = await readBody(request);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'authorization', 'accept']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(`${session.baseUrl}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    body: body.length > 0 ? body : undefined,
  });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

async function serveBundle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const handler = createAppProtocolHandler({ rendererDir, apiBaseUrl: origin });
  const answer = await handler(new Request(`app://banco${request.url ?? '/'}`, { method: request.method }));
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * The session half of `window.banco` as the main process answers it: the real IPC dispatcher and
 * session keeper (desktop/src/main), reached through a function exposed to the page instead of
 * ipcRenderer. Returns the main process's token store.
 */
async function exposeMainProcessSession(page: Page): Promise<RefreshTokenStore> {
  const tokens = createRefreshTokenStore({ filePath: '/nonexistent/session.bin', cipher: memoryOnlyCipher, log: () => undefined });
  const dispatch = createDispatcher(
    createIpcHandlers({
      configStore: createConfigStore({ dir: tmpdir() }),
      runtime: { version: '0.1.0', platform: 'linux', mode: 'remote', apiUrlFromEnv: false, apiBaseUrl: origin },
      session: createSessionKeeper({ store: tokens, serverUrl: origin }),
    }),
  );
  await page.exposeFunction('bancoMainProcess', (channel: string, payload: unknown) => dispatch(channel, payload));
  return tokens;
}

beforeAll(async () => {
  pageServer = createServer((request, response) => {
    const work = (request.url ?? '').startsWith('/api/') ? relayToBanco(request, response) : serveBundle(request, response);
    work.catch(() => response.destroy());
  });
  await new Promise<void>((done) => pageServer.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => pageServer.close(() => done()));
});

describe('the desktop window (bundled renderer, server from the bridge)', () => {
  it("opens without a server, says 'Server non raggiungibile' with the address, and works after Riprova", async () => {
    serverDown = true;
    const page = await session.newPage();
    const mainTokens = await exposeMainProcessSession(page);
    await page.addInitScript(
      ({ server, file }) => {
        type Answer = { ok: true; data: unknown } | { ok: false; error: { message: string } };
        const main = (globalThis as unknown as { bancoMainProcess: (channel: string, payload?: unknown) => Promise<Answer> }).bancoMainProcess;
        const call = async (channel: string, payload?: unknown) => {
          const answer = await main(channel, payload);
          if (!answer.ok) throw new Error(answer.error.message);
          return answer.data;
        };
        Object.defineProperty(globalThis, 'banco', {
          value: Object.freeze({
            getAppInfo: () => Promise.resolve({ version: '0.1.0', platform: 'linux', mode: 'remote', apiUrlFromEnv: false, configFile: file }),
            getConfig: () => Promise.resolve({ mode: 'remote', remoteUrl: server }),
            getApiBaseUrl: () => Promise.resolve(server),
            signIn: (request: unknown) => call('session:sign-in', request),
            refreshSession: () => call('session:refresh'),
            clearSession: () => call('session:clear'),
          }),
        });
      },
      { server: origin, file: configFile },
    );
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    /** The bodies of every API answer the page received. */
    const pageAnswers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/')) pageAnswers.push(response.text().catch(() => ''));
    });

    // a deep link: the protocol answers index.html, the assets load from the bundle
    await page.goto(`${origin}/negozi`);
    await page.getByRole('heading', { name: 'Server non raggiungibile' }).waitFor();
    await page.getByText(`Banco non riesce a contattare il server all'indirizzo ${origin}.`).waitFor();
    await page.getByText('Nessuna risposta: controlla la connessione di rete e che il server sia acceso.').waitFor();
    await page.getByText(configFile).waitFor();

    serverDown = false;
    await page.getByRole('button', { name: 'Riprova' }).click();
    const login = new LoginPage(page);
    await login.submit.waitFor();
    await login.fill(DEMO.manager, DEMO_PASSWORD);
    await login.submit.click();
    await new AppShell(page).roleBadge('Manager').waitFor();

    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((url) => url.startsWith(`${origin}/api/`))).toBe(true);

    // the refresh token is the main process's: the login went through it, the page received none,
    // keeps none, and a refresh goes through it
    const kept = await mainTokens.get();
    expect(kept).not.toBeNull();
    expect(apiCalls.some((url) => url.endsWith('/api/auth/login'))).toBe(false);
    expect((await Promise.all(pageAnswers)).join('\n')).not.toContain('refresh_token');
    const pageStorage = () => page.evaluate(() => JSON.stringify({ ...localStorage }));
    await pwExpect.poll(pageStorage).not.toContain(kept);
    await page.evaluate(() => localStorage.setItem('banco_access_token', 'scaduto.non.valido'));
    await page.reload();
    await new AppShell(page).roleBadge('Manager').waitFor();
    expect(apiCalls.some((url) => url.endsWith('/api/auth/refresh'))).toBe(false);
    const rotated = await mainTokens.get();
    expect(rotated).not.toBe(kept);
    await pwExpect.poll(pageStorage).not.toContain('scaduto.non.valido');
    await pwExpect.poll(pageStorage).not.toContain(rotated);

    // logout: the main process forgets it
    await new AppShell(page).logout.click();
    await new LoginPage(page).submit.waitFor();
    await pwExpect.poll(() => mainTokens.get()).toBeNull();
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await fetch(`${origin}/assets/missing.js`);
    expect(response.status).toBe(404);
    const page = await fetch(`${origin}/utenti/3`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' app://banco ${origin}`);
  });
});
