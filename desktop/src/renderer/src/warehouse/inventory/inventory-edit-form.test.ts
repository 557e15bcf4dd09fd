import { describe, expect, it } from 'vitest';
import { parseMoney, STOCK_MSG, type InventoryItem } from '@banco/shared';
import { changedFields, pieceFormSchema, pieceFormValues, stockFormSchema, stockFormValues } from './inventory-edit-form.ts';

const piece: InventoryItem = {
  kind: 'piece',
  id: 4,
  product_id: 2,
  product_name: 'iPhone 15',
  brand: 'Apple',
  model: 'iPhone 15',
  category: 'Smartphone',
  requires_imei: true,
  requires_serial: false,
  imei: '356938035643809',
  imei2: null,
  serial_number: null,
  purchase_price: parseMoney('700.00'),
  selling_price: parseMoney('929.00'),
  margin_percent: 33,
  status: 'available',
  location: 'pronto_vendita',
  location_label: 'Pronto Vendita',
  supplier_id: 1,
  supplier: 'Ingrosso',
  purchase_date: '2026-01-10',
  last_sale_date: null,
  days_in_stock: 3,
  low_stock: false,
  quantity: 1,
  store_id: 1,
  store_name: 'Milano',
  ean: null,
  sku: null,
  ddt_id: 9,
  ddt_number: 'DDT-1',
};

describe('the edit form of a piece', () => {
  it('sends only what changed', () => {
    const initial = pieceFormValues(piece);
    const parsed = pieceFormSchema.parse({ ...initial, status: 'damaged', notes: '' });
    expect(changedFields(initial, parsed)).toEqual({ status: 'damaged' });
  });

  it('sends a cleared price as null and a re-typed IMEI normalised only when it differs', () => {
    const initial = pieceFormValues(piece);
    const same = pieceFormSchema.parse({ ...initial, imei: '35-693803-564380-9', selling_price: null });
    expect(changedFields(initial, same)).toEqual({ selling_price: null });
  });

  it('refuses a wrong IMEI and a negative price with the shared messages', () => {
    const result = pieceFormSchema.safeParse({ ...pieceFormValues(piece), imei: '356938035643808', purchase_price: '-1.00' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toContain(`purchase_price: ${STOCK_MSG.priceInvalid}`);
    expect(messages.some((message) => message.startsWith('imei: '))).toBe(true);
  });
});

describe('the edit form of a quantity row', () => {
  const row: InventoryItem = { ...piece, kind: 'stock', imei: null, requires_imei: false, quantity: 12, purchase_price: null, margin_percent: null };

  it('requires a whole quantity of at least 0', () => {
    const initial = stockFormValues(row);
    for (const quantity of [undefined, -1, 1.5]) {
      const result = stockFormSchema.safeParse({ ...initial, quantity });
      expect(result.error?.issues[0]?.message).toBe(STOCK_MSG.quantityInvalid);
    }
    expect(changedFields(initial, stockFormSchema.parse({ ...initial, quantity: 10, notes: 'Conteggio' }))).toEqual({ quantity: 10, notes: 'Conteggio' });
  });
});
