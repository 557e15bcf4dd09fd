import { BANKNOTES, clampCount, cashCountCents, COINS, type Banknote, type CashCount, type Coin } from '@banco/shared';

/**
 * A cash count as the shift wizards hold it (spec 2 §3.7, §5.6): what was typed for each note and coin
 * ('' for nothing yet), turned into the shared CashCount (whole pieces, negatives clamped to 0). Pure.
 */
export interface CashCountText {
  notes: Record<`${Banknote}`, string>;
  coins: Record<`${Coin}`, string>;
}

export type DenominationKind = 'notes' | 'coins';

/** One note or coin of the grid: its key in the count (euros for notes, cents for coins), its value and label. */
export interface Denomination {
  kind: DenominationKind;
  key: `${Banknote}` | `${Coin}`;
  cents: number;
  /** '€ 500', '€ 0,50'. */
  label: string;
}

/** '€ 500', '€ 2', '€ 0,50', '€ 0,01' (whole euros without decimals). */
export function denominationLabel(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `€ ${euros}` : `€ ${euros},${String(rest).padStart(2, '0')}`;
}

export const NOTE_DENOMINATIONS: readonly Denomination[] = BANKNOTES.map((note) => ({ kind: 'notes', key: `${note}`, cents: note * 100, label: denominationLabel(note * 100) }));
export const COIN_DENOMINATIONS: readonly Denomination[] = COINS.map((coin) => ({ kind: 'coins', key: `${coin}`, cents: coin, label: denominationLabel(coin) }));
/** The grid's order: notes from 500 €, then coins from 2 € to 1 cent. */
export const DENOMINATIONS: readonly Denomination[] = [...NOTE_DENOMINATIONS, ...COIN_DENOMINATIONS];

export function emptyCashCountText(): CashCountText {
  return {
    notes: Object.fromEntries(BANKNOTES.map((note) => [`${note}`, ''])) as CashCountText['notes'],
    coins: Object.fromEntries(COINS.map((coin) => [`${coin}`, ''])) as CashCountText['coins'],
  };
}

/** A typed count as whole pieces: '' or anything not a number is 0, a negative 0, a fraction its whole part. */
export function parseCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : clampCount(Number(trimmed));
}

/** What a number input gives back as the text the form keeps: '' when empty, else the clamped whole count. */
export function countText(value: number | string): string {
  if (typeof value === 'number') return String(clampCount(value));
  return value.trim() === '' ? '' : String(parseCount(value));
}

export function textOf(text: CashCountText, denomination: Denomination): string {
  return denomination.kind === 'notes' ? text.notes[denomination.key as `${Banknote}`] : text.coins[denomination.key as `${Coin}`];
}

/** The count with one denomination changed (a new object: the form's value). */
export function withCount(text: CashCountText, denomination: Denomination, value: string): CashCountText {
  return denomination.kind === 'notes'
    ? { ...text, notes: { ...text.notes, [denomination.key]: value } }
    : { ...text, coins: { ...text.coins, [denomination.key]: value } };
}

/** The shared CashCount the API takes: every note and coin, whole pieces from 0. */
export function toCashCount(text: CashCountText): CashCount {
  return {
    notes: Object.fromEntries(BANKNOTES.map((note) => [`${note}`, parseCount(text.notes[`${note}`])])) as CashCount['notes'],
    coins: Object.fromEntries(COINS.map((coin) => [`${coin}`, parseCount(text.coins[`${coin}`])])) as CashCount['coins'],
  };
}

/** The count's total in cents (the shared rule). */
export function countTotalCents(text: CashCountText): number {
  return cashCountCents(toCashCount(text));
}

/** One denomination's value in cents (pieces × value). */
export function lineCents(text: CashCountText, denomination: Denomination): number {
  return parseCount(textOf(text, denomination)) * denomination.cents;
}

export interface CountedLine {
  denomination: Denomination;
  pieces: number;
  cents: number;
}

/** The denominations actually counted (at least one piece), in grid order: the summaries list them. */
export function countedLines(count: CashCount): CountedLine[] {
  return DENOMINATIONS.flatMap((denomination) => {
    const pieces = clampCount(denomination.kind === 'notes' ? count.notes[denomination.key as `${Banknote}`] : count.coins[denomination.key as `${Coin}`]);
    return pieces > 0 ? [{ denomination, pieces, cents: pieces * denomination.cents }] : [];
  });
}

/** The form's error path of one denomination ('count.notes.500'), as the shared schema and the server name it. */
export function countFieldPath(denomination: Denomination, prefix = 'count'): string {
  return `${prefix}.${denomination.kind}.${denomination.key}`;
}
