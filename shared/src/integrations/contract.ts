import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { MSG } from '../validation/messages.ts';

/**
 * Impostazioni → Integrazioni (whoever edits the company's settings): the company's own SMTP server
 * and sender, used for its mails instead of the server's SMTP_URL, and the address geocoder.
 * The SMTP password is write-only: answers only say whether one is set.
 */
/** The public open-map address search of spec 2 §7 (OpenStreetMap's Nominatim). */
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';

export const INTEGRATIONS_MSG = {
  hostInvalid: 'Indica il nome o l\'indirizzo del server SMTP (es. smtp.example.it)',
  portInvalid: 'La porta deve essere un numero tra 1 e 65535',
  userTooLong: 'Nome utente troppo lungo (massimo 254 caratteri)',
  passwordTooLong: 'Password troppo lunga (massimo 500 caratteri)',
  passwordWithoutUser: 'Indica anche il nome utente SMTP',
  /** The stored password goes only to the server it was typed for: a new host, port, user or security asks for it again. */
  passwordAgain: 'Il server SMTP è cambiato: inserisci di nuovo la password',
  fromInvalid: 'Indirizzo mittente non valido',
  geocoderInvalid: 'Indirizzo del servizio non valido: deve iniziare con http:// o https://',
  internalHost: 'Indirizzo di una rete interna: su questo server sono consentiti solo servizi raggiungibili da internet',
  noSmtp: 'Nessun server SMTP: configura quello dell\'azienda o chiedi all\'amministratore di impostare SMTP_URL',
  saved: 'Integrazioni salvate con successo',
  testQueued: 'Email di prova in coda: arriverà tra pochi istanti',
} as const;

const HOST = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** '' → null (not set). */
const emptyToNull = (value: string) => (value === '' ? null : value);

export const integrationsBodySchema = z
  .object({
    smtp_host: z.string({ error: INTEGRATIONS_MSG.hostInvalid }).trim().refine((v) => v === '' || HOST.test(v), INTEGRATIONS_MSG.hostInvalid).transform(emptyToNull).nullable(),
    // a number, or its digits as text (a form field); true, '0x1a' or '25.0' are not ports
    smtp_port: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : value),
      z
        .number({ error: INTEGRATIONS_MSG.portInvalid })
        .int(INTEGRATIONS_MSG.portInvalid)
        .min(1, INTEGRATIONS_MSG.portInvalid)
        .max(65535, INTEGRATIONS_MSG.portInvalid)
        .nullable(),
    ),
    /** true: TLS from the start (port 465); false: STARTTLS when the server offers it (587, 25). */
    smtp_secure: z.boolean({ error: MSG.valueInvalid }),
    smtp_user: z.string({ error: INTEGRATIONS_MSG.userTooLong }).trim().max(254, INTEGRATIONS_MSG.userTooLong).transform(emptyToNull).nullable(),
    /** Write-only: absent or undefined keeps the stored one, '' removes it, text replaces it. */
    smtp_password: z.string({ error: INTEGRATIONS_MSG.passwordTooLong }).max(500, INTEGRATIONS_MSG.passwordTooLong).optional(),
    mail_from: z
      .string({ error: INTEGRATIONS_MSG.fromInvalid })
      .trim()
      .refine((v) => v === '' || z.email().max(254).safeParse(v).success, INTEGRATIONS_MSG.fromInvalid)
      .transform(emptyToNull)
      .nullable(),
    geocoder_url: z
      .string({ error: INTEGRATIONS_MSG.geocoderInvalid })
      .trim()
      .max(500, INTEGRATIONS_MSG.geocoderInvalid)
      .refine((v) => v === '' || /^https?:\/\/[^\s/?#@]+(\/[^\s]*)?$/i.test(v), INTEGRATIONS_MSG.geocoderInvalid)
      .transform(emptyToNull)
      .nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.smtp_password && !body.smtp_user) ctx.addIssue({ code: 'custom', path: ['smtp_user'], message: INTEGRATIONS_MSG.passwordWithoutUser });
  });
export type IntegrationsBody = z.input<typeof integrationsBodySchema>;

export const integrationsSchema = z.object({
  smtp_host: z.string().nullable(),
  smtp_port: z.number().int().nullable(),
  smtp_secure: z.boolean(),
  smtp_user: z.string().nullable(),
  /** Whether a password is stored ('impostata'); the password itself never leaves the server. */
  smtp_password_set: z.boolean(),
  mail_from: z.string().nullable(),
  /** null: DEFAULT_GEOCODER_URL. */
  geocoder_url: z.string().nullable(),
  /** The geocoder in use (the company's, else the default). */
  effective_geocoder_url: z.string(),
  /** Whether the server has its own SMTP (SMTP_URL), used when the company has none. */
  server_smtp_configured: z.boolean(),
});
export type Integrations = z.infer<typeof integrationsSchema>;

export const testMailSchema = z.object({ to: z.string() });

const editor = { resource: 'settings', action: 'edit' } as const;

export const integrationsContract = {
  show: defineEndpoint({ method: 'GET', path: '/settings/integrations', access: editor, response: integrationsSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/settings/integrations',
    access: editor,
    body: integrationsBodySchema,
    response: integrationsSchema,
    message: INTEGRATIONS_MSG.saved,
  }),
  testMail: defineEndpoint({
    method: 'POST',
    path: '/settings/integrations/test-mail',
    access: editor,
    response: testMailSchema,
    status: 202,
    message: INTEGRATIONS_MSG.testQueued,
  }),
};
