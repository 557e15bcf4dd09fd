import { describe, expect, it } from 'vitest';
import { isSafeText, UNSAFE_TEXT_MESSAGE, unsafeTextErrors } from './safe-text.ts';

describe('safe text', () => {
  it('accepts ordinary Italian text, emoji (paired surrogates) and empty strings', () => {
    for (const text of ['Niccolò Località', 'Caffè ☕', 'Ok 👍🏻', '', 'Note\tsu\r\ndue righe', 'مرحبا\u200f Rossi']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates', () => {
    for (const text of ['Mar\u0000co', '\ud800', 'a\udc00b', '\ud83d', 'x\udc4dy']) expect(isSafeText(text)).toBe(false);
  });

  it('refuses the other control characters and the bidirectional overrides', () => {
    for (const text of ['a\u0007b', 'x\u001by', 'del\u007f', 'page\u000c', '\u202eabc', 'iso\u2066late\u2069']) expect(isSafeText(text)).toBe(false);
  });

  it('names every field that holds unsafe text, nested and in arrays', () => {
    expect(
      unsafeTextErrors({ first_name: 'Mar\u0000co', ok: 'bene', codes: [null, { operator: '\ud800' }], n: 3, deep: { list: ['a', 'b\u0000'] } }),
    ).toEqual({
      first_name: UNSAFE_TEXT_MESSAGE,
      'codes.1.operator': UNSAFE_TEXT_MESSAGE,
      'deep.list.1': UNSAFE_TEXT_MESSAGE,
    });
    expect(unsafeTextErrors('\u0000')).toEqual({ _: UNSAFE_TEXT_MESSAGE });
    expect(unsafeTextErrors({ search: 'mario' })).toEqual({});
  });
});
