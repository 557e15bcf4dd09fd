import { describe, expect, it } from 'vitest';
import { createUserBodySchema } from '../api/users.ts';
import { profileBodySchema } from '../api/auth.ts';
import { firstAdminBodySchema } from '../api/setup.ts';
import { activationCodeInputSchema, storeCreateBodySchema } from '../api/stores.ts';
import { phoneField } from '../italy/customer-fields.ts';
import { firstNameField, idField, isPhoneNumber, lastNameField, optionalPhoneField, optionalProvinceField, postalCodeField, provinceField } from './fields.ts';
import { isProvinceCode, PROVINCE_CODES } from './province.ts';
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

describe('phones (spec 1 §5, spec 2 §5.4)', () => {
  it('a phone number has at least 8 digits, whatever its spaces, dashes and brackets', () => {
    expect(isPhoneNumber('+39 02 1234 5678')).toBe(true);
    expect(isPhoneNumber('(02) 123-456')).toBe(true);
    for (const noNumber of ['--------', '+( ) ( ) ( )', '        ', '+39 123 4', '02-12-34-5']) expect(isPhoneNumber(noNumber)).toBe(false);
  });

  it("the customer's, the store's and the optional phones (users, profile, companies) share the rule", () => {
    const store = (phone: string) =>
      storeCreateBodySchema.safeParse({ phone }).error?.issues.find((issue) => issue.path[0] === 'phone')?.message;
    for (const noNumber of ['--------', '+( ) ( ) ( )']) {
      expect(phoneField.safeParse(noNumber).error?.issues[0]?.message).toBe(MSG.phoneInvalid);
      expect(optionalPhoneField.safeParse(noNumber).error?.issues[0]?.message).toBe(MSG.phoneInvalid);
      expect(store(noNumber)).toBe(MSG.phoneInvalid);
    }
    expect(optionalPhoneField.parse('')).toBeNull();
    expect(optionalPhoneField.parse('+39 333 1234567')).toBe('+39 333 1234567');
    expect(store('+39 02 1234 5678')).toBeUndefined();
  });
});

describe('provinces and CAP', () => {
  it('lists the 107 official sigle, each once', () => {
    expect(PROVINCE_CODES).toHaveLength(107);
    expect(new Set(PROVINCE_CODES).size).toBe(107);
    expect(isProvinceCode('MI')).toBe(true);
    expect(isProvinceCode('SU')).toBe(true);
    expect(isProvinceCode('XX')).toBe(false);
    expect(isProvinceCode('CI')).toBe(false); // Carbonia-Iglesias, merged into Sud Sardegna
  });

  it('accepts a sigla in any case, refuses a wrong length with the spec message and an unknown sigla with its own', () => {
    expect(provinceField.parse(' mb ')).toBe('MB');
    expect(provinceField.safeParse('MIL').error?.issues.map((issue) => issue.message)).toEqual([MSG.provinceInvalid]);
    expect(provinceField.safeParse('XX').error?.issues.map((issue) => issue.message)).toEqual(['Provincia non valida: usa la sigla ufficiale (es: MI)']);
    expect(optionalProvinceField.parse('')).toBeNull();
    expect(optionalProvinceField.safeParse('ZZ').error?.issues.map((issue) => issue.message)).toEqual([MSG.provinceUnknown]);
    expect(optionalProvinceField.safeParse('M').error?.issues.map((issue) => issue.message)).toEqual([MSG.provinceInvalid]);
  });

  it('wants a CAP of five digits', () => {
    expect(postalCodeField.parse(' 20121 ')).toBe('20121');
    expect(postalCodeField.safeParse('2012').success).toBe(false);
    expect(postalCodeField.safeParse('2012a').success).toBe(false);
  });
});

describe('activation codes', () => {
  it('refuses a row with its operator and no code at all', () => {
    const empty = activationCodeInputSchema.safeParse({ operator: 'TIM', agent_code: ' ', dealer_code: '', activation_code: null });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['activation_code', MSG.activationCodeEmpty]]);
    expect(activationCodeInputSchema.safeParse({ operator: 'TIM', dealer_code: 'DL-1' }).success).toBe(true);
  });
});
