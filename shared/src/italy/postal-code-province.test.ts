import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../validation/province.ts';
import { postalCodeProvinceError, provincesOfPostalCode } from './postal-code-province.ts';
import { POSTAL_CODES_BY_PROVINCE } from './postal-code-provinces.ts';

describe('CAP and province (issue 7.9)', () => {
  it('knows the CAPs of every official province', () => {
    const provinces = POSTAL_CODES_BY_PROVINCE.split('\n').map((line) => line.split(':')[0]);
    expect(provinces.sort()).toEqual(Object.keys(PROVINCES).sort());
  });

  it('accepts a CAP of the province', () => {
    expect(postalCodeProvinceError('20121', 'MI')).toBeNull(); // Milano centro
    expect(postalCodeProvinceError('00184', 'rm')).toBeNull(); // Roma
    expect(postalCodeProvinceError('20900', 'MB')).toBeNull(); // Monza
    expect(postalCodeProvinceError('39100', 'BZ')).toBeNull(); // Bolzano
  });

  it('refuses a CAP that the dataset places in another province, naming it', () => {
    expect(postalCodeProvinceError('20121', 'RM')).toBe('Il CAP 20121 non appartiene a questa provincia (è di MI)');
    expect(postalCodeProvinceError('00184', 'NA')).toBe('Il CAP 00184 non appartiene a questa provincia (è di RM)');
    expect(provincesOfPostalCode('80121')).toEqual(['NA']);
  });

  it('says nothing of a CAP it does not know, or of malformed values', () => {
    expect(provincesOfPostalCode('99999')).toEqual([]);
    expect(postalCodeProvinceError('99999', 'MI')).toBeNull();
    expect(postalCodeProvinceError('2012', 'RM')).toBeNull();
    expect(postalCodeProvinceError('20121', 'R')).toBeNull();
    expect(postalCodeProvinceError(null, 'RM')).toBeNull();
    expect(postalCodeProvinceError('20121', undefined)).toBeNull();
  });
});
