import { imeiError, normalizeImei, STOCK_MSG, type ImeiLifecycle } from '@banco/shared';
import { rawQuery, type RawStatement } from '../../db/raw-reads.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { seesPurchasePrices } from '../products/purchase-prices.ts';
import { toInventoryItem } from './inventory-item-dto.ts';
import { toInventoryRow, type InventoryRow } from './inventory-sql.ts';
import { THRESHOLD_OF_SETTINGS } from './low-stock-thresholds.ts';
import { toMovement, type MovementRow } from './movement-reads.ts';

/** The scope as parameters: $2 the company (null: any), $3 the caller's stores (null: all of them). */
const IN_SCOPE = (alias: string) => `($2::int is null or ${alias}.company_id = $2) and ($3::int[] is null or ${alias}.store_id = any($3::int[]))`;

/**
 * The piece's own movements, with movement-reads.ts' MOVEMENT_SELECT columns. Their codes are the
 * piece's (`pc`) and so is their product (`p`; another one only if a movement said so), so only the
 * movement's store and user are joined (the counter's scan need not join the product and the piece
 * again for every movement).
 */
const PIECE_MOVEMENTS = `select m.id, m.movement_type, m.direction, m.quantity, m.product_id,
            case when m.product_id = pc.product_id then p.name else (select mp.name from products mp where mp.id = m.product_id) end as product_name,
            m.piece_id, pc.imei, pc.serial_number, m.store_id, ms.name as store_name, m.from_status, m.to_status,
            m.document_type, m.document_id, m.document_number,
            case when mu.id is null then null else trim(mu.first_name || ' ' || mu.last_name) end as user_name, m.notes, m.created_at
       from stock_movements m
       join stores ms on ms.id = m.store_id
       left join users mu on mu.id = m.user_id`;

/**
 * The piece that carries the IMEI ($1, first or second) among the caller's stores: a live one
 * first, else the last archived. Its columns are the inventory row's (inventory-sql.ts), with
 * 'low stock' from its store's thresholds, the store's own location names, and every movement of
 * the piece in the caller's stores, oldest first (at most 500): one statement, one round trip.
 * The piece is `pc` and its product `p`; the movements' own aliases start with `m`.
 */
const LIFECYCLE: RawStatement = {
  name: 'banco_imei_lifecycle',
  text: `select 'piece'::text as kind, pc.id, pc.store_id, pc.product_id, pc.imei, pc.imei2, pc.serial_number, pc.status, pc.location,
         pc.purchase_price_cents, pc.selling_price_cents, pc.supplier_id, pc.purchase_date, pc.last_sale_date, 1 as quantity, pc.delivery_note_id,
         p.name as product_name, p.brand, p.model, p.category, p.requires_imei, p.requires_serial, p.ean, p.sku,
         s.name as store_name, su.name as supplier_name, dn.ddt_number,
         coalesce(lv.quantity <= ${THRESHOLD_OF_SETTINGS}, false) as low_stock,
         (select coalesce(json_object_agg(l.code, l.name), '{}'::json) from storage_locations l where l.store_id = pc.store_id) as location_names,
         (select coalesce(json_agg(mv), '[]'::json) from (
            ${PIECE_MOVEMENTS}
             where m.piece_id = pc.id and ${IN_SCOPE('m')}
             order by m.created_at asc, m.id asc
             limit 500) mv) as movements
    from stock_pieces pc
    join products p on p.id = pc.product_id
    join stores s on s.id = pc.store_id
    left join warehouse_settings w on w.store_id = pc.store_id
    left join stock_levels lv on lv.store_id = pc.store_id and lv.product_id = pc.product_id
    left join suppliers su on su.id = pc.supplier_id
    left join delivery_notes dn on dn.id = pc.delivery_note_id
   where (pc.imei = $1 or pc.imei2 = $1) and ${IN_SCOPE('pc')}
   order by pc.archived_at desc nulls first, pc.id desc
   limit 1`,
};

/** A json column: an object from `pg`, text from a driver that leaves it unparsed. */
const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type LifecycleRow = InventoryRow & { location_names: Record<string, string> | string; movements: MovementRow[] | string };

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
  if (!found) throw new NotFoundError(STOCK_MSG.imeiNotFound);
  const { location_names: names, movements, ...row } = found;
  const piece = toInventoryItem(toInventoryRow(row), seesPurchasePrices(sc), new Map(Object.entries(jsonOf(names))));
  return { imei, piece, movements: jsonOf(movements).map(toMovement) };
}
