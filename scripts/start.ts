/**
 * `npm start`: builds the desktop app when its sources changed, starts the cloud API (embedded
 * PGlite under DATA_DIR unless DATABASE_URL is set), prints the address and the demo accounts, and
 * opens the Electron window on it when the Electron binary is installed. Ctrl-C stops it all.
 */
import { startServer } from '@banco/cloud-api';
import { exitOnStartupError, printStartupBanner, stopOnSignals } from '@banco/cloud-api/cli';
import { buildDesktopIfStale } from './lib/desktop-build.ts';
import { electronBinary, openDesktopWindow } from './lib/electron.ts';

// `npm start` is the newcomer's way in: it asks for the demo data unless SEED_DEMO says otherwise
// (the cloud API alone, production and the packaged app start without it).
process.env.SEED_DEMO ??= 'true';

try {
  buildDesktopIfStale();
  const server = await startServer();
  printStartupBanner(server);

  const binary = process.env.BANCO_OPEN_WINDOW === '0' ? null : electronBinary();
  const window = binary ? openDesktopWindow(binary, server.url) : null;
  const shutdown = stopOnSignals(async () => {
    window?.kill('SIGTERM');
    await server.close();
  });

  if (window) {
    console.log('Finestra desktop aperta. Chiudila o premi Ctrl-C per uscire.');
    window.once('exit', () => shutdown('Finestra chiusa'));
  } else {
    if (process.env.BANCO_OPEN_WINDOW !== '0') {
      console.log('Electron non è installato: apri l\'indirizzo nel browser (per la finestra: npm run electron:install).');
    }
    console.log('Premi Ctrl-C per fermare Banco.');
  }
} catch (error) {
  exitOnStartupError(error);
}
