import { MSG, PRODUCT_MSG, STOCK_MSG, SUBSCRIPTION_MSG } from '@banco/shared';

/**
 * Why a row cannot be deleted while others point at it: the referencing foreign key (ON DELETE
 * RESTRICT, see Migration20261123190243_restrict_business_foreign_keys) → the Italian message of
 * the 409. The database is the wall; services do not count references before deleting. A new
 * table that points at a business row declares its RESTRICT key and adds its line here, e.g.
 * `customers_store_id_foreign: MSG.storeHasCustomers` (customers), `sales_user_id_foreign:
 * MSG.userHasHistory` (sales).
 */
export const FOREIGN_KEY_MESSAGES: Readonly<Record<string, string>> = {
  // companies: a company with stores or users is suspended or cancelled, not deleted
  stores_company_id_foreign: MSG.companyHasData,
  users_company_id_foreign: MSG.companyHasData,
  user_stores_company_id_foreign: MSG.companyHasData,
  activation_codes_company_id_foreign: MSG.companyHasData,
  // users: the consultants of a manager get another manager first
  users_manager_id_foreign: MSG.userManagerStillSupervises,
  // customers: a store with registered customers stays; a user who assigned points or recorded consents has history
  customers_store_id_foreign: MSG.storeHasCustomers,
  customers_company_id_foreign: MSG.companyHasData,
  customer_coupons_company_id_foreign: MSG.companyHasData,
  customer_points_entries_company_id_foreign: MSG.companyHasData,
  customer_credit_entries_company_id_foreign: MSG.companyHasData,
  sale_day_counts_company_id_foreign: MSG.companyHasData,
  stock_totals_company_id_foreign: MSG.companyHasData,
  customer_credit_entries_author_id_foreign: MSG.userHasHistory,
  customer_consent_events_company_id_foreign: MSG.companyHasData,
  customer_points_entries_author_id_foreign: MSG.userHasHistory,
  customer_consent_events_changed_by_id_foreign: MSG.userHasHistory,
  // sales: fiscal records; their store and consultant stay, a customer with sales is anonymised (customer-erasure.ts)
  sales_company_id_foreign: MSG.companyHasData,
  sales_store_id_foreign: MSG.storeHasSales,
  sales_customer_id_foreign: MSG.customerHasSales,
  sales_consultant_id_foreign: MSG.userHasHistory,
  sales_authorized_by_id_foreign: MSG.userHasHistory,
  // products: the catalogue of a company
  products_company_id_foreign: MSG.companyHasData,
  suppliers_company_id_foreign: MSG.companyHasData,
  // stock and goods receipt: the ledger and the DDTs keep their store, product, supplier and operator
  storage_locations_company_id_foreign: MSG.companyHasData,
  stock_levels_company_id_foreign: MSG.companyHasData,
  stock_levels_store_id_foreign: STOCK_MSG.storeHasStock,
  stock_levels_product_id_foreign: PRODUCT_MSG.hasStock,
  stock_levels_supplier_id_foreign: STOCK_MSG.supplierHasDocuments,
  stock_pieces_company_id_foreign: MSG.companyHasData,
  stock_pieces_store_id_foreign: STOCK_MSG.storeHasStock,
  stock_pieces_product_id_foreign: PRODUCT_MSG.hasStock,
  stock_pieces_delivery_note_id_foreign: MSG.conflict,
  stock_pieces_supplier_id_foreign: STOCK_MSG.supplierHasDocuments,
  stock_movements_company_id_foreign: MSG.companyHasData,
  stock_movements_store_id_foreign: STOCK_MSG.storeHasStock,
  stock_movements_product_id_foreign: PRODUCT_MSG.hasStock,
  stock_movements_piece_id_foreign: MSG.conflict,
  stock_movements_user_id_foreign: MSG.userHasHistory,
  delivery_notes_company_id_foreign: MSG.companyHasData,
  delivery_notes_store_id_foreign: STOCK_MSG.storeHasStock,
  delivery_notes_supplier_id_foreign: STOCK_MSG.supplierHasDocuments,
  delivery_notes_created_by_id_foreign: MSG.userHasHistory,
  delivery_note_lines_company_id_foreign: MSG.companyHasData,
  delivery_note_lines_product_id_foreign: PRODUCT_MSG.hasStock,
  // sales: a sold product or piece stays for its receipts
  sale_counters_company_id_foreign: MSG.companyHasData,
  sale_lines_company_id_foreign: MSG.companyHasData,
  sale_lines_product_id_foreign: PRODUCT_MSG.hasStock,
  sale_lines_piece_id_foreign: MSG.conflict,
  sale_payments_company_id_foreign: MSG.companyHasData,
  sale_commissions_company_id_foreign: MSG.companyHasData,
  sales_shift_id_foreign: MSG.conflict,
  cash_shifts_company_id_foreign: MSG.companyHasData,
  store_sales_goals_company_id_foreign: MSG.companyHasData,
  cash_shifts_store_id_foreign: MSG.storeHasSales,
  cash_shifts_opened_by_id_foreign: MSG.userHasHistory,
  cash_shifts_closed_by_id_foreign: MSG.userHasHistory,
  cash_shifts_approved_by_id_foreign: MSG.userHasHistory,
  sale_commissions_user_id_foreign: MSG.userHasHistory,
  customer_points_entries_sale_id_foreign: MSG.conflict,
  customer_coupons_redeemed_sale_id_foreign: MSG.conflict,
  customer_credit_entries_sale_id_foreign: MSG.conflict,
  // returns (issue 11): beside the fiscal sale they undo, they keep everything they name
  return_counters_company_id_foreign: MSG.companyHasData,
  sale_returns_company_id_foreign: MSG.companyHasData,
  sale_returns_store_id_foreign: MSG.storeHasSales,
  sale_returns_sale_id_foreign: MSG.conflict,
  sale_returns_exchange_sale_id_foreign: MSG.conflict,
  sale_returns_customer_id_foreign: MSG.customerHasSales,
  sale_returns_processed_by_id_foreign: MSG.userHasHistory,
  sale_returns_approved_by_id_foreign: MSG.userHasHistory,
  sale_returns_shift_id_foreign: MSG.conflict,
  sale_return_lines_company_id_foreign: MSG.companyHasData,
  sale_return_lines_sale_line_id_foreign: MSG.conflict,
  sale_return_lines_product_id_foreign: PRODUCT_MSG.hasStock,
  sale_return_lines_piece_id_foreign: MSG.conflict,
  sale_return_photos_company_id_foreign: MSG.companyHasData,
  sale_return_photos_author_id_foreign: MSG.userHasHistory,
  // subscription plans: a plan some company asked for stays until the request is handled
  plan_change_requests_requested_plan_id_foreign: SUBSCRIPTION_MSG.planRequested,
};

/** The constraint a violation names: the driver's field, else the one quoted in PostgreSQL's message. */
export function violatedConstraint(error: { constraint?: unknown; message: string }): string | undefined {
  if (typeof error.constraint === 'string') return error.constraint;
  return /constraint "([^"]+)"/.exec(error.message)?.[1];
}
