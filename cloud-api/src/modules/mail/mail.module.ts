import { mailContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { loadIntegrations } from '../integrations/integrations.service.ts';
import { mailCanLeave } from './mail-route.ts';
import { listOutbox } from './outbox-list.ts';

/** /mail/* (Banco): binds the shared mailContract; `smtpConfigured` tells the screen whether mails can leave. */
export function mailModule({ smtpConfigured }: { smtpConfigured: boolean }, options: RegistrarOptions): Router<AppState> {
  return registerContract(mailContract, {
    outbox: ({ sc, query }) => listOutbox(sc, query, smtpConfigured),
    status: async ({ sc }) => {
      const own = sc.auth.companyId === null ? null : await loadIntegrations(sc.em, sc.auth.companyId);
      return { can_send: mailCanLeave(own, smtpConfigured) };
    },
  }, options);
}
