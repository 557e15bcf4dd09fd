import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const desktopDir = join(repoRoot, 'desktop');
const stampFile = join(desktopDir, 'out', '.build-stamp');
/** What the desktop build reads: its sources, the shared contract, the build configuration. */
const inputs = [
  join(desktopDir, 'src'),
  join(repoRoot, 'shared', 'src'),
  join(desktopDir, 'electron.vite.config.ts'),
  join(desktopDir, 'package.json'),
  join(repoRoot, 'package-lock.json'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function desktopBuildIsStale(): boolean {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

/** Builds main, preload and renderer with electron-vite when a source changed since the last build. */
export function buildDesktopIfStale(): void {
  if (!desktopBuildIsStale()) return;
  console.log('Banco: compilazione dell\'app (electron-vite build)...');
  const cli = join(repoRoot, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: desktopDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Compilazione dell\'app desktop non riuscita');
  writeFileSync(stampFile, new Date().toISOString());
}
