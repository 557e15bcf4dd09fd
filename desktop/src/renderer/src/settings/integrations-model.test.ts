import type { Integrations } from '@banco/shared';
import { describe, expect, it } from 'vitest';
import { toIntegrationsBody, toIntegrationsForm } from './integrations-model.ts';

const saved: Integrations = {
  smtp_host: 'smtp.negozio.it',
  smtp_port: 587,
  smtp_secure: false,
  smtp_user: 'negozio',
  smtp_password_set: true,
  mail_from: null,
  geocoder_url: null,
  effective_geocoder_url: 'https://nominatim.openstreetmap.org/search',
  server_smtp_configured: false,
};

describe('integrations form', () => {
  it('never holds the stored password, and sending it empty keeps it', () => {
    const form = toIntegrationsForm(saved);
    expect(form.smtp_password).toBe('');
    expect(toIntegrationsBody(form)).not.toHaveProperty('smtp_password');
    expect(toIntegrationsBody(form)).toMatchObject({ smtp_host: 'smtp.negozio.it', mail_from: '', geocoder_url: '' });
  });

  it('sends a new password, or \'\' to remove it', () => {
    const form = toIntegrationsForm(saved);
    expect(toIntegrationsBody({ ...form, smtp_password: 'nuova' }).smtp_password).toBe('nuova');
    expect(toIntegrationsBody({ ...form, smtp_password: 'ignorata', remove_password: true }).smtp_password).toBe('');
  });
});
