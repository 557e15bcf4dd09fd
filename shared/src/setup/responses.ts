import { z } from 'zod';

/** GET /setup/status: whether the installation still needs its first administrator. */
export const setupStatusSchema = z.object({
  needs_admin: z.boolean(),
  /** True when the caller is not on the server's machine: the code printed by the server is asked for. */
  requires_code: z.boolean(),
  /** The demo accounts exist (npm start's demo data): the login page shows them. */
  demo: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
