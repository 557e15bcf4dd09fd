import type { SqlEntityManager } from '@mikro-orm/sql';
import { placeholders } from '../../common/sql-list.ts';

/**
 * Which IMEIs are already live pieces of the company. The check reads every store of the company
 * (raw SQL: under row-level security, the company's rows, not only the caller's stores), because an
 * IMEI is unique in the company whoever loaded it. `lock` serialises writers of new IMEIs of one
 * company for the rest of the transaction, so two DDTs carrying the same IMEI cannot both pass.
 */
const IMEI_LOCK_SPACE = 910_001;

export async function lockImeis(tx: SqlEntityManager, companyId: number): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, ?)', [IMEI_LOCK_SPACE, companyId]);
}

export interface ImeiOwner {
  imei: string;
  pieceId: number;
  productName: string;
  storeName: string;
  status: string;
}

/** The live pieces (not archived) that carry any of `imeis` as first or second IMEI. */
export async function existingImeis(tx: SqlEntityManager, companyId: number | null, imeis: readonly string[]): Promise<Map<string, ImeiOwner>> {
  if (imeis.length === 0) return new Map();
  const list = placeholders(imeis);
  const rows = await tx.execute<Array<{ id: number; imei: string | null; imei2: string | null; product_name: string; store_name: string; status: string }>>(
    `select sp.id, sp.imei, sp.imei2, p.name as product_name, s.name as store_name, sp.status
       from stock_pieces sp join products p on p.id = sp.product_id join stores s on s.id = sp.store_id
      where sp.archived_at is null and (sp.imei in (${list}) or sp.imei2 in (${list})) ${companyId === null ? '' : 'and sp.company_id = ?'}`,
    [...imeis, ...imeis, ...(companyId === null ? [] : [companyId])],
  );
  const owners = new Map<string, ImeiOwner>();
  const wanted = new Set(imeis);
  for (const row of rows) {
    for (const imei of [row.imei, row.imei2]) {
      if (imei && wanted.has(imei) && !owners.has(imei)) owners.set(imei, { imei, pieceId: Number(row.id), productName: row.product_name, storeName: row.store_name, status: row.status });
    }
  }
  return owners;
}

/**
 * Which of `serials` a piece of the product already carries, in any store (archived pieces too: the
 * unique index on (product, serial) counts them). The index is the wall; this answers on the field first.
 */
export async function existingSerials(tx: SqlEntityManager, productId: number, serials: readonly string[]): Promise<Set<string>> {
  if (serials.length === 0) return new Set();
  const rows = await tx.execute<Array<{ serial_number: string }>>(
    `select serial_number from stock_pieces where product_id = ? and serial_number in (${placeholders(serials)})`,
    [productId, ...serials],
  );
  return new Set(rows.map((row) => row.serial_number));
}
