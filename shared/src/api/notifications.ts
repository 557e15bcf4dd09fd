import { pageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';
import { MSG } from '../validation/messages.ts';

/** What a notification is about; each kind can be switched off in Impostazioni → Notifiche. */
export const NOTIFICATION_KINDS = ['account', 'plan', 'mail'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, { label: string; description: string }>> = {
  account: { label: 'Account e sicurezza', description: 'Password reimpostata, ruolo o negozi cambiati dal tuo amministratore.' },
  plan: { label: 'Abbonamento', description: 'Richieste di cambio piano e variazioni dell\'abbonamento.' },
  mail: { label: 'Email non recapitate', description: 'Email di Banco che il server SMTP ha rifiutato dopo ogni tentativo.' },
};

export const notificationsQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['1', 'true'], { error: 'Filtro non valido' }).optional(),
});

export const notificationPreferencesBodySchema = z
  .object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: MSG.valueInvalid }).optional()])) as Record<
    NotificationKind,
    z.ZodOptional<z.ZodBoolean>
  >)
  .strict();
