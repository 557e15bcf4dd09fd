// Runs after `npm install` (with the Node the workspace pins). The Electron binary is
// downloaded by Electron's own install script, which allowScripts disables because a
// failed download (no GitHub access) would fail the whole install. Here we try the same
// download, bounded in time, and never fail: without the binary Banco runs in the browser.
// Plain JavaScript on purpose: it must run on any Node.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = join(root, 'node_modules', 'electron');

function electronInstalled() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return false;
  return existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
}

if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD || !existsSync(electronDir) || electronInstalled()) {
  process.exit(0);
}

const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
  stdio: 'pipe',
  timeout: 120_000,
  env: process.env,
});
if (result.status === 0 && electronInstalled()) {
  console.log('Banco: Electron installato, `npm start` aprirà la finestra desktop.');
} else {
  console.log(
    'Banco: Electron non scaricato (rete non raggiungibile). `npm start` serve Banco nel browser;\n' +
      '       per la finestra desktop, con accesso a internet: npm run electron:install',
  );
}
