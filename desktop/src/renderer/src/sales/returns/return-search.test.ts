import { describe, expect, it } from 'vitest';
import { RETURN_MSG } from '@banco/shared';
import { criteriaHint, emptyCriteria, normaliseCustomerInput, searchQueryOf } from './return-search.ts';

describe("step 1's search criteria (spec 2 §5.5)", () => {
  it('searches a receipt from 3 characters', () => {
    expect(searchQueryOf({ ...emptyCriteria(), receipt: '20' })).toBeNull();
    expect(criteriaHint({ ...emptyCriteria(), receipt: '20' })).toBe(RETURN_MSG.receiptTooShort);
    expect(searchQueryOf({ ...emptyCriteria(), receipt: ' 2026 ' })).toEqual({ mode: 'receipt', receipt: '2026' });
    expect(criteriaHint(emptyCriteria())).toBeNull();
  });

  it('searches a customer by a phone of 10+ characters or a 16-character tax code, forced to upper case', () => {
    const customer = emptyCriteria('customer');
    expect(searchQueryOf({ ...customer, customer: '347123' })).toBeNull();
    expect(criteriaHint({ ...customer, customer: '347123' })).toBe(RETURN_MSG.customerQueryInvalid);
    expect(searchQueryOf({ ...customer, customer: '+39 3471234567' })).toEqual({ mode: 'customer', customer: '+39 3471234567' });
    expect(normaliseCustomerInput('rssmra80a01f205x')).toBe('RSSMRA80A01F205X');
    expect(normaliseCustomerInput('rss mra80a01f205xyz')).toBe('RSSMRA80A01F205X');
    expect(normaliseCustomerInput('+39 347')).toBe('+39 347');
    expect(searchQueryOf({ ...customer, customer: 'RSSMRA80A01F205X' }, 4)).toEqual({ mode: 'customer', customer: 'RSSMRA80A01F205X', store_id: 4 });
  });

  it('searches a period with both dates, the first not after the second', () => {
    const period = emptyCriteria('period');
    expect(searchQueryOf({ ...period, date_from: '2026-11-01' })).toBeNull();
    expect(criteriaHint({ ...period, date_from: '2026-11-01' })).toBe(RETURN_MSG.periodRequired);
    expect(criteriaHint({ ...period, date_from: '2026-11-10', date_to: '2026-11-01' })).toBe(RETURN_MSG.periodInvalid);
    expect(searchQueryOf({ ...period, date_from: '2026-11-01', date_to: '2026-11-26' })).toEqual({ mode: 'period', date_from: '2026-11-01', date_to: '2026-11-26' });
  });
});
