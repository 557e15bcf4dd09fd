import { describe, expect, it } from 'vitest';
import { idField } from './fields.ts';

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
