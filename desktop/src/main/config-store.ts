import { mkdir, readFile, rename, rm, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { appConfigSchema, DEFAULT_APP_CONFIG, type AppConfig, type AppConfigInput } from '@banco/shared';

/**
 * The desktop app's config file (`banco-config.json` in Electron's userData directory): the
 * workstation settings. Only the main process writes it (no IPC channel does); the shop's
 * technician edits it, and the app reads it at every start.
 * A missing file gives the defaults; a corrupt or invalid one is copied to `<file>.bak` and the
 * defaults are used — except a file that asks for remote mode: that one is never silently turned
 * into the embedded server (the shop would see another database), reading it throws
 * ConfigFileError with the reason instead. Writes are atomic (temp + rename).
 */
export interface ConfigStore {
  readonly filePath: string;
  read(): Promise<AppConfig>;
  /** Validates (shared schema), writes atomically, returns what was stored. */
  write(config: AppConfigInput): Promise<AppConfig>;
  /** Creates the file with the defaults when missing (so it can be opened in an editor); the path. */
  ensureFile(): Promise<string>;
}

export class ConfigFileError extends Error {
  override name = 'ConfigFileError';
}

export interface ConfigStoreOptions {
  dir: string;
  fileName?: string;
  /** Told when a corrupt file was set aside. */
  onCorrupt?: (details: { filePath: string; backupPath: string; reason: string }) => void;
}

export const CONFIG_FILE_NAME = 'banco-config.json';

export function createConfigStore(options: ConfigStoreOptions): ConfigStore {
  const filePath = join(options.dir, options.fileName ?? CONFIG_FILE_NAME);
  const backupPath = `${filePath}.bak`;
  /** Reads and writes run one after the other, so a read never sees a half-done write. */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readNow(): Promise<AppConfig> {
    let text: string;
    try {
      text = await readFile(filePath, 'utf8');
    } catch (error) {
      if (isErrnoException(error) && error.code === 'ENOENT') return { ...DEFAULT_APP_CONFIG };
      throw error;
    }
    let reason: string;
    try {
      const raw: unknown = JSON.parse(text);
      const parsed = appConfigSchema.safeParse(raw);
      if (parsed.success) return parsed.data;
      reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || '_'}: ${issue.message}`).join('; ');
      if (asksForRemote(raw)) {
        const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ');
        throw new ConfigFileError(`Configurazione non valida in ${filePath}: ${messages}`);
      }
    } catch (error) {
      if (error instanceof ConfigFileError) throw error;
      reason = error instanceof Error ? error.message : String(error);
    }
    await copyFile(filePath, backupPath);
    options.onCorrupt?.({ filePath, backupPath, reason });
    return { ...DEFAULT_APP_CONFIG };
  }

  async function writeNow(input: AppConfigInput): Promise<AppConfig> {
    const config = appConfigSchema.parse(input);
    await mkdir(options.dir, { recursive: true });
    const tempPath = `${filePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(tempPath, `${JSON.stringify(config, null, 2)}\n`, { encoding: 'utf8', flush: true });
      await rename(tempPath, filePath);
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return config;
  }

  async function ensureFileNow(): Promise<string> {
    try {
      await readFile(filePath);
    } catch (error) {
      if (!isErrnoException(error) || error.code !== 'ENOENT') throw error;
      await writeNow(DEFAULT_APP_CONFIG);
    }
    return filePath;
  }

  return {
    filePath,
    read: () => serial(readNow),
    write: (config) => serial(() => writeNow(config)),
    ensureFile: () => serial(ensureFileNow),
  };
}

function asksForRemote(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && 'mode' in raw && raw.mode === 'remote';
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
