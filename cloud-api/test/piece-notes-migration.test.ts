import type { InventoryDetail } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Migration20261128190000_piece_notes_to_history: notes that an earlier version kept on a piece or a
 * quantity row are not lost when their columns go; they become an entry of the row's history, which
 * the inventory's detail shows.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login('imprenditore@banco.demo')).access_token;
});
afterAll(() => server?.close());

const detail = async (kind: 'pieces' | 'stock', id: number): Promise<InventoryDetail> => {
  const res = await server.request('GET', `/api/warehouse/inventory/${kind}/${id}`, { token });
  expect(res.status).toBe(200);
  return (res.body as { data: InventoryDetail }).data;
};

describe('notes kept on the stock rows before they moved into the history', () => {
  it('become a rettifica of the row, dated when it last changed, and their columns go', async () => {
    const em = systemEm(server.orm);
    const [piece] = await em.execute<{ id: number }[]>(`select p.id from stock_pieces p join companies c on c.id = p.company_id where c.name = 'Demo Telefonia S.r.l.' and p.archived_at is null order by p.id limit 1`);
    const [level] = await em.execute<{ id: number }[]>(`select l.id from stock_levels l join companies c on c.id = l.company_id join products pr on pr.id = l.product_id where c.name = 'Demo Telefonia S.r.l.' and l.archived_at is null and not pr.requires_imei and not pr.requires_serial order by l.id limit 1`);
    if (!piece || !level) throw new Error('the demo has stock in both shapes');
    const before = { piece: (await detail('pieces', piece.id)).movements.length, level: (await detail('stock', level.id)).movements.length };

    // back to just before this migration (and the later ones), then forward again
    await server.orm.migrator.down({ to: 'Migration20261128180000_completion_fingerprints' });
    await em.execute(`update stock_pieces set notes = 'Graffio sul retro', updated_at = '2026-11-20T10:00:00Z' where id = ?`, [piece.id]);
    await em.execute(`update stock_levels set notes = 'Scatola rovinata' where id = ?`, [level.id]);
    await em.execute(`update stock_pieces set notes = '  ' where id <> ?`, [piece.id]);
    await server.orm.migrator.up();

    const pieceHistory = (await detail('pieces', piece.id)).movements;
    expect(pieceHistory).toHaveLength(before.piece + 1);
    expect(pieceHistory.find((movement) => movement.notes === 'Graffio sul retro')).toMatchObject({ movement_type: 'rettifica', direction: '=', quantity: 1, movement_date: '2026-11-20T10:00:00.000Z' });
    const levelHistory = (await detail('stock', level.id)).movements;
    expect(levelHistory).toHaveLength(before.level + 1);
    expect(levelHistory.find((movement) => movement.notes === 'Scatola rovinata')).toMatchObject({ movement_type: 'rettifica', direction: '=', quantity: 0 });
    // blank notes made no entry anywhere
    const [{ count }] = await em.execute<{ count: string }[]>(`select count(*) from stock_movements where notes is not null and btrim(notes) = ''`) as [{ count: string }];
    expect(Number(count)).toBe(0);
    const columns = await em.execute<{ table_name: string }[]>(`select table_name from information_schema.columns where column_name = 'notes' and table_name in ('stock_pieces', 'stock_levels') and table_schema = current_schema()`);
    expect(columns).toEqual([]);
  });
});
