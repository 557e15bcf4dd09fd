import { DDT_MSG, pageWindow, paginationOf, type DdtCreate, type DdtDetail, type DdtLine, type DdtListData, type FileAnswer, type z, type ddtListQuerySchema, type ddtUpdateBodySchema } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createdChanges, diff } from '../../common/audit.ts';
import { containsPattern } from '../../common/like.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { seesPurchasePrices } from '../products/purchase-prices.ts';
import { StockPiece } from '../stock/stock-piece.entity.ts';
import { customLocationNames } from '../stock/storage-locations.ts';
import { onEntityManager } from '../stock/inventory-runner.ts';
import { toDdtDetail, toDdtLine, toDdtSummary } from './ddt-dto.ts';
import { ddtLabelsPdf } from './ddt-labels-pdf.ts';
import { ddtReportPdf } from './ddt-report-pdf.ts';
import { writeReceipt } from './ddt-writer.ts';
import { DeliveryNoteLine } from './delivery-note-line.entity.ts';
import { DeliveryNote } from './delivery-note.entity.ts';
import { checkReceipt } from './receipt-checks.ts';

type ListQuery = z.output<typeof ddtListQuerySchema>;
type UpdateBody = z.output<typeof ddtUpdateBodySchema>;

async function loadNote(em: SqlEntityManager, id: number): Promise<DeliveryNote> {
  const note = await em.findOne(DeliveryNote, { id }, { populate: ['supplier', 'store', 'createdBy'] });
  if (!note) throw new NotFoundError(DDT_MSG.notFound);
  return note;
}

/** The lines of a DDT with their pieces, in the order they were loaded. */
async function linesOf(em: SqlEntityManager, note: DeliveryNote, prices: boolean): Promise<DdtLine[]> {
  const lines = await em.find(DeliveryNoteLine, { deliveryNote: note.id }, { populate: ['product'], orderBy: { id: 'asc' } });
  const pieces = await em.find(StockPiece, { deliveryNote: note.id }, { orderBy: { id: 'asc' } });
  const locations = await customLocationNames(onEntityManager(em), [note.store.id]);
  return lines.map((line) => toDdtLine(line, pieces.filter((piece) => piece.product.id === line.product.id), locations, prices));
}

export function createGoodsReceiptService() {
  /** The DDT as the caller may see it, with its row (whose company letters the report). */
  async function detailOf(sc: ServiceContext, id: number): Promise<{ note: DeliveryNote; detail: DdtDetail }> {
    const note = await loadNote(sc.em, id);
    const prices = seesPurchasePrices(sc);
    return { note, detail: toDdtDetail(note, await linesOf(sc.em, note, prices), prices) };
  }
  const show = async (sc: ServiceContext, id: number): Promise<DdtDetail> => (await detailOf(sc, id)).detail;

  return {
    show,

    /** One transaction: the DDT, every piece, the stock and the movements, or nothing (issue 9). */
    async create(sc: ServiceContext, body: DdtCreate): Promise<DdtDetail> {
      const id = await sc.em.transactional(async (tx) => {
        const checked = await checkReceipt(tx, body);
        const note = await writeReceipt(sc, tx, body, checked);
        sc.audit(tx, {
          companyId: checked.store.company.id,
          entityType: 'DeliveryNote',
          entityId: note.id,
          action: 'created',
          changes: createdChanges({ ddt_number: note.ddtNumber, supplier_id: checked.supplier.id, store_id: checked.store.id, loaded_pieces: note.loadedPieces }),
        });
        return note.id;
      });
      return show(sc, id);
    },

    async list(sc: ServiceContext, query: ListQuery): Promise<DdtListData> {
      const where = {
        ...(query.search ? { ddtNumber: { $ilike: containsPattern(query.search) } } : {}),
        ...(query.supplier_id ? { supplier: query.supplier_id } : {}),
        ...(query.store_id ? { store: query.store_id } : {}),
      };
      const { limit, offset } = pageWindow(query);
      const [notes, total] = await sc.em.findAndCount(DeliveryNote, where, { populate: ['supplier', 'store', 'createdBy'], orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
      const prices = seesPurchasePrices(sc);
      return { ddts: notes.map((note) => toDdtSummary(note, prices)), pagination: paginationOf(query.page, query.per_page, total) };
    },

    async lines(sc: ServiceContext, id: number): Promise<DdtLine[]> {
      const note = await loadNote(sc.em, id);
      return linesOf(sc.em, note, seesPurchasePrices(sc));
    },

    /** Only the notes: what was loaded is changed from the inventory, with its movements. */
    async update(sc: ServiceContext, id: number, body: UpdateBody): Promise<DdtDetail> {
      await sc.em.transactional(async (tx) => {
        const note = await loadNote(tx, id);
        const before = { notes: note.notes ?? null, discrepancy_notes: note.discrepancyNotes ?? null };
        const after = { notes: body.notes === undefined ? before.notes : body.notes, discrepancy_notes: body.discrepancy_notes === undefined ? before.discrepancy_notes : body.discrepancy_notes };
        const changes = diff(before, after);
        if (Object.keys(changes).length === 0) return;
        tx.assign(note, { notes: after.notes, discrepancyNotes: after.discrepancy_notes });
        sc.audit(tx, { companyId: note.company.id, entityType: 'DeliveryNote', entityId: note.id, action: 'updated', changes });
      });
      return show(sc, id);
    },

    async report(sc: ServiceContext, id: number): Promise<FileAnswer> {
      const { note, detail } = await detailOf(sc, id);
      return ddtReportPdf(sc.em, detail, note.company.id);
    },

    async labels(sc: ServiceContext, id: number): Promise<FileAnswer> {
      return ddtLabelsPdf(await show(sc, id));
    },
  };
}
