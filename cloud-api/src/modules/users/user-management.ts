import {
  fillMessage,
  MSG,
  paginationOf,
  roleHasStores,
  roleNeedsManager,
  type AdditionalCompany,
  type AssignedStore,
  type CreateUserData,
  type Role,
  type UpdateUserData,
  type UserDetail,
  type UsersListData,
  type UsersQuery,
  type ValidationErrors,
} from '@banco/shared';
import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createdChanges, diff, HIDDEN } from '../../common/audit.ts';
import { companyOfNewRow } from '../../common/company-of-new-row.ts';
import { readTogether } from '../../common/read-together.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { hashPassword } from '../auth/passwords.ts';
import { passwordResetMail, welcomeMail } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { accountChangedNotice } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import type { RevokeReason, Sessions } from '../auth/sessions.ts';
import { Company } from '../companies/company.entity.ts';
import { assertCanAddUser } from '../companies/plan-limits.ts';
import { Store } from '../stores/store.entity.ts';
import { UserStore } from '../stores/user-store.entity.ts';
import { CompanyAssignment } from './company-assignment.entity.ts';
import { deleteBlockedReasons } from './delete-blocked-reasons.ts';
import { toUserDetail, toUserListItem, type UserSource } from './user-dto.ts';
import { readUsersPage } from './users-list.ts';
import { callerStoreIds, listPermissions, mayAssignRole, assertMayManage, rowFlags, visibleUsersWhere, type TargetFacts } from './user-access.ts';
import { userFields } from './user-fields.ts';
import { User } from './user.entity.ts';

/**
 * The users screens (spec 1 §2 'Utenti', §7 Users). Every call gets the request's tenant-scoped
 * EntityManager (the list reads raw under the caller's scope instead, users-list.ts): a user of
 * another company is simply not found (404).
 */
export interface UserManagement {
  list(sc: ServiceContext, query: UsersQuery): Promise<UsersListData>;
  show(sc: ServiceContext, id: number): Promise<UserDetail>;
  create(sc: ServiceContext, body: CreateUserData): Promise<UserDetail>;
  update(sc: ServiceContext, id: number, body: UpdateUserData): Promise<UserDetail>;
  remove(sc: ServiceContext, id: number): Promise<void>;
  assignStores(sc: ServiceContext, id: number, storeIds: number[]): Promise<UserDetail>;
}

const AUDIT_ENTITY = 'User';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'it');

interface Assignment {
  userId: number;
  storeId: number;
  assignedAt: Date;
}

/**
 * Every store assignment of the users in their own company, whatever stores the caller sees:
 * deliberately not store-scoped (`filters: false` plus the explicit company), because whether a
 * manager may edit a consultant depends on ALL the consultant's stores. Only ids leave this
 * function; names come from the scoped `visibleStores`.
 */
async function assignmentsOf(em: SqlEntityManager, auth: AuthContext, userIds: readonly number[]): Promise<Map<number, Assignment[]>> {
  const result = new Map<number, Assignment[]>();
  if (userIds.length === 0) return result;
  const where: FilterQuery<UserStore> = auth.companyId === null ? { user: { $in: [...userIds] } } : { user: { $in: [...userIds] }, company: auth.companyId };
  const rows = await em.find(UserStore, where, { fields: ['user', 'store', 'assignedAt'], filters: false });
  for (const row of rows) {
    const list = result.get(row.user.id) ?? [];
    list.push({ userId: row.user.id, storeId: row.store.id, assignedAt: row.assignedAt });
    result.set(row.user.id, list);
  }
  return result;
}

interface StoreLabel {
  id: number;
  name: string;
  code: string;
  city: string;
}

/** The stores among `ids` the caller sees (tenant filter), by id. */
async function visibleStores(em: SqlEntityManager, ids: Iterable<number>): Promise<Map<number, StoreLabel>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const stores = await em.find(Store, { id: { $in: unique } }, { fields: ['name', 'code', 'city'] });
  return new Map(stores.map((store) => [store.id, { id: store.id, name: store.name, code: store.code, city: store.city }]));
}

function factsOf(user: UserSource, assignments: readonly Assignment[]): TargetFacts {
  return { id: user.id, role: user.role, companyId: user.company?.id ?? null, storeIds: assignments.map((a) => a.storeId) };
}

function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`;
}

export function createUserManagement({ sessions }: { sessions: Sessions }): UserManagement {
  /** A user the caller sees, or 404. */
  async function findVisible(em: SqlEntityManager, auth: AuthContext, id: number): Promise<User> {
    const visible = await visibleUsersWhere(em, auth);
    const user = await em.findOne(User, { $and: [{ id }, visible] }, { populate: ['company.subscriptionPlan', 'manager'] });
    if (!user) throw new NotFoundError(MSG.userNotFound);
    return user;
  }

  /** A user the caller sees (else 404) and may manage (else 403), with its store ids. */
  async function findManageable(em: SqlEntityManager, auth: AuthContext, id: number): Promise<{ user: User; facts: TargetFacts }> {
    const user = await findVisible(em, auth, id);
    const facts = factsOf(user, (await assignmentsOf(em, auth, [id])).get(id) ?? []);
    assertMayManage(auth, facts);
    return { user, facts };
  }

  /**
   * The stores a manager or consultant will work in: they must be stores of `companyId` the
   * caller sees (422 otherwise, the same answer for unknown and foreign ids), and for a manager
   * caller its own stores (403).
   */
  async function resolveStores(
    em: SqlEntityManager,
    auth: AuthContext,
    companyId: number,
    storeIds: readonly number[],
    errors: ValidationErrors,
  ): Promise<Store[]> {
    if (auth.role === 'manager') {
      const mine = callerStoreIds(auth);
      if (!storeIds.every((id) => mine.includes(id))) throw new ForbiddenError(MSG.userStoresNotManaged);
    }
    if (storeIds.length === 0) return [];
    const stores = await em.find(Store, { id: { $in: [...storeIds] } });
    if (stores.length !== storeIds.length || stores.some((store) => store.company.id !== companyId)) {
      errors.store_ids = MSG.userStoresInvalid;
      return [];
    }
    return stores;
  }

  /**
   * A consultant's supervisor: a manager of the same company working in one of its stores, active
   * when chosen now (`current`, the one the consultant already has, may stay while deactivated: an
   * edit of its phone does not force a new supervisor).
   */
  async function resolveManager(
    em: SqlEntityManager,
    companyId: number,
    managerId: number | undefined,
    storeIds: readonly number[],
    errors: ValidationErrors,
    current: number | null = null,
  ): Promise<User | null> {
    if (managerId === undefined) {
      errors.manager_id = MSG.userManagerRequired;
      return null;
    }
    const manager = await em.findOne(User, { id: managerId, role: 'manager', company: companyId });
    if (!manager || (!manager.isActive && managerId !== current)) {
      errors.manager_id = MSG.userManagerInvalid;
      return null;
    }
    if (storeIds.length > 0 && (await em.count(UserStore, { user: managerId, store: { $in: [...storeIds] } })) === 0) {
      errors.manager_id = MSG.userManagerNoSharedStore;
      return null;
    }
    return manager;
  }

  async function assertEmailFree(em: SqlEntityManager, email: string, exceptId: number | null, errors: ValidationErrors): Promise<void> {
    // e-mail is unique across every company: deliberately unscoped
    const where: FilterQuery<User> = exceptId === null ? { email } : { email, id: { $ne: exceptId } };
    if ((await em.count(User, where, { filters: false })) > 0) errors.email = MSG.userEmailTaken;
  }

  /** 409 when consultants still name this manager as their supervisor. */
  async function assertNoSupervisedConsultants(em: SqlEntityManager, managerId: number): Promise<void> {
    // the consultants are in the manager's company, which the caller manages: unscoped count
    const count = await em.count(User, { manager: managerId }, { filters: false });
    if (count > 0) throw new ConflictError(fillMessage(MSG.userManagerHasConsultants, { count }));
  }

  /**
   * Makes the user's stores exactly `stores`. A manager becomes the store's manager where the
   * store has none, and stops being it where it leaves.
   */
  async function syncStores(em: SqlEntityManager, user: User, role: Role, stores: readonly Store[], current: readonly number[]): Promise<void> {
    const next = new Set(stores.map((store) => store.id));
    const removed = current.filter((id) => !next.has(id));
    const added = stores.filter((store) => !current.includes(store.id));
    if (removed.length > 0) {
      await em.nativeDelete(UserStore, { user: user.id, store: { $in: removed } }, { filters: false });
      await em.nativeUpdate(Store, { id: { $in: removed }, manager: user.id }, { manager: null }, { filters: false });
    }
    for (const store of added) {
      em.create(UserStore, { user, store, company: store.company });
      if (role === 'manager' && !store.manager) store.manager = user;
    }
  }

  async function revokeSessions(em: SqlEntityManager, userId: number, reasons: RevokeReason[]): Promise<void> {
    const [reason] = reasons;
    if (reason) await sessions.revokeAll(em, userId, reason);
  }


  /** GET /users/{id}; its reads share one transaction (readTogether). */
  function show(auth: AuthContext, em: SqlEntityManager, id: number): Promise<UserDetail> {
    return readTogether(em, (tx) => showIn(auth, tx, id));
  }

  async function showIn(auth: AuthContext, em: SqlEntityManager, id: number): Promise<UserDetail> {
    const user = await findVisible(em, auth, id);
    const assignments = (await assignmentsOf(em, auth, [id])).get(id) ?? [];
    const stores = await visibleStores(em, assignments.map((a) => a.storeId));
    const assigned: AssignedStore[] = assignments
      .flatMap((a) => {
        const store = stores.get(a.storeId);
        return store ? [{ id: store.id, name: store.name, code: store.code, city: store.city, assigned_at: a.assignedAt.toISOString() }] : [];
      })
      .sort(byName);
    let additional: AdditionalCompany[] = [];
    if (user.role === 'entrepreneur') {
      // the caller's own companies, or all of them for the superadmin; others see the current one only
      const unscoped = auth.role === 'superadmin' || id === auth.userId;
      const rows = await em.find(CompanyAssignment, { user: id }, { populate: ['company'], ...(unscoped ? { filters: false } : {}) });
      additional = rows.map((row) => ({ id: row.company.id, name: row.company.name, role: row.role })).sort(byName);
    }
    const blocked = user.role === 'manager' ? await deleteBlockedReasons(em, [id]) : new Map<number, string>();
    return toUserDetail(user, rowFlags(auth, factsOf(user, assignments)), assigned, additional, blocked.get(id) ?? null);
  }

  /** GET /users: one raw read (users-list.ts), then each row's flags from the rules of user-access.ts. */
  async function list({ auth, reads }: ServiceContext, query: UsersQuery): Promise<UsersListData> {
    const page = await readUsersPage(reads, auth, query);
    return {
      users: page.users.map(({ user, storeIds, stores, consultants }) => {
        const facts: TargetFacts = { id: user.id, role: user.role, companyId: user.company?.id ?? null, storeIds };
        // the rule of deleteBlockedReasons: a manager who still supervises consultants
        const blocked = consultants > 0 ? fillMessage(MSG.userManagerHasConsultants, { count: consultants }) : null;
        return toUserListItem(user, rowFlags(auth, facts), [...stores].sort(byName), blocked);
      }),
      pagination: paginationOf(query.page, query.per_page, page.total),
      permissions: listPermissions(auth, page.createBlockedReason),
    };
  }

  return {
    list,

    show: ({ auth, em }, id) => show(auth, em, id),

    async create({ auth, em, audit }, body) {
      if (!mayAssignRole(auth, body.role)) throw new ValidationError({ role: MSG.roleNotAllowed });
      const companyId = (await companyOfNewRow(em, auth, body.company_id)).id;
      const passwordHash = await hashPassword(body.password);
      const hasStores = roleHasStores(body.role);
      const id = await em.transactional(async (tx) => {
        const errors: ValidationErrors = {};
        await assertEmailFree(tx, body.email, null, errors);
        const stores = hasStores ? await resolveStores(tx, auth, companyId, body.store_ids, errors) : [];
        const manager = roleNeedsManager(body.role)
          ? await resolveManager(tx, companyId, body.manager_id, stores.map((s) => s.id), errors)
          : null;
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        await assertCanAddUser(tx, companyId);

        const now = new Date();
        const user = tx.create(User, {
          ...userFields.toEntity(body),
          passwordHash,
          company: tx.getReference(Company, companyId),
          manager,
          emailVerifiedAt: body.email_verified ? now : null,
        });
        await syncStores(tx, user, body.role, stores, []);
        await tx.flush();
        audit(tx, {
          companyId,
          entityType: AUDIT_ENTITY,
          entityId: user.id,
          action: 'created',
          changes: {
            ...createdChanges(userFields.toApi(user)),
            company_id: { from: null, to: companyId },
            store_ids: { from: null, to: stores.map((s) => s.id).sort((a, b) => a - b) },
            manager_id: { from: null, to: manager?.id ?? null },
            email_verified: { from: null, to: body.email_verified },
            password: { from: null, to: HIDDEN },
            send_welcome_email: { from: null, to: body.send_welcome_email },
          },
        });
        if (body.send_welcome_email) enqueueMail(tx, welcomeMail({ ...user, companyId }, fullName(auth.profile.user)));
        return user.id;
      });
      return show(auth, em.fork({ keepTransactionContext: true }), id);
    },

    async update({ auth, em, audit }, id, body) {
      if (id === auth.userId) {
        if (body.is_active === false) throw new ForbiddenError(MSG.userCannotDeactivateSelf);
        if (body.role !== auth.role) throw new ForbiddenError(MSG.userCannotChangeOwnRole);
        throw new ForbiddenError(MSG.userEditOwnFromProfile);
      }
      const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
      await em.transactional(async (tx) => {
        const { user, facts } = await findManageable(tx, auth, id);
        if (!mayAssignRole(auth, body.role)) throw new ValidationError({ role: MSG.roleNotAllowed });
        const companyId = facts.companyId;
        if (companyId === null) throw new ForbiddenError(MSG.userNotManageable);

        const errors: ValidationErrors = {};
        if (body.email !== user.email) await assertEmailFree(tx, body.email, id, errors);
        const hasStores = roleHasStores(body.role);
        const stores = hasStores ? await resolveStores(tx, auth, companyId, body.store_ids, errors) : [];
        const manager = roleNeedsManager(body.role)
          ? await resolveManager(tx, companyId, body.manager_id, stores.map((s) => s.id), errors, user.manager?.id ?? null)
          : null;
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        if (user.role === 'manager' && body.role !== 'manager') await assertNoSupervisedConsultants(tx, id);

        const before = {
          ...userFields.toApi(user),
          manager_id: user.manager?.id ?? null,
          email_verified: user.emailVerifiedAt !== null,
          store_ids: [...facts.storeIds].sort((a, b) => a - b),
        };
        const after = {
          ...userFields.valuesOf({ ...body, phone: body.phone ?? null, is_active: body.is_active ?? user.isActive }),
          manager_id: manager?.id ?? null,
          email_verified: body.email_verified ?? user.emailVerifiedAt !== null,
          store_ids: stores.map((s) => s.id).sort((a, b) => a - b),
        };
        const changes = diff(before, after);
        if (passwordHash !== null) changes.password = { from: HIDDEN, to: HIDDEN };

        if (user.role === 'manager' && body.role !== 'manager') {
          await tx.nativeUpdate(Store, { manager: id }, { manager: null }, { filters: false });
        }
        if (user.role === 'entrepreneur' && body.role !== 'entrepreneur') {
          // extra companies are held as entrepreneur only (spec 1 §6)
          await tx.nativeDelete(CompanyAssignment, { user: id }, { filters: false });
        }
        tx.assign(user, userFields.toEntity(after));
        user.manager = manager;
        if (!after.email_verified) user.emailVerifiedAt = null;
        else user.emailVerifiedAt ??= new Date();
        if (passwordHash !== null) user.passwordHash = passwordHash;
        await syncStores(tx, user, after.role, stores, facts.storeIds);

        if (Object.keys(changes).length > 0) {
          audit(tx, {
            companyId,
            entityType: AUDIT_ENTITY,
            entityId: id,
            action: 'updated',
            changes,
          });
        }
        await tx.flush();
        // deactivation, a new password or a new role end every session of the user
        const reasons: RevokeReason[] = [];
        if (before.is_active && !after.is_active) reasons.push('user_deactivated');
        if (passwordHash !== null) reasons.push('password_reset');
        if (before.role !== after.role) reasons.push('role_changed');
        await revokeSessions(tx, id, reasons);
        if (passwordHash !== null) enqueueMail(tx, passwordResetMail({ ...user, companyId }, fullName(auth.profile.user)));
        if (reasons.length > 0 && after.is_active) await notify(tx, [id], accountChangedNotice(companyId, reasons, fullName(auth.profile.user)));
      });
      return show(auth, em.fork(), id);
    },

    async remove({ auth, em, audit }, id) {
      if (id === auth.userId) throw new ForbiddenError(MSG.userCannotDeleteSelf);
      await em.transactional(async (tx) => {
        const { user, facts } = await findManageable(tx, auth, id);
        if (user.role === 'manager') await assertNoSupervisedConsultants(tx, id);
        audit(tx, {
          companyId: facts.companyId,
          entityType: AUDIT_ENTITY,
          entityId: id,
          action: 'deleted',
          changes: {
            name: { from: fullName(user), to: null },
            email: { from: user.email, to: null },
            role: { from: user.role, to: null },
            company_id: { from: facts.companyId, to: null },
            store_ids: { from: [...facts.storeIds].sort((a, b) => a - b), to: null },
          },
        });
        await tx.flush();
        // store assignments, extra companies and sessions go with it (ON DELETE CASCADE); stores
        // it managed are set to none (ON DELETE SET NULL); business records that carry the user
        // (sales, later) refuse the delete by their foreign key (409 MSG.userHasHistory)
        await tx.nativeDelete(User, { id }, { filters: false });
      });
    },

    async assignStores({ auth, em, audit }, id, storeIds) {
      await em.transactional(async (tx) => {
        const { user, facts } = await findManageable(tx, auth, id);
        const companyId = facts.companyId;
        if (!roleHasStores(user.role) || companyId === null) throw new ValidationError({ store_ids: MSG.userStoresOnlyStaff });
        if (storeIds.length === 0) throw new ValidationError({ store_ids: MSG.userStoresRequired });
        const errors: ValidationErrors = {};
        const stores = await resolveStores(tx, auth, companyId, storeIds, errors);
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        if (user.role === 'consultant' && user.manager) {
          const shares = await tx.count(UserStore, { user: user.manager.id, store: { $in: stores.map((s) => s.id) } }, { filters: false });
          if (shares === 0) throw new ValidationError({ store_ids: MSG.userManagerNoSharedStore });
        }
        const from = [...facts.storeIds].sort((a, b) => a - b);
        const to = stores.map((s) => s.id).sort((a, b) => a - b);
        await syncStores(tx, user, user.role, stores, facts.storeIds);
        if (JSON.stringify(from) !== JSON.stringify(to)) {
          audit(tx, {
            companyId,
            entityType: AUDIT_ENTITY,
            entityId: id,
            action: 'stores_assigned',
            changes: { store_ids: { from, to } },
          });
        }
      });
      return show(auth, em.fork(), id);
    },
  };
}

