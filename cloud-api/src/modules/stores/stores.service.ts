import { searchPattern } from '../../common/search-form.ts';
import {
  MSG,
  todayIso,
  pageWindow,
  paginationOf,
  can,
  type AvailableOperators,
  type StoreCreateInput,
  type StoreDto,
  type StoreListData,
  type StoreListPermissions,
  type StoreStats,
  type StoreSummary,
  type StoreUpdateInput,
  type storeListQuerySchema,
  type z,
} from '@banco/shared';
import { createdChanges, diff } from '../../common/audit.ts';
import { companyOfNewRow } from '../../common/company-of-new-row.ts';
import { readTogether } from '../../common/read-together.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { assertCanAddStore, planRoomQuery, planRoomReason } from '../companies/plan-limits.ts';
import type { User } from '../users/user.entity.ts';
import { ActivationCode } from './activation-code.entity.ts';
import { customersCountByStore } from '../customers/customer-counts.ts';
import { loadStore, type StoreCaller } from './store-access.ts';
import { nextStoreCode } from './store-code.ts';
import { isCodeExpired, storeRowPermissions, toStoreDto, toStoreSummary } from './store-dto.ts';
import { activeOperatorsQuery, availableOperators, groupedOperators, operatorErrors } from './store-operators.ts';
import { readStoreRow } from './store-row.ts';
import { storesPageOf, storesPageQueries } from './stores-page.ts';
import { storeRows } from './stores-list.ts';
import { storeFields } from './store-fields.ts';
import { byNameAnyCase } from '../../common/name-order.ts';
import { Store } from './store.entity.ts';
import { UserStore } from './user-store.entity.ts';

type StoreListQuery = z.output<typeof storeListQuerySchema>;

export interface StoresService {
  list(caller: StoreCaller, query: StoreListQuery): Promise<StoreListData>;
  show(caller: StoreCaller, id: number): Promise<StoreDto>;
  create(caller: StoreCaller, input: StoreCreateInput): Promise<StoreDto>;
  update(caller: StoreCaller, id: number, input: StoreUpdateInput): Promise<StoreDto>;
  remove(caller: StoreCaller, id: number): Promise<void>;
  availableOperators(caller: StoreCaller, companyId: number | undefined): Promise<AvailableOperators>;
  myStores(caller: StoreCaller): Promise<StoreSummary[]>;
  stats(caller: StoreCaller, id: number): Promise<StoreStats>;
}

/** The list's flags; `createBlockedReason` from the plan's room (planRoomQuery), for the callers it limits. */
function listPermissions(auth: AuthContext, createBlockedReason: string | null): StoreListPermissions {
  const row = storeRowPermissions(auth);
  return {
    can_create: can(auth.permissions, 'stores', 'create'),
    create_blocked_reason: createBlockedReason,
    can_edit: row.can_edit,
    can_delete: row.can_delete,
    can_assign_staff: row.can_assign_staff,
    can_view_all: auth.role === 'superadmin',
  };
}

export function createStoresService(): StoresService {
  /**
   * GET /stores: the page, its total, the operators and the plan's room in one raw read
   * (db/raw-reads.ts: one round trip on PostgreSQL, under the caller's scope).
   */
  async function list(caller: StoreCaller, query: StoreListQuery): Promise<StoreListData> {
    const { auth } = caller;
    const filter = {
      status: query.status ?? null,
      companyId: query.company_id ?? null,
      pattern: searchPattern(query.search) || null,
    };
    const permissions = storeRowPermissions(auth);
    const { scope } = auth;
    // the superadmin picks the company in the wizard, where full companies cannot be chosen
    const limitedCompany = can(auth.permissions, 'stores', 'create') && !scope.all ? scope.companyId : null;
    const queries = [
      ...storesPageQueries(scope, filter, pageWindow(query)),
      activeOperatorsQuery(scope.all ? (query.company_id ?? null) : scope.companyId),
      planRoomQuery(limitedCompany, 'stores'),
    ] as const;
    const [counted, rows, operators, room] = await caller.reads.selectScoped(scope, queries);
    const page = storesPageOf(counted, rows);
    return {
      stores: page.stores.map((entry) => toStoreDto(entry.source, entry, permissions)),
      pagination: paginationOf(query.page, query.per_page, page.total),
      permissions: listPermissions(auth, planRoomReason(room, 'stores')),
      available_operators: groupedOperators(operators),
    };
  }

  /** GET /stores/{id}: the list's row for one id (store-row.ts; another company's or a hidden store: 404). */
  async function show(caller: StoreCaller, id: number): Promise<StoreDto> {
    const row = await readStoreRow(caller.reads, caller.auth.scope, id);
    if (!row) throw new NotFoundError(MSG.storeNotFound);
    return toStoreDto(row.source, row, storeRowPermissions(caller.auth));
  }

  /**
   * The answer of a create or an update: the same row read through the caller's EntityManager, so
   * it sees the write inside an enclosing transaction (an idempotent create answers before its
   * commit). The raw read of `show` has a connection of its own, which would not see it (and on
   * PGlite would wait for the one connection that transaction holds).
   */
  function showWritten(caller: StoreCaller, id: number): Promise<StoreDto> {
    return readTogether(caller.em, async (em) => {
      const [row] = await storeRows(em, { id }, { limit: 1, offset: 0 });
      if (!row) throw new NotFoundError(MSG.storeNotFound);
      return toStoreDto(row.source, row, storeRowPermissions(caller.auth));
    });
  }

  return {
    list,

    show,

    async create(caller, input) {
      const company = await companyOfNewRow(caller.em, caller.auth, input.company_id);
      const fields = storeFields.valuesOf({ ...input, status: 'active' as const });
      const errors = operatorErrors(fields, await availableOperators(caller.em, company.id));
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const store = await caller.em.transactional(async (tx) => {
        await assertCanAddStore(tx, company.id);
        const code = await nextStoreCode(tx, company.id, fields.province);
        const created = tx.create(Store, { ...storeFields.toEntity(fields), company, code, manager: null });
        await tx.flush();
        caller.audit(tx, {
          companyId: created.company.id,
          entityType: 'Store',
          entityId: created.id,
          action: 'created',
          changes: { code: { from: null, to: code }, ...createdChanges(fields) },
        });
        return created;
      });
      return showWritten(caller, store.id);
    },

    async update(caller, id, input) {
      const { em } = caller;
      const store = await loadStore(em, id);
      const before = storeFields.toApi(store);
      const after = storeFields.valuesOf({ ...input, status: input.status ?? store.status });
      const errors = operatorErrors(after, await availableOperators(em, store.company.id), before);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const changes = diff(before, after);
      if (Object.keys(changes).length > 0) {
        await em.transactional(async (tx) => {
          tx.assign(store, storeFields.toEntity(after));
          caller.audit(tx, { companyId: store.company.id, entityType: 'Store', entityId: store.id, action: 'updated', changes });
        });
      }
      return showWritten(caller, store.id);
    },

    async remove(caller, id) {
      const { em } = caller;
      const store = await loadStore(em, id);
      // Business data is never dropped with a shop: once customers (and later sales) point at a
      // store, their foreign keys (ON DELETE RESTRICT) refuse this delete with the domain's message
      // (http/foreign-key-messages.ts). Staff assignments and activation codes go with it.
      await em.transactional(async (tx) => {
        const staffRemoved = await tx.nativeDelete(UserStore, { store: store.id });
        const codesRemoved = await tx.nativeDelete(ActivationCode, { store: store.id });
        caller.audit(tx, {
          companyId: store.company.id,
          entityType: 'Store',
          entityId: store.id,
          action: 'deleted',
          changes: {
            code: { from: store.code, to: null },
            name: { from: store.name, to: null },
            staff_assignments: { from: staffRemoved, to: 0 },
            activation_codes: { from: codesRemoved, to: 0 },
          },
        });
        tx.remove(store);
      });
    },

    async availableOperators(caller, companyId) {
      const { auth, em } = caller;
      if (auth.role === 'superadmin') return availableOperators(em, companyId ?? null);
      // others work on their current company; naming another one is refused, not silently ignored
      if (auth.companyId === null || (companyId !== undefined && companyId !== auth.companyId)) {
        throw new ForbiddenError(MSG.forbidden);
      }
      return availableOperators(em, auth.companyId);
    },

    async myStores(caller) {
      // the tenant filter is the rule: managers/consultants get their assigned stores, an
      // entrepreneur every store of its current company, the superadmin every store
      const stores = await caller.em.find(Store, {}, { populate: ['company'], orderBy: byNameAnyCase<Store>() });
      if (caller.auth.role === 'superadmin') {
        stores.sort((a, b) => a.company.name.localeCompare(b.company.name, 'it') || a.name.localeCompare(b.name, 'it'));
      }
      return stores.map(toStoreSummary);
    },

    async stats(caller, id) {
      const { em } = caller;
      const store = await loadStore(em, id);
      const [assignments, codes, customers] = await Promise.all([
        em.find(UserStore, { store: store.id, user: { role: { $ne: 'superadmin' } } }, { populate: ['user'] }),
        em.find(ActivationCode, { store: store.id }),
        customersCountByStore(em, [store.id]),
      ]);
      const staff: User[] = assignments.map((row) => row.user);
      const today = todayIso();
      return {
        staff_count: staff.length,
        managers_count: staff.filter((user) => user.role === 'manager').length,
        consultants_count: staff.filter((user) => user.role === 'consultant').length,
        customers_count: customers.get(store.id) ?? 0,
        operators_count: store.operatorsTelecom.length + store.operatorsEnergy.length + store.operatorsMobility.length,
        activation_codes_count: codes.length,
        active_codes_count: codes.filter((code) => code.isActive && !isCodeExpired(code, today)).length,
        expired_codes_count: codes.filter((code) => isCodeExpired(code, today)).length,
      };
    },
  };
}
