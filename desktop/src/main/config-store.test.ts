import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigFileError, createConfigStore } from './config-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'banco-config-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('config store', () => {
  it('gives the defaults when there is no file, without creating one', async () => {
    const store = createConfigStore({ dir });
    expect(await store.read()).toEqual({ mode: 'embedded' });
    expect(await readdir(dir)).toEqual([]);
    expect(store.filePath).toBe(join(dir, 'banco-config.json'));
  });

  it('writes atomically and reads back the normalized config', async () => {
    const store = createConfigStore({ dir: join(dir, 'nested', 'userData') });
    const saved = await store.write({ mode: 'remote', remoteUrl: ' https://banco.example.it/ ' });
    expect(saved).toEqual({ mode: 'remote', remoteUrl: 'https://banco.example.it' });
    expect(await store.read()).toEqual(saved);
    expect(JSON.parse(await readFile(store.filePath, 'utf8'))).toEqual(saved);
    expect(await readdir(join(dir, 'nested', 'userData'))).toEqual(['banco-config.json']);
    // A second store on the same directory (next app start) sees it.
    expect(await createConfigStore({ dir: join(dir, 'nested', 'userData') }).read()).toEqual(saved);
  });

  it('refuses an invalid config and keeps the previous file', async () => {
    const store = createConfigStore({ dir });
    await store.write({ mode: 'remote', remoteUrl: 'https://10.0.0.2:3443' });
    await expect(store.write({ mode: 'remote', remoteUrl: 'ftp://x' })).rejects.toThrow();
    await expect(store.write({ mode: 'remote' })).rejects.toThrow();
    expect(await store.read()).toEqual({ mode: 'remote', remoteUrl: 'https://10.0.0.2:3443' });
    expect(await readdir(dir)).toEqual(['banco-config.json']);
  });

  it('falls back to the defaults on a corrupt file and keeps it as .bak', async () => {
    const corrupt = '{"mode": "remote", "remoteUrl": ';
    await writeFile(join(dir, 'banco-config.json'), corrupt);
    const reports: string[] = [];
    const store = createConfigStore({ dir, onCorrupt: ({ backupPath }) => reports.push(backupPath) });
    expect(await store.read()).toEqual({ mode: 'embedded' });
    expect(await readFile(join(dir, 'banco-config.json.bak'), 'utf8')).toBe(corrupt);
    expect(reports).toEqual([join(dir, 'banco-config.json.bak')]);
    // The app can then save a good config over it.
    await store.write({ mode: 'embedded' });
    expect(await store.read()).toEqual({ mode: 'embedded' });
    expect((await readdir(dir)).sort()).toEqual(['banco-config.json', 'banco-config.json.bak']);
  });

  it('treats valid JSON that breaks the schema as corrupt too', async () => {
    await writeFile(join(dir, 'banco-config.json'), JSON.stringify({ mode: 'cloud', remoteUrl: 'javascript:alert(1)' }));
    const reasons: string[] = [];
    const store = createConfigStore({ dir, onCorrupt: ({ reason }) => reasons.push(reason) });
    expect(await store.read()).toEqual({ mode: 'embedded' });
    expect(reasons[0]).toContain('remoteUrl');
    await writeFile(join(dir, 'banco-config.json'), '[]');
    expect(await store.read()).toEqual({ mode: 'embedded' });
  });

  it('never turns an invalid remote config into the embedded server: it names the problem', async () => {
    const text = JSON.stringify({ mode: 'remote', remoteUrl: 'http://192.168.1.10:3000' });
    await writeFile(join(dir, 'banco-config.json'), text);
    const store = createConfigStore({ dir, onCorrupt: () => expect.unreachable() });
    await expect(store.read()).rejects.toThrow(ConfigFileError);
    await expect(store.read()).rejects.toThrow(
      `Configurazione non valida in ${join(dir, 'banco-config.json')}: Il server remoto deve usare https:// (http:// solo su questo computer: localhost, 127.0.0.1, [::1])`,
    );
    await writeFile(join(dir, 'banco-config.json'), JSON.stringify({ mode: 'remote' }));
    await expect(store.read()).rejects.toThrow(/Indirizzo del server obbligatorio in modalità remota/);
    expect(await readdir(dir)).toEqual(['banco-config.json']);
  });

  it('ensureFile creates the file with the defaults once, and keeps an existing one', async () => {
    const store = createConfigStore({ dir: join(dir, 'userData') });
    expect(await store.ensureFile()).toBe(store.filePath);
    expect(JSON.parse(await readFile(store.filePath, 'utf8'))).toEqual({ mode: 'embedded' });
    await writeFile(store.filePath, '{ "mode": "remote", "remoteUrl": "https://b.it" }');
    await store.ensureFile();
    expect(await store.read()).toEqual({ mode: 'remote', remoteUrl: 'https://b.it' });
  });

  it('serializes concurrent writes: the last one wins and no temp file is left', async () => {
    const store = createConfigStore({ dir });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.write({ mode: 'remote', remoteUrl: `https://10.0.0.${i + 1}:3443` })),
    );
    expect(await store.read()).toEqual({ mode: 'remote', remoteUrl: 'https://10.0.0.20:3443' });
    expect(await readdir(dir)).toEqual(['banco-config.json']);
  });

  it('does not hand out a shared defaults object', async () => {
    const store = createConfigStore({ dir });
    const first = await store.read();
    first.mode = 'remote';
    expect(await store.read()).toEqual({ mode: 'embedded' });
  });
});
