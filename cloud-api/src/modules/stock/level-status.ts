/**
 * SQL: the status of a quantity row `alias` of stock_levels on the inventory page: 'available' while
 * its quantity is above zero, else 'sold' (hidden like sold pieces). One rule for the page's reads
 * (inventory-sql.ts) and the totals the database keeps (stock-totals-triggers.ts).
 */
export const levelStatusSql = (alias: string): string => `case when ${alias}.quantity > 0 then 'available' else 'sold' end`;
