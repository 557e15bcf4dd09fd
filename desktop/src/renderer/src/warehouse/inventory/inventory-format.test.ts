import { describe, expect, it } from 'vitest';
import { brandModel, marginColor, marginText, movementLabel, movementQuantity, rowCodes, rowLabel } from './inventory-format.ts';

describe('inventory formatting', () => {
  it('colours the margin as spec 3 §9 says', () => {
    expect(marginColor(31)).toBe('green.7');
    expect(marginColor(30)).toBe('orange.7');
    expect(marginColor(16)).toBe('orange.7');
    expect(marginColor(15)).toBe('red.7');
    expect(marginColor(-4)).toBe('red.7');
    expect(marginText(23)).toBe('+23%');
    expect(marginText(0)).toBe('0%');
    expect(marginText(-5)).toBe('-5%');
  });

  it('writes brand, model and codes under the name', () => {
    expect(brandModel({ brand: 'Apple', model: 'iPhone 15' })).toBe('Apple · iPhone 15');
    expect(brandModel({ brand: 'Generico', model: ' ' })).toBe('Generico');
    expect(rowCodes({ imei: '356938035643809', imei2: '356938035643817', serial_number: 'F2LX' })).toEqual(['IMEI 356938035643809', 'IMEI 2 356938035643817', 'S/N F2LX']);
    expect(rowCodes({ imei: null, imei2: null, serial_number: null })).toEqual([]);
    expect(rowLabel({ product_name: 'iPhone 15', imei: '356938035643809', serial_number: null })).toBe('iPhone 15 (356938035643809)');
    expect(rowLabel({ product_name: 'Cover', imei: null, serial_number: null })).toBe('Cover');
  });

  it('shows a movement with its sign and label', () => {
    expect(movementQuantity({ direction: '+', quantity: 3 })).toBe('+3');
    expect(movementQuantity({ direction: '-', quantity: 1 })).toBe('-1');
    expect(movementQuantity({ direction: '=', quantity: 0 })).toBe('=');
    expect(movementLabel({ movement_type: 'carico' })).toBe('Carico merce');
  });
});
