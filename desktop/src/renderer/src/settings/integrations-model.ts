import type { Integrations, IntegrationsBody } from '@banco/shared';

/** The form's values: the password field starts empty (write-only), 'remove' clears the stored one. */
export interface IntegrationsForm {
  smtp_host: string;
  smtp_port: number | null;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_password: string;
  remove_password: boolean;
  mail_from: string;
  geocoder_url: string;
}

export function toIntegrationsForm(saved: Integrations): IntegrationsForm {
  return {
    smtp_host: saved.smtp_host ?? '',
    smtp_port: saved.smtp_port,
    smtp_secure: saved.smtp_secure,
    smtp_user: saved.smtp_user ?? '',
    smtp_password: '',
    remove_password: false,
    mail_from: saved.mail_from ?? '',
    geocoder_url: saved.geocoder_url ?? '',
  };
}

/** The PUT body: an empty password keeps the stored one; 'remove' sends '' to clear it. */
export function toIntegrationsBody({ remove_password, smtp_password, ...form }: IntegrationsForm): IntegrationsBody {
  const password = remove_password ? '' : smtp_password === '' ? undefined : smtp_password;
  return { ...form, ...(password === undefined ? {} : { smtp_password: password }) };
}
