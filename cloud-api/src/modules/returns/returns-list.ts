import { centsToMoney, type ReturnSummary, type z, type returnsListQuerySchema } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { scopeCondition } from '../../common/scope-condition.ts';
import type { TenantScope } from '../../common/tenancy.ts';

type Filters = Omit<z.output<typeof returnsListQuerySchema>, 'page' | 'per_page'>;

interface ReturnRow {
  id: number;
  return_number: string;
  type: ReturnSummary['type'];
  created_at: Date | string;
  store_name: string;
  sale_id: number;
  sale_number: string;
  customer_id: number | null;
  customer_name: string | null;
  items_count: number | string;
  refund_method: ReturnSummary['refund_method'];
  final_cents: number | string;
}

/** A page of the returns of the caller's stores, newest first: a customer's (their detail), a store's, a sale's. */
export async function returnsPage(em: SqlEntityManager, scope: TenantScope, filters: Filters, window: { limit: number; offset: number }): Promise<{ returns: ReturnSummary[]; total: number }> {
  const scoped = scopeCondition(scope, 'r');
  const kept: Array<[string, number]> = [];
  if (filters.customer_id !== undefined) kept.push(['r.customer_id = ?', filters.customer_id]);
  if (filters.store_id !== undefined) kept.push(['r.store_id = ?', filters.store_id]);
  if (filters.sale_id !== undefined) kept.push(['r.sale_id = ?', filters.sale_id]);
  const where = [scoped.sql, ...kept.map(([sql]) => sql)].join(' and ');
  const params: unknown[] = [...scoped.params, ...kept.map(([, value]) => value)];
  const [count] = await em.execute<Array<{ total: number | string }>>(`select count(*) as total from sale_returns r where ${where}`, params);
  const rows = await em.execute<ReturnRow[]>(
    `select r.id, r.return_number, r.type, r.created_at, st.name as store_name, r.sale_id, s.sale_number, r.customer_id,
            case when c.id is null then null when c.customer_type = 'company' then c.company_name else nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') end as customer_name,
            (select coalesce(sum(l.quantity), 0) from sale_return_lines l where l.sale_return_id = r.id) as items_count,
            r.refund_method, r.final_cents
       from sale_returns r
       join stores st on st.id = r.store_id
       join sales s on s.id = r.sale_id
       left join customers c on c.id = r.customer_id
      where ${where}
      order by r.created_at desc, r.id desc
      limit ? offset ?`,
    [...params, window.limit, window.offset],
  );
  return {
    total: Number(count?.total ?? 0),
    returns: rows.map((row) => ({
      id: Number(row.id),
      return_number: row.return_number,
      type: row.type,
      created_at: new Date(row.created_at).toISOString(),
      store_name: row.store_name,
      sale_id: Number(row.sale_id),
      sale_number: row.sale_number,
      customer_id: row.customer_id === null ? null : Number(row.customer_id),
      customer_name: row.customer_name,
      items_count: Number(row.items_count),
      refund_method: row.refund_method,
      final_amount: centsToMoney(Number(row.final_cents)),
    })),
  };
}
