import { describe, expect, it } from 'vitest';
import { activeFilterCount, INVENTORY_FILTER_KEYS, inventoryQueryOf, nextSort, pageButtons, type InventoryUrlFilters } from './inventory-query.ts';

const none = Object.fromEntries(INVENTORY_FILTER_KEYS.map((key) => [key, ''])) as InventoryUrlFilters;

describe('inventoryQueryOf', () => {
  it('asks page 1 of 20 by product name ascending without filters', () => {
    expect(inventoryQueryOf(1, '', none, true)).toEqual({ page: 1, per_page: 20, sort: 'product_name', order: 'asc' });
  });

  it('passes the well-formed filters and drops the malformed ones', () => {
    const filters = {
      ...none,
      category: 'Smartphone',
      status: 'damaged',
      supplier_id: '7',
      store_id: 'abc',
      location: 'Cassa forte',
      low_stock: 'true',
      date_from: '2026-01-31',
      date_to: '31/01/2026',
      sort: 'quantity',
      order: 'desc',
    };
    expect(inventoryQueryOf(3, 'iphone', filters, true)).toEqual({
      page: 3,
      per_page: 20,
      search: 'iphone',
      category: 'Smartphone',
      status: 'damaged',
      supplier_id: 7,
      low_stock: 'true',
      date_from: '2026-01-31',
      sort: 'quantity',
      order: 'desc',
    });
  });

  it("asks the sold items only for who may see them ('Mostra venduti')", () => {
    expect(inventoryQueryOf(1, '', { ...none, show_sold: 'true' }, true).show_sold).toBe('true');
    expect(inventoryQueryOf(1, '', { ...none, show_sold: 'true' }, false).show_sold).toBeUndefined();
  });

  it('falls back to the default sort on an unknown column', () => {
    expect(inventoryQueryOf(1, '', { ...none, sort: 'price', order: 'sideways' }, true)).toMatchObject({ sort: 'product_name', order: 'asc' });
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and toggles the sorted one', () => {
    expect(nextSort({ sort: 'product_name', order: 'asc' }, 'quantity')).toEqual({ sort: 'quantity', order: '' });
    expect(nextSort({ sort: 'quantity', order: 'asc' }, 'quantity')).toEqual({ sort: 'quantity', order: 'desc' });
    expect(nextSort({ sort: 'quantity', order: 'desc' }, 'quantity')).toEqual({ sort: 'quantity', order: '' });
    expect(nextSort({ sort: 'product_name', order: 'asc' }, 'product_name')).toEqual({ sort: '', order: 'desc' });
  });
});

describe('activeFilterCount', () => {
  it('counts the panel filters, not the sort', () => {
    expect(activeFilterCount({ ...none, sort: 'quantity', order: 'desc' })).toBe(0);
    expect(activeFilterCount({ ...none, status: 'sold', date_to: '2026-01-01' })).toBe(2);
  });
});

describe('pageButtons', () => {
  it('shows at most five pages around the current one', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(40, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(1, 0)).toEqual([]);
  });
});
