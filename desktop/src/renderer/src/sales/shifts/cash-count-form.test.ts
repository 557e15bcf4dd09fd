import { describe, expect, it } from 'vitest';
import { emptyCashCount } from '@banco/shared';
import {
  COIN_DENOMINATIONS,
  countedLines,
  countFieldPath,
  countText,
  countTotalCents,
  DENOMINATIONS,
  denominationLabel,
  emptyCashCountText,
  lineCents,
  NOTE_DENOMINATIONS,
  parseCount,
  textOf,
  toCashCount,
  withCount,
} from './cash-count-form.ts';

const byLabel = (label: string) => {
  const found = DENOMINATIONS.find((denomination) => denomination.label === label);
  if (!found) throw new Error(`no ${label}`);
  return found;
};

describe('cash count form', () => {
  it('lists notes 500 to 5 € and coins 2 € to 1 cent, coins keyed in cents (spec 2 §3.7)', () => {
    expect(NOTE_DENOMINATIONS.map((d) => d.label)).toEqual(['€ 500', '€ 200', '€ 100', '€ 50', '€ 20', '€ 10', '€ 5']);
    expect(COIN_DENOMINATIONS.map((d) => d.label)).toEqual(['€ 2', '€ 1', '€ 0,50', '€ 0,20', '€ 0,10', '€ 0,05', '€ 0,02', '€ 0,01']);
    expect(COIN_DENOMINATIONS.map((d) => d.key)).toEqual(['200', '100', '50', '20', '10', '5', '2', '1']);
    expect(byLabel('€ 0,50')).toMatchObject({ kind: 'coins', key: '50', cents: 50 });
    expect(byLabel('€ 50')).toMatchObject({ kind: 'notes', key: '50', cents: 5000 });
    expect(denominationLabel(1)).toBe('€ 0,01');
    expect(denominationLabel(120)).toBe('€ 1,20');
  });

  it('reads typed counts as whole pieces: blank and junk are 0, negatives clamped to 0, fractions cut', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount('  ')).toBe(0);
    expect(parseCount('abc')).toBe(0);
    expect(parseCount('-4')).toBe(0);
    expect(parseCount('2.9')).toBe(2);
    expect(parseCount(' 12 ')).toBe(12);
    expect(countText(-3)).toBe('0');
    expect(countText(7.8)).toBe('7');
    expect(countText('')).toBe('');
    expect(countText('-2')).toBe('0');
  });

  it('turns the typed count into the shared CashCount and its total', () => {
    let text = emptyCashCountText();
    expect(toCashCount(text)).toEqual(emptyCashCount());
    expect(countTotalCents(text)).toBe(0);
    text = withCount(text, byLabel('€ 50'), '3');
    text = withCount(text, byLabel('€ 5'), '1');
    text = withCount(text, byLabel('€ 2'), '2');
    text = withCount(text, byLabel('€ 0,50'), '1');
    text = withCount(text, byLabel('€ 0,01'), '-5');
    expect(toCashCount(text)).toEqual({
      notes: { 500: 0, 200: 0, 100: 0, 50: 3, 20: 0, 10: 0, 5: 1 },
      coins: { 200: 2, 100: 0, 50: 1, 20: 0, 10: 0, 5: 0, 2: 0, 1: 0 },
    });
    // 150 + 5 + 4 + 0.50, as the server's own test counts it
    expect(countTotalCents(text)).toBe(15_950);
    expect(lineCents(text, byLabel('€ 50'))).toBe(15_000);
    expect(textOf(text, byLabel('€ 0,50'))).toBe('1');
    // the note of 50 € and the coin of 50 cents are different entries
    expect([text.notes['50'], text.coins['50']]).toEqual(['3', '1']);
  });

  it('lists only what was counted, in grid order, and names the error path of each denomination', () => {
    const count = toCashCount(withCount(withCount(emptyCashCountText(), byLabel('€ 0,10'), '4'), byLabel('€ 100'), '2'));
    expect(countedLines(count).map((line) => [line.denomination.label, line.pieces, line.cents])).toEqual([
      ['€ 100', 2, 20_000],
      ['€ 0,10', 4, 40],
    ]);
    expect(countFieldPath(byLabel('€ 0,10'))).toBe('count.coins.10');
    expect(countFieldPath(byLabel('€ 500'))).toBe('count.notes.500');
  });
});
