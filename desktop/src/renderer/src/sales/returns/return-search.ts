import { isReturnCustomerQuery, RETURN_MSG, RETURN_RECEIPT_MIN, TAX_CODE_LENGTH, type ReturnSalesQuery, type ReturnSearchMode } from '@banco/shared';

/**
 * Step 1's criteria (spec 2 §5.5): a receipt from 3 characters, a customer's phone (10+) or tax code
 * (16, upper case), or a period with both dates. The search runs once they are valid.
 */
export interface SaleSearchCriteria {
  mode: ReturnSearchMode;
  receipt: string;
  customer: string;
  date_from: string;
  date_to: string;
}

export const RETURN_SEARCH_MODE_LABELS: Readonly<Record<ReturnSearchMode, string>> = {
  receipt: 'Scontrino',
  customer: 'Cliente',
  period: 'Periodo',
};

export function emptyCriteria(mode: ReturnSearchMode = 'receipt'): SaleSearchCriteria {
  return { mode, receipt: '', customer: '', date_from: '', date_to: '' };
}

/**
 * The customer field as typed: a tax code is forced to upper case (spec 2 §5.5), a phone is left as
 * typed; never longer than a tax code when it holds letters.
 */
export function normaliseCustomerInput(value: string): string {
  if (/[A-Za-z]/.test(value)) return value.toUpperCase().replace(/\s+/g, '').slice(0, TAX_CODE_LENGTH);
  return value;
}

/** The query GET /returns/sales runs for valid criteria; null while they are not (the search waits). */
export function searchQueryOf(criteria: SaleSearchCriteria, storeId: number | null = null): ReturnSalesQuery | null {
  const store = storeId === null ? {} : { store_id: storeId };
  if (criteria.mode === 'receipt') {
    const receipt = criteria.receipt.trim();
    return receipt.length >= RETURN_RECEIPT_MIN ? { mode: 'receipt', receipt, ...store } : null;
  }
  if (criteria.mode === 'customer') {
    const customer = criteria.customer.trim();
    return isReturnCustomerQuery(customer) ? { mode: 'customer', customer, ...store } : null;
  }
  if (criteria.date_from === '' || criteria.date_to === '' || criteria.date_from > criteria.date_to) return null;
  return { mode: 'period', date_from: criteria.date_from, date_to: criteria.date_to, ...store };
}

/** What the criteria still need, shown under the field (null when valid, or when nothing is typed yet). */
export function criteriaHint(criteria: SaleSearchCriteria): string | null {
  if (criteria.mode === 'receipt') return criteria.receipt.trim() === '' || searchQueryOf(criteria) !== null ? null : RETURN_MSG.receiptTooShort;
  if (criteria.mode === 'customer') return criteria.customer.trim() === '' || searchQueryOf(criteria) !== null ? null : RETURN_MSG.customerQueryInvalid;
  if (criteria.date_from === '' && criteria.date_to === '') return null;
  if (criteria.date_from === '' || criteria.date_to === '') return RETURN_MSG.periodRequired;
  return criteria.date_from > criteria.date_to ? RETURN_MSG.periodInvalid : null;
}
