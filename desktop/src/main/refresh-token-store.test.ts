import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRefreshTokenStore } from './refresh-token-store.ts';
import { aesCipher, memoryOnlyCipher } from './test-fixtures/token-ciphers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'banco-session-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('refresh token store', () => {
  it('keeps the token encrypted on disk, readable by the next start with the same key only', async () => {
    const cipher = aesCipher();
    const filePath = join(dir, 'userData', 'session.bin');
    const store = createRefreshTokenStore({ filePath, cipher });
    expect(store.persistent).toBe(true);
    expect(await store.get()).toBeNull();
    await store.set('refresh-token-segreto');

    const onDisk = await readFile(filePath);
    expect(onDisk.toString('latin1')).not.toContain('refresh-token-segreto');
    expect((await stat(filePath)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(dir, 'userData'))).toEqual(['session.bin']);
    // the next start of the app
    expect(await createRefreshTokenStore({ filePath, cipher }).get()).toBe('refresh-token-segreto');

    await store.clear();
    expect(await store.get()).toBeNull();
    expect(await readdir(join(dir, 'userData'))).toEqual([]);
  });

  it('drops a file it cannot decrypt (another keyring, a copied profile): a new login is needed', async () => {
    const filePath = join(dir, 'session.bin');
    await createRefreshTokenStore({ filePath, cipher: aesCipher() }).set('di un altro utente');
    const logged: string[] = [];
    const store = createRefreshTokenStore({ filePath, cipher: aesCipher(), log: (message) => logged.push(message) });
    expect(await store.get()).toBeNull();
    expect(await readdir(dir)).toEqual([]);
    expect(logged).toEqual([`[banco] sessione salvata illeggibile (${filePath}): serve un nuovo accesso`]);
  });

  it('without the system encryption keeps the token in memory only, and says so', async () => {
    const filePath = join(dir, 'session.bin');
    await writeFile(filePath, 'vecchio file');
    const logged: string[] = [];
    const store = createRefreshTokenStore({ filePath, cipher: memoryOnlyCipher, log: (message) => logged.push(message) });
    expect(store.persistent).toBe(false);
    expect(logged).toEqual([
      '[banco] cifratura del sistema non disponibile: la sessione resta solo in memoria, al prossimo avvio serve un nuovo accesso',
    ]);
    expect(await store.get()).toBeNull();
    await store.set('solo-in-memoria');
    expect(await store.get()).toBe('solo-in-memoria');
    expect(await readFile(filePath, 'utf8')).toBe('vecchio file');
    expect(await createRefreshTokenStore({ filePath, cipher: memoryOnlyCipher, log: () => undefined }).get()).toBeNull();
  });
});
