import { describe, expect, it } from 'vitest';
import { titleCase } from './normalize.ts';

describe('titleCase', () => {
  it('capitalises each word of names, surnames, companies and issuing bodies', () => {
    expect(titleCase('mario')).toBe('Mario');
    expect(titleCase('DE LUCA')).toBe('De Luca');
    expect(titleCase("d'amico")).toBe("D'Amico");
    expect(titleCase('anna-maria  rossi ')).toBe('Anna-Maria Rossi');
    expect(titleCase('comune di milano')).toBe('Comune Di Milano');
    expect(titleCase('NICOLÒ ÈLIA')).toBe('Nicolò Èlia');
    expect(titleCase('')).toBe('');
  });
});
