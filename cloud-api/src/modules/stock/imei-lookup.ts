import { imeiError, normalizeImei, STOCK_MSG, type ImeiLifecycle } from '@banco/shared';
import { jsonColumn, rawQuery, type RawStatement } from '../../db/raw-reads.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { seesPurchasePrices } from '../products/purchase-prices.ts';
import { toInventoryItem } from './inventory-item-dto.ts';
import { toInventoryRow, type InventoryRow } from './inventory-sql.ts';
import { SAVED_THRESHOLD_OF_SETTINGS, thresholdOfSaved } from './low-stock-thresholds.ts';
import { toMovement, type MovementRow } from './movement-reads.ts';

/** The scope as parameters: $2 the company (null: any), $3 the caller's stores (null: all of them). */
const IN_SCOPE = (alias: string) => `($2::int is null or ${alias}.company_id = $2) and ($3::int[] is null or ${alias}.store_id = any($3::int[]))`;

/**
 * The piece's movements in the caller's stores, oldest first, as JSON objects with movement-reads.ts'
 * MovementRow keys. Their codes are the piece's (`pc`) and so is their product (`p`; another one only
 * if a movement said so).
 */
const PIECE_MOVEMENTS = `select json_agg(json_build_object(
            'id', m.id, 'movement_type', m.movement_type, 'direction', m.direction, 'quantity', m.quantity, 'product_id', m.product_id,
            'product_name', case when m.product_id = pc.product_id then p.name else (select mp.name from products mp where mp.id = m.product_id) end,
            'piece_id', m.piece_id, 'imei', pc.imei, 'serial_number', pc.serial_number,
            'store_id', m.store_id, 'store_name', (select ms.name from stores ms where ms.id = m.store_id),
            'from_status', m.from_status, 'to_status', m.to_status, 'document_type', m.document_type, 'document_id', m.document_id,
            'document_number', m.document_number, 'user_name', (select trim(mu.first_name || ' ' || mu.last_name) from users mu where mu.id = m.user_id),
            'notes', m.notes, 'created_at', m.created_at) order by m.created_at, m.id)
       from stock_movements m
      where m.piece_id = pc.id and ${IN_SCOPE('m')}`;

/**
 * The piece that carries the IMEI ($1, first or second) among the caller's stores: a live one
 * first, else the last archived. Its columns are the inventory row's (inventory-sql.ts), with the
 * level of its product in its store and the store's saved threshold (low stock is decided by
 * thresholdOfSaved), the name the store gave its location, and every movement of the piece in the
 * caller's stores: one statement, one round trip.
 *
 * Shaped for the executor, which at every call sets up each node and expression of the plan before
 * reading a row (that setup, not the reading, was most of the statement's time): the piece is found
 * first and alone (`limit 1` before any join), each single value comes from a keyed subquery, and the
 * threshold's rule runs in TypeScript rather than as one large CASE compiled at every call.
 */
const LIFECYCLE: RawStatement = {
  name: 'banco_imei_lifecycle',
  byKey: true,
  text: `select 'piece'::text as kind, pc.id, pc.store_id, pc.product_id, pc.imei, pc.imei2, pc.serial_number, pc.status, pc.location,
         pc.purchase_price_cents, pc.selling_price_cents, pc.supplier_id, pc.purchase_date, pc.last_sale_date, 1 as quantity, pc.delivery_note_id, pc.archived_at,
         p.name as product_name, p.brand, p.model, p.category, p.requires_imei, p.requires_serial, p.ean, p.sku,
         (select s.name from stores s where s.id = pc.store_id) as store_name,
         (select su.name from suppliers su where su.id = pc.supplier_id) as supplier_name,
         (select dn.ddt_number from delivery_notes dn where dn.id = pc.delivery_note_id) as ddt_number,
         (select lv.quantity from stock_levels lv where lv.store_id = pc.store_id and lv.product_id = pc.product_id) as level_quantity,
         (select ${SAVED_THRESHOLD_OF_SETTINGS} from warehouse_settings w where w.store_id = pc.store_id) as saved_threshold,
         (select l.name from storage_locations l where l.store_id = pc.store_id and l.code = pc.location) as location_name,
         (${PIECE_MOVEMENTS}) as movements
    from (select * from stock_pieces pc
           where (pc.imei = $1 or pc.imei2 = $1) and ${IN_SCOPE('pc')}
           order by pc.archived_at desc nulls first, pc.id desc
           limit 1) pc
    join products p on p.id = pc.product_id`,
};

type LifecycleRow = Omit<InventoryRow, 'low_stock'> & {
  level_quantity: number | null;
  saved_threshold: string | null;
  location_name: string | null;
  archived_at: Date | string | null;
  /** null: no movement in the caller's stores */
  movements: MovementRow[] | string | null;
};

/**
 * The counter's scan and the IMEI history (POST /warehouse/scan-imei, GET /warehouse/imei-lifecycle,
 * GET /inventory/imei/{imei}/history): where the piece is and everything that happened to it. Raw
 * (db/raw-reads.ts) because the scanner calls it at the counter: one prepared statement in one
 * scoped transaction, where the inventory's general statements were planned anew at every call.
 */
export async function imeiLifecycle(sc: ServiceContext, raw: string): Promise<ImeiLifecycle> {
  const imei = normalizeImei(raw);
  const error = imeiError(imei);
  if (error !== null) throw new ValidationError({ imei: error });
  const { scope } = sc.auth;
  const [[found]] = await sc.reads.selectScoped(scope, [
    rawQuery<LifecycleRow>(LIFECYCLE, scope.all ? [imei, null, null] : [imei, scope.companyId, scope.storeIds]),
  ] as const);
  // a consultant never sees a sold piece (purchase-prices.ts), by its IMEI no more than in the list
  if (!found || (found.status === 'sold' && !seesPurchasePrices(sc))) throw new NotFoundError(STOCK_MSG.imeiNotFound);
  const { level_quantity: level, saved_threshold: saved, location_name: locationName, archived_at: archivedAt, movements, ...row } = found;
  const lowStock = level !== null && Number(level) <= thresholdOfSaved(row.category, saved);
  const names = new Map(locationName === null ? [] : [[row.location, locationName]]);
  const piece = toInventoryItem(toInventoryRow({ ...row, low_stock: lowStock }), seesPurchasePrices(sc), names);
  return {
    imei,
    piece,
    movements: movements === null ? [] : jsonColumn(movements).map(toMovement),
    removed_at: archivedAt === null ? null : new Date(archivedAt).toISOString(),
  };
}
