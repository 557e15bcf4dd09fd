import type { SqlEntityManager } from '@mikro-orm/sql';
import { ConflictError } from '../http/errors.ts';

/** The tables that number a company's documents per year (sale_counters, return_counters: company_id, year, last_number). */
export type YearlyCounterTable = 'sale_counters' | 'return_counters';

/** Numbers run to 6 digits a year (spec 2 §9: year plus 6 digits). */
const MAX_SEQUENCE = 999_999;

/**
 * The next number of a company's documents this year, taken by one upsert in the caller's transaction:
 * two counters never get the same number, and a rolled-back document gives its number back. Past the
 * sixth digit: 409 with `exhausted`.
 */
export async function nextYearlySequence(tx: SqlEntityManager, table: YearlyCounterTable, companyId: number, year: number, exhausted: string): Promise<number> {
  const [row] = await tx.execute<Array<{ last_number: number }>>(
    `insert into ${table} (company_id, year, last_number) values (?, ?, 1)
     on conflict (company_id, year) do update set last_number = ${table}.last_number + 1 returning last_number`,
    [companyId, year],
  );
  const sequence = Number(row?.last_number);
  if (sequence > MAX_SEQUENCE) throw new ConflictError(exhausted);
  return sequence;
}
