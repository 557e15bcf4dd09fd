import { useEffect, useState, type ReactNode } from 'react';
import { healthContract } from '@banco/shared';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { checkServer, SERVER_CHECK_TIMEOUT_MS, SERVER_STATUS_TEXT, type ServerStatus } from './server-check.ts';
import { ServerUnreachableScreen } from './ServerUnreachableScreen.tsx';

const call = createCall(apiClient);

/** GET /api/health through the contract, like every other call. */
function pingServer(): Promise<unknown> {
  return call(healthContract.health, { signal: AbortSignal.timeout(SERVER_CHECK_TIMEOUT_MS) });
}

/**
 * Shows the app once its server answers; until then a loader, and 'Server non raggiungibile' with
 * the address and 'Riprova' when it does not (instead of a blank or half-working window).
 */
export function ServerGate({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<ServerStatus>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void checkServer(pingServer).then((next) => {
      if (current) setStatus(next);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (status.state === 'ok') return children;
  if (status.state === 'checking') return <FullPageLoader label={SERVER_STATUS_TEXT.checking} />;
  return (
    <ServerUnreachableScreen
      reason={status.reason}
      onRetry={() => {
        setStatus({ state: 'checking' });
        setAttempt((value) => value + 1);
      }}
    />
  );
}
