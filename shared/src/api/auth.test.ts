import { describe, expect, it } from 'vitest';
import { loginBodySchema, changePasswordBodySchema } from './auth.ts';
import { toValidationErrors } from '../validation/validation-errors.ts';

function errorsOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return toValidationErrors(result.error as Parameters<typeof toValidationErrors>[0]);
}

describe('login body', () => {
  it('requires e-mail and password with the spec messages', () => {
    expect(errorsOf(loginBodySchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email richiesta',
      password: 'Password richiesta',
    });
    expect(errorsOf(loginBodySchema.safeParse({}))).toEqual({ email: 'Email richiesta', password: 'Password richiesta' });
  });
  it('rejects a malformed e-mail and a short password', () => {
    expect(errorsOf(loginBodySchema.safeParse({ email: 'mario@', password: '12345' }))).toEqual({
      email: 'Email non valida',
      password: 'Password deve essere di almeno 6 caratteri',
    });
  });
  it('trims and lower-cases the e-mail', () => {
    const parsed = loginBodySchema.parse({ email: '  Mario.Rossi@Banco.Demo ', password: 'demo1234' });
    expect(parsed.email).toBe('mario.rossi@banco.demo');
  });
});

describe('change-password body', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(errorsOf(changePasswordBodySchema.safeParse({ current_password: 'x', new_password: 'short' }))).toEqual({
      new_password: 'Password deve essere di almeno 8 caratteri',
    });
    expect(
      errorsOf(changePasswordBodySchema.safeParse({ current_password: 'x', new_password: 'lunghissima', confirm_password: 'diversa12' })),
    ).toEqual({ confirm_password: 'Le password non coincidono' });
  });
});
