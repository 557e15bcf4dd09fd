import { defineEndpoint } from '../api/contract.ts';
import { firstAdminBodySchema } from '../api/setup.ts';
import { loginResultSchema } from '../auth/responses.ts';
import { MSG } from '../validation/messages.ts';
import { setupStatusSchema } from './responses.ts';

/**
 * /setup/* (public, Banco): the first-run screen of a new installation. Creating the first
 * superadmin works only while none exists (else 409), and from another machine only with the
 * code printed on the server's console; the answer is a login.
 */
export const setupContract = {
  status: defineEndpoint({ method: 'GET', path: '/setup/status', access: 'public', response: setupStatusSchema }),
  createAdmin: defineEndpoint({
    method: 'POST',
    path: '/setup/admin',
    access: 'public',
    body: firstAdminBodySchema,
    response: loginResultSchema,
    status: 201,
    message: MSG.setupAdminCreated,
  }),
};
