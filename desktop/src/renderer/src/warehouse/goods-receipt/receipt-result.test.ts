import { describe, expect, it } from 'vitest';
import { parseMoney, type DdtDetail } from '@banco/shared';
import { byCategory, byLocation, lineCodes, lineValue } from './receipt-result.ts';

type Line = DdtDetail['lines'][number];
const line = (overrides: Partial<Line>): Line => ({
  id: 1,
  product_id: 1,
  product_name: 'Galaxy S25',
  brand: 'Samsung',
  model: 'Galaxy S25',
  category: 'Smartphone',
  ean: null,
  quantity: 2,
  purchase_price: parseMoney('679.00'),
  selling_price: parseMoney('859.00'),
  location: 'cassaforte',
  location_label: 'Cassaforte',
  pieces: [
    { id: 1, imei: '352099001761481', imei2: null, serial_number: null, duplicate_authorized: false },
    { id: 2, imei: '352099001761499', imei2: null, serial_number: null, duplicate_authorized: false },
  ],
  ...overrides,
});

const detail = {
  lines: [line({}), line({ id: 2, product_name: 'Cavo', category: 'Accessori', quantity: 6, purchase_price: null, location: 'pronto_vendita', location_label: 'Pronto Vendita', pieces: [] })],
} as DdtDetail;

describe('the completed load', () => {
  it('distributes the pieces by category and by location, largest first', () => {
    expect(byCategory(detail)).toEqual([
      { label: 'Accessori', pieces: 6, percent: 75 },
      { label: 'Smartphone', pieces: 2, percent: 25 },
    ]);
    expect(byLocation(detail).map((share) => share.label)).toEqual(['Pronto Vendita', 'Cassaforte']);
  });

  it('values a line by price × quantity, none without a price', () => {
    expect(lineValue(line({}))).toBe('1358.00');
    expect(lineValue(line({ purchase_price: null }))).toBeNull();
  });

  it('lists the codes of a line', () => {
    expect(lineCodes(line({}))).toEqual(['352099001761481', '352099001761499']);
    expect(lineCodes(line({ pieces: [] }))).toEqual([]);
    // a dual-SIM phone shows both its IMEIs; a piece known by its serial, the serial
    const dual = { id: 3, imei: '352099001761481', imei2: '352099001761499', serial_number: 'SN-1', duplicate_authorized: false };
    const bySerial = { id: 4, imei: null, imei2: null, serial_number: 'SN-2', duplicate_authorized: false };
    expect(lineCodes(line({ pieces: [dual, bySerial] }))).toEqual(['352099001761481 / 352099001761499', 'SN-2']);
  });
});
