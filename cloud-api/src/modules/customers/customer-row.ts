import type { CustomerDto } from '@banco/shared';
import { toCustomerDto } from './customer-dto.ts';
import { customerFields } from './customer-fields.ts';
import { figuresSql, toFigures, type FiguresRow, type Wall } from './customer-figures.ts';

/**
 * A customer as the raw reads (db/raw-reads.ts) read it, in one place: the detail
 * (customer-detail-read.ts) and the list (customer-list-read.ts) select the same row and map it
 * with toCustomerDto, as the ORM's entity was.
 */

/** A timestamp: text from the ORM's type parsers, a Date from a driver that parses it. */
export type Timestamp = Date | string;

/**
 * The company wall of a raw read whose parameter `param` is the caller's company: `alias`'s rows are
 * that company's; null (the superadmin's read) lets every company through.
 */
export const companyWall =
  (param: string): Wall =>
  (alias) =>
    `(${param}::int is null or ${alias}.company_id = ${param}::int)`;

/** The editable columns are named as the API names them (customer-fields.ts). */
const CUSTOMER_COLUMNS = Object.keys(customerFields.fields)
  .map((column) => `c.${column}`)
  .join(', ');

/**
 * The customer `c` with its company's name and its figures but the last purchase (each read has its
 * own): `columns` for the select list, `joins` after `customers c` in the FROM; `wall` restricts the
 * rows of the other tables.
 */
export function customerRowSql(wall: Wall): { columns: string; joins: string } {
  const figures = figuresSql(wall);
  return {
    columns: `c.id, c.company_id, co.name as owner_company_name, ${CUSTOMER_COLUMNS}, c.created_at, c.updated_at, ${figures.columns}`,
    joins: `join companies co on co.id = c.company_id ${figures.joins}`,
  };
}

export type CustomerRow = ReturnType<typeof customerFields.toApi> &
  FiguresRow & { company_id: number; owner_company_name: string; created_at: Timestamp; updated_at: Timestamp };

/** The customer of a row as the API returns it (customer-dto.ts). */
export function customerDtoOf(row: CustomerRow): CustomerDto {
  const customer = {
    ...customerFields.toEntity(row),
    id: row.id,
    company: { id: row.company_id, name: row.owner_company_name },
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
  return toCustomerDto(customer, toFigures(row));
}
