import { DDT_MSG, MSG, PRODUCT_MSG, STOCK_MSG, SUPPLIER_MSG } from '@banco/shared';

/** What a unique index's violation answers: 422 on the field the value came from, or a 409. */
export type UniqueRefusal = { field: string; message: string } | { conflict: string };

/**
 * Which value is already taken, by the unique index a violation (23505) names → the Italian
 * answer. The database is the wall: it sees every row of the company, not only those the caller
 * sees, and it decides between two concurrent writers; services may check first for a friendlier
 * order of messages, but do not catch the violation themselves. An index not listed answers 409
 * MSG.conflict.
 */
export const UNIQUE_MESSAGES: Readonly<Record<string, UniqueRefusal>> = {
  stores_company_id_lower_name_unique: { field: 'name', message: MSG.storeNameTaken },
  operators_company_id_name_unique: { field: 'name', message: MSG.operatorNameTaken },
  users_email_unique: { field: 'email', message: MSG.userEmailTaken },
  company_assignments_user_id_company_id_unique: { conflict: MSG.assignmentAlreadyExists },
  products_company_ean_unique: { field: 'ean', message: PRODUCT_MSG.eanTaken },
  products_company_sku_unique: { field: 'sku', message: PRODUCT_MSG.skuTaken },
  suppliers_company_code_unique: { field: 'code', message: SUPPLIER_MSG.codeTaken },
  delivery_notes_supplier_lower_number_unique: { field: 'ddt_info.ddt_number', message: DDT_MSG.numberTaken },
  stock_pieces_product_serial_unique: { conflict: STOCK_MSG.serialTaken },
  storage_locations_store_code_unique: { field: 'name', message: STOCK_MSG.locationTaken },
  suppliers_company_id_lower_name_unique: { field: 'name', message: SUPPLIER_MSG.nameTaken },
};
