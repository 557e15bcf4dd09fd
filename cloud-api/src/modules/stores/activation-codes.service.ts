import { MSG, todayIso, type ActivationCodeDto, type activationCodeInputSchema, type ValidationErrors, type z } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AuditChanges } from '../audit/audit-log.entity.ts';
import { createdChanges, diff, removedChanges } from '../../common/audit.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { activationCodeFields } from './activation-code-fields.ts';
import { ActivationCode } from './activation-code.entity.ts';
import { loadStore, type StoreCaller } from './store-access.ts';
import { toActivationCodeDto } from './store-dto.ts';
import type { Store } from './store.entity.ts';

type CodeInput = z.output<typeof activationCodeInputSchema>;

export interface ActivationCodesService {
  list(caller: StoreCaller, storeId: number): Promise<ActivationCodeDto[]>;
  /** Items with an id update that code, the others are created; all in one transaction. */
  save(caller: StoreCaller, storeId: number, codes: CodeInput[]): Promise<ActivationCodeDto[]>;
  remove(caller: StoreCaller, storeId: number, codeId: number): Promise<void>;
}

const storeProviders = (store: Store): Set<string> =>
  new Set([...store.operatorsTelecom, ...store.operatorsEnergy, ...store.operatorsMobility]);

async function codesOf(em: SqlEntityManager, store: Store): Promise<ActivationCode[]> {
  return em.find(ActivationCode, { store: store.id }, { orderBy: { operator: 'asc', id: 'asc' } });
}

export function createActivationCodesService(): ActivationCodesService {
  async function list(caller: StoreCaller, storeId: number): Promise<ActivationCodeDto[]> {
    const store = await loadStore(caller.em, storeId);
    const today = todayIso();
    return (await codesOf(caller.em, store)).map((code) => toActivationCodeDto(code, today));
  }

  return {
    list,

    async save(caller, storeId, inputs) {
      const { em } = caller;
      const store = await loadStore(em, storeId);
      const existing = new Map((await codesOf(em, store)).map((code) => [code.id, code]));
      const providers = storeProviders(store);
      const errors: ValidationErrors = {};
      inputs.forEach((input, index) => {
        const current = input.id ? existing.get(input.id) : undefined;
        if (input.id && !current) throw new NotFoundError(MSG.activationCodeNotFound);
        // a new code, or a code moved to another operator, must name a provider the store works with
        const operatorChanged = !current || current.operator !== input.operator;
        if (operatorChanged && !providers.has(input.operator)) errors[`codes.${index}.operator`] = MSG.activationCodeOperatorNotEnabled;
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      await em.transactional(async (tx) => {
        const written: { code: ActivationCode; changes: AuditChanges; action: string }[] = [];
        for (const input of inputs) {
          const fields = activationCodeFields.valuesOf(input);
          const current = input.id ? existing.get(input.id) : undefined;
          if (current) {
            const changes = diff(activationCodeFields.toApi(current), fields);
            if (Object.keys(changes).length === 0) continue;
            tx.assign(current, activationCodeFields.toEntity(fields));
            written.push({ code: current, changes, action: 'updated' });
          } else {
            const code = tx.create(ActivationCode, { ...activationCodeFields.toEntity(fields), store, company: store.company });
            written.push({ code, changes: createdChanges(fields), action: 'created' });
          }
        }
        await tx.flush();
        for (const { code, changes, action } of written) {
          caller.audit(tx, {
            companyId: store.company.id,
            entityType: 'ActivationCode',
            entityId: code.id,
            action,
            changes: action === 'created' ? { store_id: { from: null, to: store.id }, ...changes } : changes,
          });
        }
      });
      return list(caller, store.id);
    },

    async remove(caller, storeId, codeId) {
      const { em } = caller;
      const store = await loadStore(em, storeId);
      const code = await em.findOne(ActivationCode, { id: codeId, store: store.id });
      if (!code) throw new NotFoundError(MSG.activationCodeNotFound);
      await em.transactional(async (tx) => {
        caller.audit(tx, {
          companyId: store.company.id,
          entityType: 'ActivationCode',
          entityId: code.id,
          action: 'deleted',
          changes: removedChanges({ store_id: store.id, ...activationCodeFields.toApi(code) }),
        });
        tx.remove(code);
      });
    },
  };
}
