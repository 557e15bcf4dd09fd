import { describe, expect, it } from 'vitest';
import { eanCheckDigit, eanError, IDENTIFIER_MSG, imeiError, luhnCheckDigit, normalizeImei } from './identifiers.ts';

describe('IMEI (15 digits, Luhn check digit)', () => {
  it('accepts real IMEIs, also typed with separators', () => {
    // the GSMA's example IMEI and two more with their Luhn digit
    for (const imei of ['490154203237518', '352099001761481', '356938035643809', '35-209900-176148-1', '35 2099 0017 6148 1']) {
      expect(imeiError(imei), imei).toBeNull();
    }
    expect(normalizeImei('35-209900-176148-1')).toBe('352099001761481');
  });

  it('says what is wrong: the length, or the check digit', () => {
    expect(imeiError('49015420323751')).toBe(IDENTIFIER_MSG.imeiLength);
    expect(imeiError('4901542032375180')).toBe(IDENTIFIER_MSG.imeiLength);
    expect(imeiError('49015420323751A')).toBe(IDENTIFIER_MSG.imeiLength);
    expect(imeiError('')).toBe(IDENTIFIER_MSG.imeiLength);
    for (const wrong of ['490154203237517', '490154203237519', '352099001761480']) expect(imeiError(wrong), wrong).toBe(IDENTIFIER_MSG.imeiCheckDigit);
  });

  it('computes the Luhn digit of every 14-digit body', () => {
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(luhnCheckDigit('35209900176148')).toBe(1);
    expect(luhnCheckDigit('00000000000000')).toBe(0);
  });
});

describe('EAN-8 and EAN-13', () => {
  it('accepts barcodes with their check digit', () => {
    for (const ean of ['4006381333931', '5901234123457', '96385074', '40170725']) expect(eanError(ean), ean).toBeNull();
    expect(eanCheckDigit('400638133393')).toBe(1);
  });

  it('refuses wrong lengths, letters and wrong check digits', () => {
    for (const bad of ['4006381333932', '400638133393', '96385075', 'ABCDEFGHIJKLM', '12345']) expect(eanError(bad), bad).toBe(IDENTIFIER_MSG.eanInvalid);
  });
});
