import { firstAdminBodySchema, MSG, z } from '@banco/shared';

/** The first-run form: the server's schema plus the password confirmation the server does not need. */
export const firstAdminFormSchema = firstAdminBodySchema
  .extend({ confirm_password: z.string() })
  .refine((form) => form.confirm_password === form.password, { message: MSG.passwordsDoNotMatch, path: ['confirm_password'] });

export type FirstAdminForm = z.input<typeof firstAdminFormSchema>;
export type FirstAdminFormValues = z.output<typeof firstAdminFormSchema>;

export const FIRST_ADMIN_FIELDS = ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'setup_code'] as const;
