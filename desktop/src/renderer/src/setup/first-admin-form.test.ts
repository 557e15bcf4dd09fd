import { MSG } from '@banco/shared';
import { describe, expect, it } from 'vitest';
import { firstAdminFormSchema } from './first-admin-form.ts';

const valid = { first_name: 'Anna', last_name: 'Neri', email: 'anna@negozio.it', password: 'una-password', confirm_password: 'una-password' };

describe('first administrator form', () => {
  it('accepts a complete form and leaves the confirmation out of nothing else', () => {
    expect(firstAdminFormSchema.parse(valid)).toMatchObject({ email: 'anna@negozio.it', password: 'una-password' });
  });

  it('asks for the same password twice', () => {
    const result = firstAdminFormSchema.safeParse({ ...valid, confirm_password: 'diversa' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirm_password', MSG.passwordsDoNotMatch]]);
  });
});
