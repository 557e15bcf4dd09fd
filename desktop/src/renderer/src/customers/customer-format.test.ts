import { describe, expect, it } from 'vitest';
import { customerCode, formatPartitaIva, formatPhone } from './customer-format.ts';

describe('customer codes as the list and the detail show them', () => {
  it('groups a partita IVA 5-3-rest and a codice fiscale 3-3-2-1-2-4-1 (spec 2 §5.1)', () => {
    expect(formatPartitaIva('12345678903')).toBe('12345 678 903');
    expect(customerCode({ customer_type: 'company', vat_number: '12345678903', tax_code: null, fiscal_code: null })).toBe('P.IVA 12345 678 903');
    expect(customerCode({ customer_type: 'individual', tax_code: 'RSSMRA85T10A562S', vat_number: null, fiscal_code: null })).toBe(
      'RSS MRA 85 T 10 A562 S',
    );
    expect(customerCode({ customer_type: 'individual', tax_code: null, vat_number: null, fiscal_code: null })).toBe('—');
  });
});

describe('formatPhone', () => {
  it('groups an Italian mobile number as it is read aloud, and leaves anything else as typed', () => {
    expect(formatPhone('3331234567')).toBe('333 123 4567');
    expect(formatPhone('+393331234567')).toBe('+39 333 123 4567');
    expect(formatPhone('0039 347-210-4455')).toBe('+39 347 210 4455');
    expect(formatPhone('+39 347 210 4455')).toBe('+39 347 210 4455');
    expect(formatPhone('02 1234 5678')).toBe('02 1234 5678');
    expect(formatPhone('+41 44 668 18 00')).toBe('+41 44 668 18 00');
  });
});
