import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const electronDir = join(repoRoot, 'node_modules', 'electron');

/** The Electron executable when its binary was downloaded, else null. */
export function electronBinary(): string | null {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/** Opens the desktop window on a running cloud API (remote mode through BANCO_API_URL). */
export function openDesktopWindow(binary: string, apiUrl: string): ChildProcess {
  return spawn(binary, [join(repoRoot, 'desktop')], {
    stdio: 'inherit',
    env: { ...process.env, BANCO_API_URL: apiUrl },
  });
}
