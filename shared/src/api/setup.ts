import { firstNameField, lastNameField } from '../validation/fields.ts';
import { MSG } from '../validation/messages.ts';
import { z } from './zod.ts';
import { userEmailField } from './users.ts';


/**
 * The first superadmin of a new installation (first-run screen and `npm run create-admin`).
 * `setup_code` is needed only from another machine: see the cloud API's setup gate.
 */
export const firstAdminBodySchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: userEmailField,
  password: z.string({ error: MSG.passwordMin8 }).min(8, MSG.passwordMin8).max(200, MSG.passwordMin8),
  setup_code: z.string({ error: MSG.setupCodeInvalid }).trim().max(64, MSG.setupCodeInvalid).optional(),
});
export type FirstAdminBody = z.input<typeof firstAdminBodySchema>;
export type FirstAdminInput = z.output<typeof firstAdminBodySchema>;
