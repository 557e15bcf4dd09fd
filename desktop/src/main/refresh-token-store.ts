import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The system's encryption as the token store needs it: Electron's safeStorage in the app
 * (Keychain, DPAPI, libsecret/kwallet), any reversible cipher in tests.
 */
export interface TokenCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** Where the desktop app keeps the user's refresh token: the main process, never the page. */
export interface RefreshTokenStore {
  /** The kept token, or null (none, or unreadable: a new login is needed). */
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
  /** False when the system offers no encryption: the token then lives in memory only. */
  readonly persistent: boolean;
}

export interface RefreshTokenStoreOptions {
  /** The encrypted file, e.g. `<userData>/session.bin`. */
  filePath: string;
  cipher: TokenCipher;
  log?: (message: string) => void;
}

/**
 * The refresh token encrypted on disk (mode 0600, written atomically), so the session survives a
 * restart of the app. When encryption is unavailable (a Linux desktop without a keyring) it is
 * kept in memory only, and said once: after a restart the user signs in again. A file that cannot
 * be decrypted (another user's keyring, a copied profile) is removed and counts as no session.
 */
export function createRefreshTokenStore({ filePath, cipher, log = console.warn }: RefreshTokenStoreOptions): RefreshTokenStore {
  const persistent = cipher.isEncryptionAvailable();
  if (!persistent) {
    log('[banco] cifratura del sistema non disponibile: la sessione resta solo in memoria, al prossimo avvio serve un nuovo accesso');
  }
  /** undefined: not read from disk yet. */
  let cached: string | null | undefined = persistent ? undefined : null;

  async function load(): Promise<string | null> {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(filePath);
    } catch {
      return null;
    }
    try {
      const token = cipher.decryptString(encrypted);
      return token === '' ? null : token;
    } catch {
      log(`[banco] sessione salvata illeggibile (${filePath}): serve un nuovo accesso`);
      await rm(filePath, { force: true });
      return null;
    }
  }

  return {
    persistent,
    async get() {
      if (cached === undefined) cached = await load(); // read once; memory-only never reads the disk
      return cached;
    },
    async set(token) {
      cached = token;
      if (!persistent) return;
      await mkdir(dirname(filePath), { recursive: true });
      const temporary = `${filePath}.tmp`;
      await writeFile(temporary, cipher.encryptString(token), { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, filePath);
    },
    async clear() {
      cached = null;
      if (persistent) await rm(filePath, { force: true });
    },
  };
}
