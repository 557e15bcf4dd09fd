import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serverUrlSchema, type AppConfig, type AppMode } from '@banco/shared';
import { startEmbeddedServer, type EmbeddedServer, type EmbeddedServerOptions } from './embedded-server.ts';

/**
 * Which server this run of the app talks to, decided once at start-up:
 * 1. BANCO_API_URL, when set (the repo's `npm start` starts the cloud API itself), wins;
 * 2. config mode 'remote' → config.remoteUrl;
 * 3. config mode 'embedded' → the cloud API started here as a child process on a free loopback
 *    port, data in <userData>/data.
 * The window shows the renderer bundled in the app (app://banco/) and asks for that URL over IPC
 * (app:get-api-base-url); the API is at <url>/api. A remote URL is https (http only on this
 * machine): shared/src/ipc/config.ts.
 */
export interface BackendInput {
  env: Readonly<Record<string, string | undefined>>;
  config: AppConfig;
  isPackaged: boolean;
  /** Electron's app.getAppPath(): <repo>/desktop in development, <resources>/app.asar when packaged. */
  appPath: string;
  /** process.resourcesPath (packaged app's resources directory). */
  resourcesPath: string;
  /** process.execPath: the Electron binary, which runs the packaged server with ELECTRON_RUN_AS_NODE=1. */
  execPath: string;
  userDataDir: string;
}

export interface EmbeddedLaunch {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  dataDir: string;
  /** The server entry file, checked before spawning. */
  entry: string;
}

export type BackendPlan =
  | { kind: 'env'; apiBaseUrl: string }
  | { kind: 'remote'; apiBaseUrl: string }
  | { kind: 'embedded'; launch: EmbeddedLaunch };

export class BackendError extends Error {
  override name = 'BackendError';
}

/** Where the packaged app finds the bundled cloud API (electron-builder extraResources). */
export const PACKAGED_SERVER_ENTRY = ['cloud-api', 'server.mjs'] as const;

export function resolveBackendPlan(input: BackendInput): BackendPlan {
  const override = input.env.BANCO_API_URL?.trim();
  if (override !== undefined && override !== '') {
    const parsed = serverUrlSchema.safeParse(override);
    if (!parsed.success) {
      throw new BackendError(`BANCO_API_URL non valido: «${override}» (${parsed.error.issues[0]?.message ?? 'serve un URL https://'})`);
    }
    return { kind: 'env', apiBaseUrl: parsed.data };
  }
  if (input.config.mode === 'remote') {
    if (input.config.remoteUrl === undefined) throw new BackendError('Modalità remota senza indirizzo del server');
    return { kind: 'remote', apiBaseUrl: input.config.remoteUrl };
  }
  return { kind: 'embedded', launch: embeddedLaunch(input) };
}

function embeddedLaunch(input: BackendInput): EmbeddedLaunch {
  const dataDir = join(input.userDataDir, 'data');
  // The server reads the renderer with plain fs: in a package that is the unpacked copy (asarUnpack).
  const appDir = input.appPath.endsWith('.asar') ? `${input.appPath}.unpacked` : input.appPath;
  const rendererDir = join(appDir, 'out', 'renderer');
  if (input.isPackaged) {
    // The bundled server runs on Electron's own Node (no separate Node install on the shop's PC).
    const cwd = join(input.resourcesPath, PACKAGED_SERVER_ENTRY[0]);
    const entry = join(input.resourcesPath, ...PACKAGED_SERVER_ENTRY);
    return {
      command: input.execPath,
      args: [entry],
      cwd,
      env: { ELECTRON_RUN_AS_NODE: '1', NODE_ENV: 'production', RENDERER_DIR: rendererDir },
      dataDir,
      entry,
    };
  }
  // Development (`electron desktop` without BANCO_API_URL): the cloud API's TypeScript sources on the
  // Node found on PATH (npm scripts put the repo's Node 24 first).
  const repoRoot = resolve(input.appPath, '..');
  const entry = join(repoRoot, 'cloud-api', 'src', 'main.ts');
  return {
    command: input.env.BANCO_NODE ?? 'node',
    args: [entry],
    cwd: repoRoot,
    env: { RENDERER_DIR: rendererDir },
    dataDir,
    entry,
  };
}

export interface Backend {
  apiBaseUrl: string;
  /** The mode in effect for this run (BANCO_API_URL counts as remote: the app did not start it). */
  mode: AppMode;
  apiUrlFromEnv: boolean;
  /** The child process in embedded mode. */
  server: EmbeddedServer | undefined;
  /** Stops the embedded server, if any. Idempotent. */
  stop(): Promise<void>;
}

export type StartBackendOptions = Pick<EmbeddedServerOptions, 'startTimeoutMs' | 'pollIntervalMs' | 'stopTimeoutMs' | 'onOutput'>;

export async function startBackend(plan: BackendPlan, options: StartBackendOptions = {}): Promise<Backend> {
  if (plan.kind !== 'embedded') {
    return {
      apiBaseUrl: plan.apiBaseUrl,
      mode: 'remote',
      apiUrlFromEnv: plan.kind === 'env',
      server: undefined,
      stop: async () => undefined,
    };
  }
  const { launch } = plan;
  try {
    await access(launch.entry);
  } catch {
    throw new BackendError(`Il server integrato non è incluso in questa installazione (manca ${launch.entry})`);
  }
  const server = await startEmbeddedServer({
    command: launch.command,
    args: launch.args,
    cwd: launch.cwd,
    env: launch.env,
    dataDir: launch.dataDir,
    port: 0,
    startTimeoutMs: options.startTimeoutMs ?? 60_000,
    pollIntervalMs: options.pollIntervalMs,
    stopTimeoutMs: options.stopTimeoutMs,
    onOutput: options.onOutput,
  });
  return {
    apiBaseUrl: server.url,
    mode: 'embedded',
    apiUrlFromEnv: false,
    server,
    stop: async () => {
      await server.stop();
    },
  };
}

/** The text of the start-up error dialog: what failed, the server's last output, where the config is. */
export function describeBackendFailure(error: unknown, configFilePath: string): string {
  const parts = [error instanceof Error ? error.message : String(error)];
  const output = error instanceof Error && 'output' in error && Array.isArray(error.output) ? error.output : [];
  const tail = output.filter((line): line is string => typeof line === 'string' && line.trim() !== '').slice(-8);
  if (tail.length > 0) parts.push(`Ultime righe del server:\n${tail.join('\n')}`);
  parts.push(
    `Configurazione: ${configFilePath}\n` +
      'Per usare un server remoto imposta "mode": "remote" e "remoteUrl": "https://…" in questo file, poi riprova.',
  );
  return parts.join('\n\n');
}
