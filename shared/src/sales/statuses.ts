/**
 * The states of a sale (spec 2 §3.1 "Recent sale": completed; anything else is shown as 'In corso').
 * The sales wizard (issue 10) completes sales at once; a cancelled one stays as a fiscal record.
 */
export const SALE_STATUSES = ['completed', 'pending', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
