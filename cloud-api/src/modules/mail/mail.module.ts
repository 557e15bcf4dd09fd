import { mailContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { companyCanSendMail } from './mail-route.ts';
import { listOutbox } from './outbox-list.ts';

/** /mail/* (Banco): binds the shared mailContract; `smtpConfigured` tells the screen whether mails can leave. */
export function mailModule({ smtpConfigured }: { smtpConfigured: boolean }, options: RegistrarOptions): Router<AppState> {
  return registerContract(mailContract, {
    outbox: ({ sc, query }) => listOutbox(sc, query, smtpConfigured),
    status: async ({ sc }) => ({ can_send: await companyCanSendMail(sc.em, sc.auth.companyId, smtpConfigured) }),
  }, options);
}
