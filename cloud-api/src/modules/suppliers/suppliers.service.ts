import { pageWindow, paginationOf, SUPPLIER_MSG, type SupplierDto, type SupplierInput, type SupplierListData, type supplierListQuerySchema, type z } from '@banco/shared';
import { LockMode } from '@mikro-orm/core';
import { createdChanges, diff } from '../../common/audit.ts';
import { companyOfNewRow } from '../../common/company-of-new-row.ts';
import { byNameAnyCase } from '../../common/name-order.ts';
import { containsPattern } from '../../common/like.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { supplierFields } from './supplier-fields.ts';
import { Supplier } from './supplier.entity.ts';

type ListQuery = z.output<typeof supplierListQuerySchema>;

const toDto = (supplier: Supplier): SupplierDto => ({ id: supplier.id, ...supplierFields.toApi(supplier) });

async function loadSupplier(sc: ServiceContext, id: number): Promise<Supplier> {
  const supplier = await sc.em.findOne(Supplier, { id });
  if (!supplier) throw new NotFoundError(SUPPLIER_MSG.notFound);
  return supplier;
}

export function createSuppliersService() {
  /**
   * One flag of a supplier changed, audited: from the row as it is now, read under a row lock, so two
   * toggles at once are two toggles (neither is lost) and two verifications at once one change.
   */
  async function setFlag(sc: ServiceContext, id: number, flag: 'verified' | 'active', next: (current: boolean) => boolean): Promise<SupplierDto> {
    const supplier = await sc.em.transactional(async (tx) => {
      const locked = await tx.findOne(Supplier, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!locked) throw new NotFoundError(SUPPLIER_MSG.notFound);
      const before = locked[flag];
      locked[flag] = next(before);
      if (before !== locked[flag]) sc.audit(tx, { companyId: locked.company.id, entityType: 'Supplier', entityId: locked.id, action: 'updated', changes: { [flag]: { from: before, to: locked[flag] } } });
      return locked;
    });
    return toDto(supplier);
  }

  return {
    async list(sc: ServiceContext, query: ListQuery): Promise<SupplierListData> {
      const search = query.search?.trim() ?? '';
      const where = {
        ...(search === '' ? {} : { $or: [{ name: { $ilike: containsPattern(search) } }, { code: { $ilike: containsPattern(search) } }] }),
        ...(query.active === undefined ? {} : { active: query.active === 'true' }),
      };
      const { limit, offset } = pageWindow(query);
      const [suppliers, total] = await sc.em.findAndCount(Supplier, where, { orderBy: byNameAnyCase<Supplier>(), limit, offset });
      return { suppliers: suppliers.map(toDto), pagination: paginationOf(query.page, query.per_page, total) };
    },

    /** The goods receipt's supplier choice: the active ones, by name. */
    async picks(sc: ServiceContext) {
      const suppliers = await sc.em.find(Supplier, { active: true }, { orderBy: byNameAnyCase<Supplier>() });
      return { suppliers: suppliers.map(({ id, name, verified }) => ({ id, name, verified })) };
    },

    async create(sc: ServiceContext, input: SupplierInput): Promise<SupplierDto> {
      const supplier = await sc.em.transactional(async (tx) => {
        const company = await companyOfNewRow(tx, sc.auth, input.company_id);
        const created = tx.create(Supplier, { company, ...supplierFields.toEntity({ ...input, verified: false, active: true }) });
        await tx.flush();
        sc.audit(tx, { companyId: company.id, entityType: 'Supplier', entityId: created.id, action: 'created', changes: createdChanges(supplierFields.toApi(created)) });
        return created;
      });
      return toDto(supplier);
    },

    async update(sc: ServiceContext, id: number, input: SupplierInput): Promise<SupplierDto> {
      const supplier = await loadSupplier(sc, id);
      await sc.em.transactional(async (tx) => {
        const { company_id: _company, ...values } = input;
        const changes = diff(supplierFields.toApi(supplier), supplierFields.valuesOf(values));
        if (Object.keys(changes).length === 0) return;
        tx.assign(supplier, supplierFields.toEntity(values));
        sc.audit(tx, { companyId: supplier.company.id, entityType: 'Supplier', entityId: supplier.id, action: 'updated', changes });
      });
      return toDto(supplier);
    },

    verify: (sc: ServiceContext, id: number) => setFlag(sc, id, 'verified', () => true),
    toggleActive: (sc: ServiceContext, id: number) => setFlag(sc, id, 'active', (current) => !current),
  };
}
