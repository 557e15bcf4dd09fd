import { describe, expect, it } from 'vitest';
import { birthPlaceValues, decodeForAutofill } from './tax-code-autofill.ts';

const place = { codice_catastale: 'F205', provincia_sigla: 'MI', soppresso: false, valido_dal: '1861-03-17', valido_al: null };

describe('what a codice fiscale fills (spec 2 §4)', () => {
  it('reads the birth date and cadastral code of a complete valid code only', () => {
    expect(decodeForAutofill('rssmra85t10a562s', '2026-11-23')).toEqual({ birthDate: '1985-12-10', gender: 'M', cadastralCode: 'A562' });
    expect(decodeForAutofill('RSSMRA85T10A562', '2026-11-23')).toBeNull();
    expect(decodeForAutofill('RSSMRA85T10A562X', '2026-11-23')).toBeNull();
  });

  it('fills nationality Italiana for a comune, not for a foreign country', () => {
    expect(birthPlaceValues({ ...place, nome: 'Milano', stato_estero: false })).toEqual({ birth_place: 'Milano', nationality: 'Italiana' });
    expect(birthPlaceValues({ ...place, nome: 'Francia', provincia_sigla: null, stato_estero: true })).toEqual({ birth_place: 'Francia', nationality: '' });
  });
});
