import { MSG } from '../validation/messages.ts';
import { todayIso } from '../dates.ts';

/**
 * The codice fiscale of a person (spec 2 §5.1): 16 characters, 6 letters (surname, name),
 * 2 digits (year), 1 month letter, 2 digits (day, +40 for women), 1 letter and 3 digits (the
 * cadastral code of the comune or the Z code of the foreign country of birth), 1 check letter.
 * Omocodia: when two people would share a code, the Agenzia delle Entrate replaces digits from
 * the right with the letters L M N P Q R S T U V (0 … 9); such codes are valid and decode the same.
 */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const DIGIT = `[0-9${OMOCODIA_LETTERS}]`;
const CODICE_FISCALE_PATTERN = new RegExp(`^[A-Z]{6}${DIGIT}{2}[ABCDEHLMPRST]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`);
/** Indexes (0-based) of the characters that are digits, or their omocodia letters. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];
/** Month letters: A = January … T = December. */
const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Values of the characters in odd positions (1st, 3rd, … 15th) for the check character. */
const ODD_VALUES: Readonly<Record<string, number>> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
/**
 * A two-digit year is 20yy up to the current two-digit year plus this, else 19yy (spec 2 §5.1).
 * Read literally, the rule refuses every code of 1927–1936 (2030 is in the future) although the
 * age rule accepts people up to 120: a 20yy birth date after today is read as 19yy instead, as a
 * person cannot be born tomorrow.
 */
const YEAR_PIVOT_AHEAD = 10;

export interface DecodedCodiceFiscale {
  /** YYYY-MM-DD */
  birthDate: string;
  gender: 'M' | 'F';
  /** The Belfiore code: a comune (A001 …) or a foreign country (Z…). */
  cadastralCode: string;
}

/** Spaces removed, upper case: the form the code is stored and checked in. */
export function normalizeCodiceFiscale(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check letter of the first 15 characters (already normalised). */
export function codiceFiscaleCheckCharacter(firstFifteen: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = firstFifteen.charAt(i);
    if (i % 2 === 0) sum += ODD_VALUES[char] ?? 0;
    else sum += /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The code with the omocodia letters of the digit positions turned back into digits. */
export function withoutOmocodia(code: string): string {
  const chars = code.split('');
  for (const position of DIGIT_POSITIONS) {
    const index = OMOCODIA_LETTERS.indexOf(chars[position] ?? '');
    if (index >= 0) chars[position] = String(index);
  }
  return chars.join('');
}

/**
 * The birth date, gender and cadastral code the code carries, or null when the code is malformed,
 * its check character is wrong, or its date is impossible or after `today` (YYYY-MM-DD, Italy).
 */
export function decodeCodiceFiscale(value: string, today: string = todayIso()): DecodedCodiceFiscale | null {
  const code = normalizeCodiceFiscale(value);
  if (!CODICE_FISCALE_PATTERN.test(code)) return null;
  if (codiceFiscaleCheckCharacter(code) !== code.charAt(15)) return null;
  const plain = withoutOmocodia(code);
  const twoDigitYear = Number(plain.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(plain.charAt(8)) + 1;
  const dayField = Number(plain.slice(9, 11));
  const gender = dayField > 40 ? 'F' : 'M';
  const day = gender === 'F' ? dayField - 40 : dayField;
  const currentTwoDigitYear = Number(today.slice(2, 4));
  const inThisCentury = twoDigitYear <= currentTwoDigitYear + YEAR_PIVOT_AHEAD ? calendarDate(2000 + twoDigitYear, month, day) : null;
  const birthDate = inThisCentury !== null && inThisCentury <= today ? inThisCentury : calendarDate(1900 + twoDigitYear, month, day);
  if (birthDate === null || birthDate > today) return null;
  return { birthDate, gender, cadastralCode: plain.slice(11, 15) };
}

/** The spec's message for an invalid code (format, check character, date), or null when valid. */
export function codiceFiscaleError(value: string, today: string = todayIso()): string | null {
  return decodeCodiceFiscale(value, today) === null ? MSG.codiceFiscaleInvalid : null;
}

/** Grouped for display 3-3-2-1-2-4-1 (spec 2 §5.1): 'RSS MRA 85 T 10 A562 S'. */
export function formatCodiceFiscale(value: string): string {
  const code = normalizeCodiceFiscale(value);
  if (code.length !== 16) return code;
  return [code.slice(0, 3), code.slice(3, 6), code.slice(6, 8), code.slice(8, 9), code.slice(9, 11), code.slice(11, 15), code.slice(15)].join(' ');
}

/** YYYY-MM-DD when year, month and day make a real date, else null. */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
