import { describe, expect, it } from 'vitest';
import { permissionsFor } from '../auth/permissions.ts';
import { ROLES } from '../auth/roles.ts';
import { MSG } from '../validation/messages.ts';
import { toValidationErrors } from '../validation/validation-errors.ts';
import {
  companySettingsBodySchema,
  defaultSettingsSection,
  passwordChangeFormSchema,
  SETTINGS_SECTIONS,
  settingsPermissionsFor,
  settingsSectionAvailable,
} from './settings.ts';

describe('settings sections', () => {
  it('always makes the default section of a role available to it', () => {
    for (const role of ROLES) {
      const permissions = permissionsFor(role);
      const flags = settingsPermissionsFor(permissions, role !== 'superadmin');
      expect(settingsSectionAvailable(defaultSettingsSection(role), permissions, flags), role).toBe(true);
    }
  });

  it('gives the company sections only to whoever edits settings and has a current company', () => {
    const superadmin = permissionsFor('superadmin');
    expect(settingsPermissionsFor(superadmin, false).can_modify_company).toBe(false);
    expect(settingsPermissionsFor(permissionsFor('entrepreneur'), true).can_modify_company).toBe(true);
    expect(settingsPermissionsFor(permissionsFor('manager'), true).can_modify_company).toBe(false);
  });

  it('keeps system and multi-company for the superadmin', () => {
    for (const role of ROLES) {
      const permissions = permissionsFor(role);
      const flags = settingsPermissionsFor(permissions, role !== 'superadmin');
      const visible = SETTINGS_SECTIONS.filter((section) => settingsSectionAvailable(section, permissions, flags));
      expect(visible.includes('system'), role).toBe(role === 'superadmin');
      expect(visible.includes('multi_company'), role).toBe(role === 'superadmin');
    }
  });
});

describe('password change form', () => {
  const errors = (value: unknown) => {
    const result = passwordChangeFormSchema.safeParse(value);
    return result.success ? {} : toValidationErrors(result.error);
  };

  it('requires every field, 8 characters for the new one and its confirmation', () => {
    expect(errors({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: MSG.currentPasswordRequired,
      new_password: MSG.userPasswordRequired,
      confirm_password: MSG.userPasswordRequired,
    });
    expect(errors({ current_password: 'x', new_password: 'corta', confirm_password: 'corta' })).toEqual({
      new_password: MSG.passwordMin8,
      confirm_password: MSG.passwordMin8,
    });
  });

  it('wants the confirmation equal to the new password', () => {
    expect(errors({ current_password: 'x', new_password: 'nuovapass1', confirm_password: 'nuovapass2' })).toEqual({
      confirm_password: MSG.passwordsDoNotMatch,
    });
    expect(errors({ current_password: 'x', new_password: 'nuovapass1', confirm_password: 'nuovapass1' })).toEqual({});
  });
});

describe('company settings body', () => {
  it('upper-cases the province and turns empty optional fields into null', () => {
    const parsed = companySettingsBodySchema.parse({ name: 'Negozio Uno', province: 'mi', email: '', website: '' });
    expect(parsed).toMatchObject({ name: 'Negozio Uno', province: 'MI', email: null, website: null });
  });
});
