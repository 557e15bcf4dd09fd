import { describe, expect, it } from 'vitest';
import { createUserBodySchema } from '../api/users.ts';
import { profileBodySchema } from '../api/auth.ts';
import { firstAdminBodySchema } from '../api/setup.ts';
import { firstNameField, idField, lastNameField } from './fields.ts';
import { MSG } from './messages.ts';

describe('idField', () => {
  it.each([
    [1, 1],
    ['9', 9],
    ['2147483647', 2_147_483_647],
  ])('accepts %j as the id %d', (input, id) => {
    expect(idField.parse(input)).toBe(id);
  });

  it.each(['0x9', '9e0', '4.0', ' 7', '07', '', '0', '-3', '2147483648', 'abc', true, false, null, 4.5, 0, -1, [3], { id: 3 }])(
    'refuses %j with "ID non valido"',
    (input) => {
      const result = idField.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('ID non valido');
    },
  );
});

describe('first and last names', () => {
  it('says "obbligatorio" only when the name is missing, and "troppo lungo" when it is too long', () => {
    expect(lastNameField.safeParse('  ').error?.issues[0]?.message).toBe(MSG.lastNameRequired);
    expect(lastNameField.safeParse('R'.repeat(101)).error?.issues[0]?.message).toBe('Cognome troppo lungo (max 100 caratteri)');
    expect(firstNameField.safeParse('M'.repeat(101)).error?.issues[0]?.message).toBe('Nome troppo lungo (max 100 caratteri)');
    expect(lastNameField.parse(` ${'R'.repeat(100)} `)).toBe('R'.repeat(100));
  });

  it('the user wizard, the profile and the first run use the same rule', () => {
    const long = 'R'.repeat(101);
    const user = createUserBodySchema.safeParse({ first_name: 'Mario', last_name: long });
    const profile = profileBodySchema.safeParse({ first_name: 'Mario', last_name: long });
    const admin = firstAdminBodySchema.safeParse({ first_name: 'Mario', last_name: long });
    for (const result of [user, profile, admin]) {
      expect(result.error?.issues.find((issue) => issue.path[0] === 'last_name')?.message).toBe(MSG.lastNameTooLong);
    }
  });
});
