import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackendError, describeBackendFailure, resolveBackendPlan, startBackend, type BackendInput, type Backend } from './backend.ts';

const fixture = fileURLToPath(new URL('./test-fixtures/health-server.mjs', import.meta.url));

const base: BackendInput = {
  env: {},
  config: { mode: 'embedded' },
  isPackaged: false,
  appPath: '/home/dev/banco/desktop',
  resourcesPath: '/opt/Banco/resources',
  execPath: '/opt/Banco/banco',
  userDataDir: '/home/dev/.config/Banco',
};

describe('backend plan', () => {
  it('BANCO_API_URL wins over the config, normalized', () => {
    for (const config of [{ mode: 'embedded' as const }, { mode: 'remote' as const, remoteUrl: 'https://b.it' }]) {
      expect(resolveBackendPlan({ ...base, config, env: { BANCO_API_URL: ' http://127.0.0.1:3000/ ' } })).toEqual({
        kind: 'env',
        apiBaseUrl: 'http://127.0.0.1:3000',
      });
    }
  });

  it('refuses an unusable BANCO_API_URL and ignores an empty one', () => {
    expect(() => resolveBackendPlan({ ...base, env: { BANCO_API_URL: 'localhost:3000' } })).toThrow(BackendError);
    expect(() => resolveBackendPlan({ ...base, env: { BANCO_API_URL: 'file:///x' } })).toThrow(/BANCO_API_URL non valido/);
    expect(() => resolveBackendPlan({ ...base, env: { BANCO_API_URL: 'http://192.168.1.10:3000' } })).toThrow(
      'BANCO_API_URL non valido: «http://192.168.1.10:3000» (Il server remoto deve usare https://',
    );
    expect(resolveBackendPlan({ ...base, env: { BANCO_API_URL: '' } }).kind).toBe('embedded');
  });

  it('remote mode uses the configured URL', () => {
    expect(resolveBackendPlan({ ...base, config: { mode: 'remote', remoteUrl: 'https://banco.example.it' } })).toEqual({
      kind: 'remote',
      apiBaseUrl: 'https://banco.example.it',
    });
  });

  it('embedded mode, packaged: the bundled server on Electron-as-Node, data under userData', () => {
    const plan = resolveBackendPlan({ ...base, isPackaged: true, appPath: '/opt/Banco/resources/app.asar' });
    expect(plan).toEqual({
      kind: 'embedded',
      launch: {
        command: '/opt/Banco/banco',
        args: ['/opt/Banco/resources/cloud-api/server.mjs'],
        cwd: '/opt/Banco/resources/cloud-api',
        env: { ELECTRON_RUN_AS_NODE: '1', NODE_ENV: 'production', RENDERER_DIR: '/opt/Banco/resources/app.asar.unpacked/out/renderer' },
        dataDir: '/home/dev/.config/Banco/data',
        entry: '/opt/Banco/resources/cloud-api/server.mjs',
      },
    });
  });

  it('embedded mode, development: the cloud API sources on Node', () => {
    expect(resolveBackendPlan(base)).toEqual({
      kind: 'embedded',
      launch: {
        command: 'node',
        args: ['/home/dev/banco/cloud-api/src/main.ts'],
        cwd: '/home/dev/banco',
        env: { RENDERER_DIR: '/home/dev/banco/desktop/out/renderer' },
        dataDir: '/home/dev/.config/Banco/data',
        entry: '/home/dev/banco/cloud-api/src/main.ts',
      },
    });
  });
});

describe('starting the backend', () => {
  let dir: string;
  let backend: Backend | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'banco-backend-'));
  });
  afterEach(async () => {
    await backend?.stop();
    backend = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('remote and env plans start nothing', async () => {
    backend = await startBackend({ kind: 'env', apiBaseUrl: 'http://127.0.0.1:3000' });
    expect(backend).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:3000', mode: 'remote', apiUrlFromEnv: true, server: undefined });
    backend = await startBackend({ kind: 'remote', apiBaseUrl: 'https://b.it' });
    expect(backend).toMatchObject({ apiBaseUrl: 'https://b.it', mode: 'remote', apiUrlFromEnv: false });
  });

  it('embedded: launches the server and answers its URL; stop() ends it', async () => {
    backend = await startBackend(
      {
        kind: 'embedded',
        launch: {
          command: process.execPath,
          args: [fixture],
          cwd: dir,
          env: { FIXTURE_EXTRA: 'embedded' },
          dataDir: join(dir, 'data'),
          entry: fixture,
        },
      },
      { startTimeoutMs: 5_000, pollIntervalMs: 50 },
    );
    expect(backend.mode).toBe('embedded');
    expect(backend.apiUrlFromEnv).toBe(false);
    expect(backend.apiBaseUrl).toBe(backend.server?.url);
    expect((await fetch(`${backend.apiBaseUrl}/api/health`)).status).toBe(200);
    expect(JSON.parse(await readFile(join(dir, 'data', 'started.json'), 'utf8'))).toMatchObject({ extra: 'embedded' });
    await backend.stop();
    await expect(fetch(`${backend.apiBaseUrl}/api/health`)).rejects.toThrow();
  });

  it('embedded without the server entry: a clear error', async () => {
    const plan = resolveBackendPlan({ ...base, isPackaged: true, resourcesPath: dir, userDataDir: dir });
    await expect(startBackend(plan)).rejects.toThrow(/Il server integrato non è incluso in questa installazione/);
  });
});

describe('start-up failure text', () => {
  it('names the error, the last server lines and the config file', async () => {
    const { EmbeddedServerError } = await import('./embedded-server.ts');
    const text = describeBackendFailure(
      new EmbeddedServerError("Il server integrato si è arrestato all'avvio (codice 1)", ['', 'Configurazione non valida:', ' - PORT: troppo grande']),
      '/home/u/.config/Banco/banco-config.json',
    );
    expect(text).toBe(
      "Il server integrato si è arrestato all'avvio (codice 1)\n\n" +
        'Ultime righe del server:\nConfigurazione non valida:\n - PORT: troppo grande\n\n' +
        'Configurazione: /home/u/.config/Banco/banco-config.json\n' +
        'Per usare un server remoto imposta "mode": "remote" e "remoteUrl": "https://…" in questo file, poi riprova.',
    );
    expect(describeBackendFailure('boom', '/c.json')).toMatch(/^boom\n\nConfigurazione: \/c\.json/);
  });
});
