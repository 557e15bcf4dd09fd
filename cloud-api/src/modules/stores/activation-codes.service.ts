import { MSG, todayIso, type ActivationCodeDto, type activationCodeInputSchema, type ValidationErrors, type z } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { AuditChanges } from '../audit/audit-log.entity.ts';
import { createdChanges, diff, removedChanges } from '../../common/audit.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
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

interface CodeFields {
  operator: string;
  agentCode: string | null;
  dealerCode: string | null;
  activationCode: string | null;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  notes: string | null;
}

function fieldsOfInput(input: CodeInput): CodeFields {
  return {
    operator: input.operator,
    agentCode: input.agent_code,
    dealerCode: input.dealer_code,
    activationCode: input.activation_code,
    isActive: input.is_active,
    validFrom: input.valid_from,
    validUntil: input.valid_until,
    notes: input.notes,
  };
}

function fieldsOfCode(code: ActivationCode): CodeFields {
  return {
    operator: code.operator,
    agentCode: code.agentCode ?? null,
    dealerCode: code.dealerCode ?? null,
    activationCode: code.activationCode ?? null,
    isActive: code.isActive,
    validFrom: code.validFrom ? String(code.validFrom) : null,
    validUntil: code.validUntil ? String(code.validUntil) : null,
    notes: code.notes ?? null,
  };
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
          const fields = fieldsOfInput(input);
          const current = input.id ? existing.get(input.id) : undefined;
          if (current) {
            const changes = diff(fieldsOfCode(current), fields);
            if (Object.keys(changes).length === 0) continue;
            tx.assign(current, fields);
            written.push({ code: current, changes, action: 'updated' });
          } else {
            const code = tx.create(ActivationCode, { ...fields, store, company: store.company });
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
          changes: removedChanges({ store_id: store.id, ...fieldsOfCode(code) }),
        });
        tx.remove(code);
      });
    },
  };
}
