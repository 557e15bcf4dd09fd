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

/** GET /setup/status: whether the installation still needs its first administrator. */
export interface SetupStatus {
  needs_admin: boolean;
  /** True when the caller is not on the server's machine: the code printed by the server is asked for. */
  requires_code: boolean;
  /** The demo accounts exist (npm start's demo data): the login page shows them. */
  demo: boolean;
}
