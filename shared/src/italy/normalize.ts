/**
 * Input normalisation of the customer wizard (spec 2 §5.1): names, company name, legal
 * representative and issuing body are title-cased; codes are upper-cased, PEC lower-cased (in their
 * field schemas, customer-fields.ts).
 */

/**
 * Each word capitalised, the rest lower case; a word starts after a space, a hyphen, an apostrophe
 * or a dot: 'DE LUCA' → 'De Luca', "d'amico" → "D'Amico", 'anna-maria' → 'Anna-Maria'.
 * Runs of spaces become one.
 */
export function titleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('it-IT')
    .replace(/(^|[\s\-'’.])(\p{L})/gu, (_match, boundary: string, letter: string) => `${boundary}${letter.toLocaleUpperCase('it-IT')}`);
}

/** Prepositions and conjunctions an office's name keeps in lower case after its first word. */
const MINOR_WORDS = new Set([
  ...['di', 'del', 'dello', 'della', "dell'", 'dei', 'degli', 'delle', "d'"],
  ...['a', 'al', 'allo', 'alla', "all'", 'ai', 'agli', 'alle'],
  ...['da', 'dal', 'dalla', "dall'", 'dai', 'in', 'nel', 'nella', "nell'", 'nei', 'negli', 'su', 'sul', 'sulla', 'per', 'e', 'ed'],
]);

/**
 * The name of an office, as Italian writes it: titleCase, then the prepositions and conjunctions
 * after the first word in lower case ('COMUNE DI MILANO' → 'Comune di Milano', "consolato d'italia"
 * → "Consolato d'Italia"). Only for offices (the document's issuing body): in a person's name 'Di'
 * and 'Della' are part of the surname and keep their capital.
 */
export function officeCase(value: string): string {
  return titleCase(value).replace(/(?<=\S\s)(\p{L}+['’]?)/gu, (word: string) => {
    const lower = word.toLocaleLowerCase('it-IT');
    return MINOR_WORDS.has(lower.replace('’', "'")) ? lower : word;
  });
}
