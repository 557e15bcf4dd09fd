import { describe, expect, it } from 'vitest';
import { activeFilterCount, dateRangeError, salesCountText, salesListEmpty, salesExportQueryOf, salesListQueryOf, type SalesUrlFilters } from './sales-list-query.ts';

const none: SalesUrlFilters = { store_id: '', date_from: '', date_to: '' };

describe('salesListQueryOf', () => {
  it('asks page 1 of 20 without search or filters', () => {
    expect(salesListQueryOf(1, '', none)).toEqual({ page: 1, per_page: 20 });
  });

  it('passes the trimmed search, the store and the period', () => {
    expect(salesListQueryOf(3, '  2026000012 ', { store_id: '4', date_from: '2026-03-01', date_to: '2026-03-31' })).toEqual({
      page: 3,
      per_page: 20,
      search: '2026000012',
      store_id: 4,
      date_from: '2026-03-01',
      date_to: '2026-03-31',
    });
  });

  it('drops malformed values of a hand-edited address', () => {
    expect(salesListQueryOf(1, '', { store_id: '0', date_from: '01/03/2026', date_to: '2026-02-30' })).toEqual({ page: 1, per_page: 20 });
    expect(salesListQueryOf(1, '', { ...none, store_id: 'abc' }).store_id).toBeUndefined();
  });

  it('cuts the search to the 100 characters the server takes', () => {
    expect(salesListQueryOf(1, 'x'.repeat(150), none).search).toHaveLength(100);
  });
});

describe('salesExportQueryOf', () => {
  it('keeps search and filters, not the page', () => {
    const query = salesListQueryOf(2, 'rossi', { ...none, store_id: '7' });
    expect(salesExportQueryOf(query, 'xlsx')).toEqual({ search: 'rossi', store_id: 7, format: 'xlsx' });
  });
});

describe('filters', () => {
  it('counts the filters that are set', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ store_id: '1', date_from: '', date_to: '2026-01-01' })).toBe(2);
  });

  it('says when the end of the period comes before its start', () => {
    expect(dateRangeError({ date_from: '2026-03-10', date_to: '2026-03-01' })).toBe('La data finale è precedente a quella iniziale');
    expect(dateRangeError({ date_from: '2026-03-10', date_to: '2026-03-10' })).toBeNull();
    expect(dateRangeError({ date_from: '', date_to: '2026-03-01' })).toBeNull();
  });

  it('tells an empty search from a store without sales', () => {
    expect(salesListEmpty('', none).filtered).toBe(false);
    expect(salesListEmpty('rossi', none).filtered).toBe(true);
    expect(salesListEmpty('', { ...none, date_from: '2026-01-01' }).filtered).toBe(true);
  });

  it('counts the sales in Italian', () => {
    expect(salesCountText(1)).toBe('1 vendita');
    expect(salesCountText(12345)).toBe('12.345 vendite');
  });
});
