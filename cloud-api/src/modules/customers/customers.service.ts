import {
  COMPANY_ONLY_FIELDS,
  INDIVIDUAL_ONLY_FIELDS,
  MSG,
  pageWindow,
  paginationOf,
  type CustomerDetail,
  type CustomerInput,
  type CustomerListData,
  type customerListQuerySchema,
  type z,
} from '@banco/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { createdChanges, diff } from '../../common/audit.ts';
import { companyOfNewRow } from '../../common/company-of-new-row.ts';
import { readTogether } from '../../common/read-together.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { loadCustomer } from './customer-access.ts';
import { consentHistory, consentsOf, recordConsentChanges } from './customer-consents.ts';
import { readCustomerDetail } from './customer-detail-read.ts';
import { toCustomerDto } from './customer-dto.ts';
import { anonymizeCustomer, forgetAuditedData, forgetStoredAnswers, hasSales } from './customer-erasure.ts';
import { assertNoDuplicate, duplicateAfterViolation } from './customer-duplicates.ts';
import { customerFields } from './customer-fields.ts';
import { figuresOf } from './customer-figures.ts';
import { readCustomerList } from './customer-list-read.ts';
import { loyaltyCard } from './customer-loyalty.ts';
import { customerPermissions } from './customer-permissions.ts';
import { purchaseStats } from './customer-sales.ts';
import { customerSearchPattern, searchTextOf } from './customer-search.ts';
import { storeOfCustomer } from './customer-store.ts';
import { Customer } from './customer.entity.ts';

type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export interface CustomersService {
  list(sc: ServiceContext, query: CustomerListQuery): Promise<CustomerListData>;
  show(sc: ServiceContext, id: number): Promise<CustomerDetail>;
  create(sc: ServiceContext, input: CustomerInput): Promise<CustomerDetail>;
  update(sc: ServiceContext, id: number, input: CustomerInput): Promise<CustomerDetail>;
  remove(sc: ServiceContext, id: number): Promise<void>;
}

/** The other type's fields, all null: a customer that changes type keeps nothing of the old one. */
function otherTypeCleared(type: CustomerInput['customer_type']) {
  const fields = type === 'individual' ? COMPANY_ONLY_FIELDS : INDIVIDUAL_ONLY_FIELDS;
  return Object.fromEntries(fields.map((field) => [field, null]));
}

/** The values a body stores, under their API names: the given fields, the other type's as null. */
function valuesOf(input: CustomerInput, isActive: boolean) {
  return customerFields.valuesOf({ ...input, ...otherTypeCleared(input.customer_type), is_active: input.is_active ?? isActive });
}

export function createCustomersService(): CustomersService {
  /** GET /customers/{id}: one raw read (customer-detail-read.ts); another company's, an erased or a missing customer: 404. */
  async function show(sc: ServiceContext, id: number): Promise<CustomerDetail> {
    const detail = await readCustomerDetail(sc.reads, sc.auth.scope, id, customerPermissions(sc.auth));
    if (!detail) throw new NotFoundError(MSG.customerNotFound);
    return detail;
  }

  /**
   * The answer of a create or an update: the same detail read through the caller's EntityManager,
   * so it sees the write inside an enclosing transaction (an idempotent create answers before its
   * commit). The raw read of `show` has a connection of its own, which would not see it (and on
   * PGlite would wait for the one connection that transaction holds).
   */
  async function showWritten(sc: ServiceContext, id: number): Promise<CustomerDetail> {
    const permissions = customerPermissions(sc.auth);
    return readTogether(sc.em, async (em) => {
      const customer = await loadCustomer(em, id);
      const figures = await figuresOf(em, id);
      const stats = await purchaseStats(em, id);
      const loyalty = await loyaltyCard(em, id, permissions.can_delete_points);
      const consents = await consentHistory(em, id);
      return {
        ...toCustomerDto(customer, figures),
        ...stats,
        loyalty,
        consent_history: consents,
        permissions,
      };
    });
  }

  return {
    /** GET /customers: one raw read whatever the variant (customer-list-read.ts). */
    async list(sc, query) {
      const { customers, total } = await readCustomerList(sc.reads, sc.auth.scope, {
        ...pageWindow(query),
        pattern: customerSearchPattern(query.search),
        recentBuyers: query.recent_buyers === 'true',
      });
      return { customers, pagination: paginationOf(query.page, query.per_page, total), permissions: customerPermissions(sc.auth) };
    },

    show,

    async create(sc, input) {
      const company = await companyOfNewRow(sc.em, sc.auth, input.company_id);
      const store = await storeOfCustomer(sc.em, sc.auth, company.id, input.store_id, 'new');
      const values = valuesOf(input, true);
      let id: number;
      try {
        id = await sc.em.transactional(async (tx) => {
          await assertNoDuplicate(tx, company.id, input, null);
          const customer = tx.create(Customer, { ...customerFields.toEntity(values), company, store, searchText: searchTextOf(values) });
          await tx.flush();
          recordConsentChanges(tx, customer, null, consentsOf(customer), sc.auth.userId);
          sc.audit(tx, { companyId: company.id, entityType: 'Customer', entityId: customer.id, action: 'created', changes: createdChanges(values) });
          return customer.id;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw await duplicateAfterViolation(sc.em, company.id, input, null);
        throw error;
      }
      return showWritten(sc, id);
    },

    async update(sc, id, input) {
      const customer = await loadCustomer(sc.em, id);
      const companyId = customer.company.id;
      const { storeId } = await figuresOf(sc.em, id);
      const store = await storeOfCustomer(sc.em, sc.auth, companyId, input.store_id, storeId === null ? null : { id: storeId });
      const before = customerFields.toApi(customer);
      const after = valuesOf(input, customer.isActive);
      const changes = diff(before, after);
      if ((store?.id ?? null) !== storeId) changes.store_id = { from: storeId, to: store?.id ?? null };
      if (Object.keys(changes).length > 0) {
        try {
          await sc.em.transactional(async (tx) => {
            await assertNoDuplicate(tx, companyId, input, customer.id);
            const consentsBefore = consentsOf(customer);
            tx.assign(customer, { ...customerFields.toEntity(after), searchText: searchTextOf(after) });
            // the store by key: one the caller cannot see loaded as no store (the tenant filter), so assigning none changed nothing
            if (changes.store_id) await tx.nativeUpdate(Customer, { id: customer.id }, { store: store?.id ?? null });
            recordConsentChanges(tx, customer, consentsBefore, consentsOf(customer), sc.auth.userId);
            sc.audit(tx, { companyId, entityType: 'Customer', entityId: customer.id, action: 'updated', changes });
          });
        } catch (error) {
          if (error instanceof UniqueConstraintViolationException) throw await duplicateAfterViolation(sc.em, companyId, input, customer.id);
          throw error;
        }
      }
      return showWritten(sc, customer.id);
    },

    async remove(sc, id) {
      const customer = await loadCustomer(sc.em, id);
      // without sales the customer goes with its points ledger, coupons and consents history (ON DELETE
      // CASCADE); with sales the fiscal records stay and the personal data is erased (customer-erasure.ts)
      await sc.em.transactional(async (tx) => {
        const keptForSales = await hasSales(tx, customer.id);
        // the audit keeps who did what and when, but no longer the person's data
        await forgetAuditedData(tx, customer.id);
        await forgetStoredAnswers(tx, customer.company.id, customer.id);
        sc.audit(tx, { companyId: customer.company.id, entityType: 'Customer', entityId: customer.id, action: keptForSales ? 'anonymized' : 'deleted' });
        if (keptForSales) await anonymizeCustomer(tx, customer);
        else await tx.nativeDelete(Customer, { id: customer.id });
      });
    },
  };
}
