import { describe, expect, it } from 'vitest';
import { parseMoney, type Shift } from '@banco/shared';
import { durationText, methodTotals, takingsTotal } from './shift-summary.ts';

describe('shift summary', () => {
  it('says how long the shift has been open', () => {
    const start = '2026-03-02T08:00:00.000Z';
    expect(durationText(start, new Date('2026-03-02T08:45:30.000Z'))).toBe('45 min');
    expect(durationText(start, new Date('2026-03-02T11:05:00.000Z'))).toBe('3 h 05 min');
    expect(durationText(start, new Date('2026-03-03T10:00:00.000Z'))).toBe('1 g 2 h 00 min');
    expect(durationText(start, new Date('2026-03-02T07:00:00.000Z'))).toBe('0 min');
  });

  it('labels the takings per method in the payment order and adds them up', () => {
    const shift: Pick<Shift, 'totals_by_method'> = {
      totals_by_method: [
        { method: 'installments', amount: parseMoney('300.00') },
        { method: 'card', amount: parseMoney('14.90') },
        { method: 'cash', amount: parseMoney('20.00') },
      ],
    };
    expect(methodTotals(shift).map((row) => [row.label, row.amount])).toEqual([
      ['Contanti', '20.00'],
      ['Carta', '14.90'],
      ['Rate', '300.00'],
    ]);
    expect(takingsTotal(shift)).toBe('334.90');
    expect(takingsTotal({ totals_by_method: [] })).toBe('0.00');
  });
});
