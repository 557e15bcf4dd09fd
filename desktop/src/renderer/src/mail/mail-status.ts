import { mailContract } from '@banco/shared';
import { useQuery } from '@tanstack/react-query';
import { createCall } from '../api/call.ts';
import { apiClient } from '../app/services.ts';

const call = createCall(apiClient);

export const mailStatusKey = ['mail-status'] as const;

/** Said where a screen queues a mail that no server will deliver yet (GET /mail/status). */
export const MAIL_WAITS_TEXT =
  "Nessun server di posta configurato: l'e-mail resta in coda e partirà quando ne sarà impostato uno (Impostazioni → Integrazioni).";

/**
 * False when the company's mails wait in the outbox (no SMTP of the server nor of the company);
 * true while unknown, so that nothing is said before the server has answered.
 */
export function useMailCanSend(): boolean {
  const { data } = useQuery({ queryKey: mailStatusKey, queryFn: ({ signal }) => call(mailContract.status, { signal }) });
  return data?.can_send ?? true;
}
