import { fillMessage, MSG } from '../validation/messages.ts';
import { POSTAL_CODES_BY_PROVINCE } from './postal-code-provinces.ts';

/**
 * CAP consistent with the province (issue 7.9), where the dataset knows the CAP: a CAP that the
 * comuni dataset lists only in other provinces is refused; a CAP it does not know (a new one, or
 * a large user's own) is accepted, as nothing says it is wrong. The table (postal-code-provinces.ts,
 * ~8 KB, generated with the server's comuni dataset) is small enough for the renderer, so the store
 * and company wizards show the same message as the server before any call.
 */
type Range = readonly [number, number];

let table: Map<string, Range[]> | null = null;

function rangesByProvince(): Map<string, Range[]> {
  if (table) return table;
  table = new Map();
  for (const line of POSTAL_CODES_BY_PROVINCE.split('\n')) {
    const [province = '', ranges = ''] = line.split(':');
    table.set(
      province,
      ranges.split(' ').map((range) => {
        const [start = '', end = start] = range.split('-');
        return [Number(start), Number(end)] as const;
      }),
    );
  }
  return table;
}

const inRanges = (cap: number, ranges: readonly Range[]) => ranges.some(([start, end]) => cap >= start && cap <= end);

/** The provinces (sigle) whose comuni use this CAP, per the dataset; [] when it does not know it. */
export function provincesOfPostalCode(postalCode: string): string[] {
  if (!/^[0-9]{5}$/.test(postalCode)) return [];
  const cap = Number(postalCode);
  return [...rangesByProvince()].filter(([, ranges]) => inRanges(cap, ranges)).map(([province]) => province);
}

/**
 * The field error of `postal_code` when the dataset places this CAP in other provinces only, else
 * null (also when either value is missing or malformed: their own fields say so). Reads raw input.
 */
export function postalCodeProvinceError(postalCode: unknown, province: unknown): string | null {
  if (typeof postalCode !== 'string' || typeof province !== 'string') return null;
  const cap = postalCode.trim();
  const sigla = province.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(sigla)) return null;
  const provinces = provincesOfPostalCode(cap);
  if (provinces.length === 0 || provinces.includes(sigla)) return null;
  return fillMessage(MSG.postalCodeProvinceMismatch, { cap, provinces: provinces.join(', ') });
}

interface AddressInput {
  postal_code?: unknown;
  province?: unknown;
}
const addressOf = (value: unknown): AddressInput => (typeof value === 'object' && value !== null ? (value as AddressInput) : {});

/**
 * The object-level check for a schema with `province` and `postal_code` (stores, companies):
 * `schema.refine(...postalCodeMatchesProvince)`. It runs even when another field is invalid, so one
 * answer carries every message.
 */
export const postalCodeMatchesProvince: [
  check: (value: AddressInput) => boolean,
  params: { when: () => boolean; path: string[]; error: (issue: { input: unknown }) => string },
] = [
  (value: AddressInput) => postalCodeProvinceError(value.postal_code, value.province) === null,
  {
    when: () => true,
    path: ['postal_code'],
    error: (issue: { input: unknown }) => {
      const address = addressOf(issue.input);
      return postalCodeProvinceError(address.postal_code, address.province) ?? MSG.postalCodeInvalid;
    },
  },
];
