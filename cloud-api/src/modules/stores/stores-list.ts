import { raw } from '@mikro-orm/core';
import type { QBFilterQuery, SqlEntityManager } from '@mikro-orm/sql';
import { byNameAnyCase, nameAnyCaseSql } from '../../common/name-order.ts';
import { jsonColumn } from '../../db/raw-reads.ts';
import type { StoreCounts, StoreSource } from './store-dto.ts';
import { Store } from './store.entity.ts';

/** One lean row of the stores list (and of GET /stores/{id}, store-row.ts): the store's columns, its company's name, its manager's name, its staff. */
export interface StoreListRow {
  id: number;
  code: string;
  company_id: number;
  company_name: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  email: string | null;
  status: Store['status'];
  operators_telecom: string[] | string;
  operators_energy: string[] | string;
  operators_mobility: string[] | string;
  whatsapp_enabled: boolean;
  whatsapp_number: string | null;
  notes: string | null;
  manager_id: number | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  staff_count: number | string;
  customers_count: number | string;
}

/** The store's own columns of a StoreListRow (not `s.*`: the search column is the filter's, never the answer's). */
export const STORE_COLUMNS = `s.id, s.code, s.company_id, s.name, s.address, s.city, s.province, s.postal_code, s.phone, s.email, s.status,
  s.operators_telecom, s.operators_energy, s.operators_mobility, s.whatsapp_enabled, s.whatsapp_number, s.notes, s.manager_id, s.created_at, s.updated_at`;

/**
 * The order of the stores' raw lists (stores-page.ts): by name regardless of letter case, then by id
 * (common/name-order.ts; the EntityManager's reads use byNameAnyCase). A name is kept as typed, so it may
 * start with a lower-case letter ('eStore'). A company's stores come in that order from
 * stores_company_id_lower_name_unique (a name is its company's only one in any case).
 */
export const STORES_BY_NAME = `${nameAnyCaseSql('s.name')}, s.id asc`;

export interface StoresPage {
  stores: ({ source: StoreSource } & StoreCounts)[];
  total: number;
}

/**
 * The counts a store row shows, as columns of the row's statement: its staff (assigned users;
 * superadmins never count) and the customers registered at it (anonymised ones are gone).
 */
export const STORE_COUNTS = `(select count(*) from user_stores us join users u on u.id = us.user_id where us.store_id = s.id and u.role <> 'superadmin') as staff_count,
  (select count(*) from customers cu where cu.store_id = s.id and cu.anonymized_at is null) as customers_count`;

/** Store rows as the list shows them, through the caller's EntityManager (the answer of a create or an update, inside its transaction). */
export async function storeRows(em: SqlEntityManager, where: QBFilterQuery<Store>, window: { limit: number; offset: number }): Promise<StoresPage['stores']> {
  const rows = await em
    .createQueryBuilder(Store, 's')
    .where(where)
    .select([
      raw(STORE_COLUMNS),
      raw('c.name as company_name'),
      raw('m.first_name as manager_first_name'),
      raw('m.last_name as manager_last_name'),
      raw(STORE_COUNTS),
    ])
    .join('s.company', 'c')
    .leftJoin('s.manager', 'm')
    .orderBy(byNameAnyCase<Store>())
    .limit(window.limit)
    .offset(window.offset)
    .execute<StoreListRow[]>('all', false);
  return rows.map(storeEntryOf);
}

/** A lean store row (this list's columns) as the DTO's source with its staff count. */
export function storeEntryOf(row: StoreListRow): StoresPage['stores'][number] {
  return {
    staffCount: Number(row.staff_count),
    customersCount: Number(row.customers_count),
    source: {
      id: row.id,
      code: row.code,
      company: { id: row.company_id, name: row.company_name },
      name: row.name,
      address: row.address,
      city: row.city,
      province: row.province,
      postalCode: row.postal_code,
      phone: row.phone,
      email: row.email,
      status: row.status,
      operatorsTelecom: jsonColumn(row.operators_telecom),
      operatorsEnergy: jsonColumn(row.operators_energy),
      operatorsMobility: jsonColumn(row.operators_mobility),
      whatsappEnabled: row.whatsapp_enabled,
      whatsappNumber: row.whatsapp_number,
      notes: row.notes,
      manager:
        row.manager_id !== null && row.manager_first_name !== null
          ? { id: row.manager_id, firstName: row.manager_first_name, lastName: row.manager_last_name ?? '' }
          : null,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    },
  };
}
