import {
  MSG,
  providerGroupOf,
  type CompanyOption,
  type OperatorCategory,
  type operatorBodySchema,
  type OperatorsSettings,
  type ProviderGroup,
  type SettingsOperator,
  type z,
} from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createdChanges, diff } from '../../common/audit.ts';
import { companyOfNewRow } from '../../common/company-of-new-row.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Company } from '../companies/company.entity.ts';
import { Store } from '../stores/store.entity.ts';
import { operatorFields } from './operator-fields.ts';
import { Operator } from './operator.entity.ts';
import { toOperatorDto } from './settings-dto.ts';

type OperatorChanges = z.output<typeof operatorBodySchema>;

const CATEGORY_ORDER: Readonly<Record<OperatorCategory, number>> = { mobile: 0, fixed_line: 1, energy: 2, mobility: 3 };

const STORE_LIST: Readonly<Record<ProviderGroup, 'operatorsTelecom' | 'operatorsEnergy' | 'operatorsMobility'>> = {
  telecom: 'operatorsTelecom',
  energy: 'operatorsEnergy',
  mobility: 'operatorsMobility',
};

function sortOperators(operators: Operator[]): SettingsOperator[] {
  return operators
    .map(toOperatorDto)
    .sort((a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category] || a.name.localeCompare(b.name, 'it'));
}

/**
 * Stores keep their enabled providers by name, per group (telecom, energy, mobility): a renamed
 * operator, or one moved to another group, is carried along in the company's stores.
 */
async function carryIntoStores(
  tx: SqlEntityManager,
  companyId: number,
  before: { name: string; category: OperatorCategory },
  after: { name: string; category: OperatorCategory },
): Promise<void> {
  const from = STORE_LIST[providerGroupOf(before.category)];
  const to = STORE_LIST[providerGroupOf(after.category)];
  if (before.name === after.name && from === to) return;
  // every store of the company, whatever the caller's store scope: the operator list is company-wide
  const stores = await tx.find(Store, { company: companyId }, { filters: false });
  for (const store of stores) {
    if (!store[from].includes(before.name)) continue;
    store[from] = store[from].filter((name) => name !== before.name);
    if (!store[to].includes(after.name)) store[to] = [...store[to], after.name];
  }
}

export interface OperatorsService {
  /** The operators of the caller's company; the superadmin picks one (`companyId`, else the first by name). */
  list(sc: ServiceContext, companyId: number | undefined): Promise<OperatorsSettings>;
  /** Creates (no id) or saves (id) an operator; name unique per company, case-insensitive. */
  save(sc: ServiceContext, changes: OperatorChanges): Promise<SettingsOperator>;
}

export function createOperatorsService(): OperatorsService {
  return {
    async list({ em, auth }, requestedCompanyId) {
      let company: CompanyOption | null = null;
      let companies: CompanyOption[] = [];
      if (auth.role === 'superadmin') {
        // the superadmin works above tenants (its em is unscoped): it chooses the company
        companies = (await em.find(Company, {}, { orderBy: { name: 'asc', id: 'asc' }, fields: ['id', 'name'] })).map(
          ({ id, name }) => ({ id, name }),
        );
        company = requestedCompanyId === undefined ? (companies[0] ?? null) : (companies.find((c) => c.id === requestedCompanyId) ?? null);
        if (requestedCompanyId !== undefined && !company) throw new NotFoundError(MSG.companyNotFound);
      } else if (auth.profile.company) {
        company = { ...auth.profile.company };
      }
      const operators = company ? await em.find(Operator, { company: company.id }) : [];
      return {
        company_id: company?.id ?? null,
        company_name: company?.name ?? null,
        operators: sortOperators(operators),
        companies,
      };
    },

    async save({ em, auth, audit }, changes) {
      // two concurrent saves of the same name: the unique (company, name) index decides (http/unique-messages.ts)
      return em.transactional(async (tx) => {
        const next = operatorFields.valuesOf(changes);
        let existing: Operator | null = null;
        let companyId: number;
        if (changes.id !== undefined) {
          // tenant-scoped: another company's operator is simply not found
          existing = await tx.findOne(Operator, { id: changes.id });
          if (!existing) throw new NotFoundError(MSG.operatorNotFound);
          companyId = existing.company.id;
        } else {
          companyId = (await companyOfNewRow(tx, auth, changes.company_id)).id;
        }

        const wanted = changes.name.toLocaleLowerCase('it');
        const siblings = await tx.find(Operator, { company: companyId }, { fields: ['id', 'name'] });
        if (siblings.some((other) => other.id !== existing?.id && other.name.toLocaleLowerCase('it') === wanted)) {
          throw new ValidationError({ name: MSG.operatorNameTaken });
        }

        if (existing) {
          const operator = existing;
          const changed = diff(operatorFields.toApi(operator), next);
          if (Object.keys(changed).length === 0) return toOperatorDto(operator);
          const before = { name: operator.name, category: operator.category };
          tx.assign(operator, operatorFields.toEntity(next));
          await carryIntoStores(tx, companyId, before, next);
          audit(tx, {
            companyId,
            entityType: 'Operator',
            entityId: operator.id,
            action: 'updated',
            changes: changed,
          });
          return toOperatorDto(operator);
        }

        const operator = tx.create(Operator, { ...operatorFields.toEntity(next), company: tx.getReference(Company, companyId) });
        await tx.flush(); // the id, for the audit row
        audit(tx, {
          companyId,
          entityType: 'Operator',
          entityId: operator.id,
          action: 'created',
          changes: createdChanges(next),
        });
        return toOperatorDto(operator);
      });
    },
  };
}
