import { exitOnStartupError, printStartupBanner, stopOnSignals } from './cli.ts';
import { startServer } from './index.ts';

/** CLI entry of the cloud API alone: `node cloud-api/src/main.ts`. */
try {
  const server = await startServer();
  printStartupBanner(server);
  stopOnSignals(() => server.close());
} catch (error) {
  exitOnStartupError(error);
}
