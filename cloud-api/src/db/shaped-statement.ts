import { createHash } from 'node:crypto';
import type { RawStatement } from './raw-reads.ts';

/**
 * Statements whose text follows the filters a request has (one text per "shape"), for the lists'
 * raw reads. A single text covering every shape with `($n is null or …)` conditions gets either a
 * custom plan, planned again at every execution, or a generic plan that cannot use the scope's
 * indexes; a text per shape is prepared once per connection and its generic plan fits it.
 *
 * `StatementParams` numbers the values as the text uses them; `shapedStatement` names each text
 * after its hash, so that one name always has one text (raw-reads.ts prepares by name).
 */
export class StatementParams {
  readonly values: unknown[] = [];
  readonly #slots = new Map<string, string>();

  /**
   * The placeholder of `value` (`$n::type`), added on first use of `key`: a value used in several
   * places of a text is one parameter. Whether a text uses a parameter may depend only on whether
   * its filter is present (the shape), never on its value, else one text would need other values.
   */
  ref(key: string, value: unknown, type: string): string {
    let slot = this.#slots.get(key);
    if (slot === undefined) {
      this.values.push(value);
      slot = `$${this.values.length}::${type}`;
      this.#slots.set(key, slot);
    }
    return slot;
  }
}

/** The texts met so far: a bounded set, as texts differ only by shape (values are parameters). */
const STATEMENTS = new Map<string, RawStatement>();

/** The statement of a text; `generic` (RawStatement.generic) follows from the shape, so one text always comes with the same. */
export function shapedStatement(prefix: string, text: string, generic = false): RawStatement {
  let statement = STATEMENTS.get(text);
  if (!statement) {
    // a short name (PGlite's `prepare name` is an identifier: 63 bytes at most)
    statement = { name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, ...(generic ? { generic } : {}) };
    STATEMENTS.set(text, statement);
  }
  return statement;
}

/** `where a and b …`, or nothing when no condition restricts. */
export const whereAll = (conditions: readonly string[]): string => (conditions.length === 0 ? '' : `where ${conditions.join('\n  and ')}`);
