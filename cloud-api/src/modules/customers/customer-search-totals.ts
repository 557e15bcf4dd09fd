/**
 * The totals of the customer list this process has counted, by company and search pattern ('' for
 * the list without a search), each with the company's customer list version it was counted at
 * (customer-list-version.entity.ts). The list's statements answer a kept total only while that
 * version is still the database's, so a total here is never stale: it only spares the count
 * (customer-list-read.ts, customer-search-routine.ts). Bounded: the oldest is forgotten first.
 */
const KEPT = 1000;

export interface KnownTotal {
  version: number;
  total: number;
}

const totals = new Map<string, KnownTotal>();
const keyOf = (companyId: number, pattern: string) => `${companyId}\u0000${pattern}`;

/** The total last counted for this search of the company, if any. */
export function knownTotal(companyId: number, pattern: string): KnownTotal | null {
  return totals.get(keyOf(companyId, pattern)) ?? null;
}

/** Keeps a search's total as counted (or confirmed) at `version`. */
export function keepTotal(companyId: number, pattern: string, known: KnownTotal): void {
  const key = keyOf(companyId, pattern);
  totals.delete(key);
  totals.set(key, known);
  if (totals.size > KEPT) totals.delete(totals.keys().next().value as string);
}
