import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleCheckCharacter,
  codiceFiscaleError,
  decodeCodiceFiscale,
  formatCodiceFiscale,
  normalizeCodiceFiscale,
  withoutOmocodia,
} from './codice-fiscale.ts';

const TODAY = '2026-11-23';
const INVALID = 'Codice fiscale non valido - verifica formato';

/** The first 15 characters completed with their check letter. */
const withCheck = (firstFifteen: string) => `${firstFifteen}${codiceFiscaleCheckCharacter(firstFifteen)}`;

describe('codice fiscale', () => {
  // Codes built for these people (name, surname, sex, date and place) by the Agenzia delle Entrate's
  // algorithm; their omocodic variants replace digits from the right with L M N P Q R S T U V.
  const people = [
    { code: 'RSSMRA85T10A562S', birthDate: '1985-12-10', gender: 'M', cadastralCode: 'A562' },
    { code: 'BNCGLI92D43F205W', birthDate: '1992-04-03', gender: 'F', cadastralCode: 'F205' },
    { code: 'VRDLCU00B29H501K', birthDate: '2000-02-29', gender: 'M', cadastralCode: 'H501' },
    // born abroad: Germany (Z112), the United States (Z404)
    { code: 'SPSNNA70A71Z112Y', birthDate: '1970-01-31', gender: 'F', cadastralCode: 'Z112' },
    { code: 'NREPLA60L01Z404X', birthDate: '1960-07-01', gender: 'M', cadastralCode: 'Z404' },
  ] as const;

  it('decodes birth date, gender (women +40) and cadastral code of real codes', () => {
    for (const { code, ...decoded } of people) {
      expect(decodeCodiceFiscale(code, TODAY), code).toEqual(decoded);
      expect(codiceFiscaleError(code, TODAY), code).toBeNull();
    }
  });

  it('accepts omocodic variants and decodes them like the original', () => {
    const variants = {
      RSSMRA85T10A562S: ['RSSMRA85T10A56NH', 'RSSMRAU5T10A562P', 'RSSMRA8RTM0A562P', 'RSSMRAURTMLARSNL'],
      BNCGLI92D43F205W: ['BNCGLI92DQ3F205I', 'BNCGLI92D43FN05L', 'BNCGLIVNDQPFNLRZ'],
      VRDLCU00B29H501K: ['VRDLCUL0B29H501N', 'VRDLCU00B2VH501Z', 'VRDLCULLBNVHRLMW'],
      SPSNNA70A71Z112Y: ['SPSNNA70A71ZM12Q', 'SPSNNATLATMZMMNC'],
      NREPLA60L01Z404X: ['NREPLA60L01ZQ04U', 'NREPLASLLLMZQLQN'],
    } as const;
    for (const [original, omocodic] of Object.entries(variants)) {
      for (const code of omocodic) {
        expect(codiceFiscaleError(code, TODAY), code).toBeNull();
        expect(decodeCodiceFiscale(code, TODAY), code).toEqual(decodeCodiceFiscale(original, TODAY));
        expect(withoutOmocodia(code).slice(0, 15)).toBe(original.slice(0, 15));
      }
    }
  });

  it('ignores spaces and case', () => {
    expect(normalizeCodiceFiscale(' rss mra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
    expect(codiceFiscaleError('rss mra 85t10 a562s', TODAY)).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(codiceFiscaleError('RSSMRA85T10A562T', TODAY)).toBe(INVALID);
    expect(codiceFiscaleError('RSSMRA85T10A56NS', TODAY)).toBe(INVALID);
    expect(decodeCodiceFiscale('BNCGLI92D43F205X', TODAY)).toBeNull();
  });

  it('refuses a malformed code: length, letters where digits go, month letter, cadastral code', () => {
    for (const code of [
      '',
      'RSSMRA85T10A562',
      'RSSMRA85T10A562SS',
      '12345678901',
      withCheck('RSSMRA8AT10A562'), // A is no omocodia letter
      withCheck('RSSMRA85T1WA562'),
      withCheck('RSSMRA85F10A562'), // F is no month
      withCheck('RSSMRA85T101A562'.slice(0, 15)),
      withCheck('RSSMR485T10A562'),
    ]) {
      expect(codiceFiscaleError(code, TODAY), code).toBe(INVALID);
    }
  });

  it('refuses impossible dates', () => {
    for (const firstFifteen of [
      'RSSMRA85B30A562', // 30 February
      'RSSMRA85D31A562', // 31 April
      'RSSMRA01B29A562', // 29 February 2001
      'RSSMRA85T00A562', // day 0
      'RSSMRA85T32A562', // day 32 (a man)
      'RSSMRA85T40A562', // day 40
      'RSSMRA85T72A562', // day 72 (a woman's 32)
    ]) {
      expect(codiceFiscaleError(withCheck(firstFifteen), TODAY), firstFifteen).toBe(INVALID);
    }
    expect(decodeCodiceFiscale(withCheck('RSSMRA04B29A562'), TODAY)?.birthDate).toBe('2004-02-29');
    expect(decodeCodiceFiscale(withCheck('RSSMRA85T71A562'), TODAY)).toMatchObject({ birthDate: '1985-12-31', gender: 'F' });
  });

  it('reads two-digit years as 20yy up to the current year plus 10 unless that is after today, else 19yy', () => {
    expect(decodeCodiceFiscale(withCheck('RSSMRA26S23A562'), TODAY)?.birthDate).toBe('2026-11-23');
    expect(decodeCodiceFiscale(withCheck('RSSMRA26S24A562'), TODAY)?.birthDate).toBe('1926-11-24'); // not tomorrow
    expect(decodeCodiceFiscale(withCheck('RSSMRA30A01A562'), TODAY)?.birthDate).toBe('1930-01-01'); // not 2030
    expect(decodeCodiceFiscale(withCheck('RSSMRA36A01A562'), TODAY)?.birthDate).toBe('1936-01-01');
    expect(decodeCodiceFiscale(withCheck('RSSMRA37A01A562'), TODAY)?.birthDate).toBe('1937-01-01');
    expect(decodeCodiceFiscale(withCheck('RSSMRA99A01A562'), TODAY)?.birthDate).toBe('1999-01-01');
    expect(decodeCodiceFiscale(withCheck('RSSMRA10A01A562'), TODAY)?.birthDate).toBe('2010-01-01');
    // the pivot moves with today
    expect(decodeCodiceFiscale(withCheck('RSSMRA37A01A562'), '2037-06-01')?.birthDate).toBe('2037-01-01');
    expect(decodeCodiceFiscale(withCheck('RSSMRA36A01A562'), '2036-06-01')?.birthDate).toBe('2036-01-01');
  });

  it('displays the code in groups 3-3-2-1-2-4-1', () => {
    expect(formatCodiceFiscale('rssmra85t10a562s')).toBe('RSS MRA 85 T 10 A562 S');
    expect(formatCodiceFiscale('RSSMRA')).toBe('RSSMRA');
  });
});
