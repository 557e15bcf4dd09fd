import type { Movement, MovementDirection, MovementDocument, MovementType, PieceStatus } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { TenantScope } from '../../common/tenancy.ts';
import { scopeCondition } from '../../common/scope-condition.ts';

/** Which movements: of a piece (its lifecycle), of a stock row's product in its store, or a filtered page. */
export interface MovementSelection {
  pieceId?: number;
  storeId?: number;
  productId?: number;
  movementType?: MovementType;
  /** Leaves out the movements of pieces now sold: a consultant never sees a sold piece (purchase-prices.ts). */
  withoutSold?: boolean;
}

export interface MovementRow {
  id: number;
  movement_type: MovementType;
  direction: MovementDirection;
  quantity: number;
  product_id: number;
  product_name: string;
  piece_id: number | null;
  imei: string | null;
  serial_number: string | null;
  store_id: number;
  store_name: string;
  from_status: PieceStatus | null;
  to_status: PieceStatus | null;
  document_type: MovementDocument;
  document_id: number | null;
  document_number: string | null;
  user_name: string | null;
  notes: string | null;
  created_at: Date | string;
}

function whereOf(scope: TenantScope, selection: MovementSelection): { sql: string; params: unknown[] } {
  const scoped = scopeCondition(scope, 'm');
  const clauses = [scoped.sql];
  const params = [...scoped.params];
  const filters: Array<[string, unknown]> = [
    ['m.piece_id = ?', selection.pieceId],
    ['m.store_id = ?', selection.storeId],
    ['m.product_id = ?', selection.productId],
    ['m.movement_type = ?', selection.movementType],
  ];
  for (const [clause, value] of filters) {
    if (value === undefined) continue;
    clauses.push(clause);
    params.push(value);
  }
  if (selection.withoutSold) clauses.push(`(m.piece_id is null or not exists (select 1 from stock_pieces sold where sold.id = m.piece_id and sold.status = 'sold'))`);
  return { sql: clauses.join(' and '), params };
}

/** A movement row's columns and joins (`m` the movement), for the statements that read them. */
export const MOVEMENT_SELECT = `select m.id, m.movement_type, m.direction, m.quantity, m.product_id, p.name as product_name, m.piece_id, sp.imei, sp.serial_number,
            m.store_id, s.name as store_name, m.from_status, m.to_status, m.document_type, m.document_id, m.document_number,
            case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as user_name, m.notes, m.created_at
       from stock_movements m
       join products p on p.id = m.product_id
       join stores s on s.id = m.store_id
       left join stock_pieces sp on sp.id = m.piece_id
       left join users u on u.id = m.user_id`;

/** Movements with what they moved, who and where; `newestFirst` for lists, oldest first for a lifecycle. */
export async function movementRows(
  em: SqlEntityManager,
  scope: TenantScope,
  selection: MovementSelection,
  options: { newestFirst: boolean; limit?: number; offset?: number },
): Promise<Movement[]> {
  const where = whereOf(scope, selection);
  const direction = options.newestFirst ? 'desc' : 'asc';
  const page = options.limit === undefined ? '' : ' limit ? offset ?';
  const rows = await em.execute<MovementRow[]>(
    `${MOVEMENT_SELECT}
      where ${where.sql}
      order by m.created_at ${direction}, m.id ${direction}${page}`,
    [...where.params, ...(options.limit === undefined ? [] : [options.limit, options.offset ?? 0])],
  );
  return rows.map(toMovement);
}

/** A movement row as the API answers it. */
export function toMovement(row: MovementRow): Movement {
  return {
    id: Number(row.id),
    movement_type: row.movement_type,
    direction: row.direction,
    quantity: Number(row.quantity),
    product_id: Number(row.product_id),
    product_name: row.product_name,
    piece_id: row.piece_id === null ? null : Number(row.piece_id),
    imei: row.imei,
    serial_number: row.serial_number,
    store_id: Number(row.store_id),
    store_name: row.store_name,
    from_status: row.from_status,
    to_status: row.to_status,
    document_type: row.document_type,
    document_id: row.document_id === null ? null : Number(row.document_id),
    document_number: row.document_number,
    user_name: row.user_name,
    notes: row.notes,
    movement_date: new Date(row.created_at).toISOString(),
  };
}

export async function movementCount(em: SqlEntityManager, scope: TenantScope, selection: MovementSelection): Promise<number> {
  const where = whereOf(scope, selection);
  const rows = await em.execute<Array<{ total: string | number }>>(`select count(*) as total from stock_movements m where ${where.sql}`, where.params);
  return Number(rows[0]?.total ?? 0);
}
