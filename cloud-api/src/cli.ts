import { ROLE_LABELS } from '@banco/shared';
import { ConfigError, DEMO_ACCOUNTS, type RunningServer } from './index.ts';

/** Prints where Banco listens, where its data is, and the demo accounts or how to create the first administrator. */
export function printStartupBanner(server: RunningServer): void {
  console.log(`\nBanco in ascolto su ${server.url}`);
  console.log(`Dati in ${server.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : server.config.dataDir}\n`);
  if (server.needsFirstAdmin) {
    console.log('Nessun amministratore: apri l\'indirizzo per creare il primo, oppure (con Banco fermo) npm run create-admin.');
    console.log(`Da un altro computer la schermata di configurazione chiede il codice: ${server.setupCode}\n`);
  } else if (server.config.seedDemo) {
    console.log('Account demo:');
    console.table(
      DEMO_ACCOUNTS.map((account) => ({ email: account.email, ruolo: ROLE_LABELS[account.role], password: account.password })),
    );
  }
}

/** Runs `stop` once on Ctrl-C (SIGINT) or SIGTERM, then exits 0 (1 if stopping failed). */
export function stopOnSignals(stop: () => Promise<void>): (reason: string) => void {
  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: arresto in corso...`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return shutdown;
}

/** Prints a start-up failure in Italian (configuration errors without a stack) and exits 1. */
export function exitOnStartupError(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : `Avvio non riuscito: ${String(error)}`);
  process.exit(1);
}
