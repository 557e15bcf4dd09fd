import { z } from 'zod';

/** GET /setup/status: whether the installation still needs its first administrator. */
export const setupStatusSchema = z.object({
  needs_admin: z.boolean(),
  /** True when the caller is not on the server's machine: the code printed by the server is asked for. */
  requires_code: z.boolean(),
  /** The demo accounts exist (npm start's demo data): the login page shows them. */
  demo: z.boolean(),
  /** Where the login page's 'Serve aiuto?' writes to (the server's SUPPORT_EMAIL); null when the installation has none. */
  support_email: z.string().nullable(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
