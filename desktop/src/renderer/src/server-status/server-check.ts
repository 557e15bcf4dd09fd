import { isApiError } from '../api/errors.ts';

/**
 * The start-up check of the server (GET /api/health): the desktop window opens without any server
 * (the renderer is bundled in the app), so before the screens the page asks whether its server
 * answers, and otherwise says so clearly, with the address and 'Riprova'.
 */
export type ServerStatus = { state: 'checking' } | { state: 'ok' } | { state: 'unreachable'; reason: string };

export const SERVER_STATUS_TEXT = {
  checking: 'Connessione al server in corso...',
  title: 'Server non raggiungibile',
  address: (address: string) => `Banco non riesce a contattare il server all'indirizzo ${address}.`,
  noAnswer: 'Nessuna risposta: controlla la connessione di rete e che il server sia acceso.',
  answered: (message: string) => `Il server ha risposto con un errore: ${message}`,
  configFile: "L'indirizzo del server di questa postazione si imposta nel suo file di configurazione (vale dal prossimo avvio):",
  retry: 'Riprova',
} as const;

/** Longest wait for the answer: a server that hangs is as unreachable as one that is off. */
export const SERVER_CHECK_TIMEOUT_MS = 10_000;

/** `ping` is the health call (through the ApiClient, so on the server the page talks to). */
export async function checkServer(ping: () => Promise<unknown>): Promise<ServerStatus> {
  try {
    await ping();
    return { state: 'ok' };
  } catch (error) {
    if (isApiError(error) && error.status !== 0) return { state: 'unreachable', reason: SERVER_STATUS_TEXT.answered(error.message) };
    return { state: 'unreachable', reason: SERVER_STATUS_TEXT.noAnswer };
  }
}
