import { MSG, type ValidationErrors } from '@banco/shared';
import type { FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { escapeLike } from '../../common/like.ts';
import { Company } from './company.entity.ts';

/** Serialises the identity checks below (there is no unique index: names compare case-insensitively). */
const IDENTITY_LOCK_KEY = 727_001;

/**
 * A company's name (case-insensitive) and partita IVA belong to one company only. Call inside the
 * transaction that writes them (Aziende and Impostazioni → Azienda alike): the advisory lock makes
 * two concurrent writers wait for each other. Answers the field errors, empty when free.
 */
export async function companyIdentityErrors(
  tx: SqlEntityManager,
  fields: { name?: string | undefined; vatNumber?: string | null | undefined },
  exceptId: number | null,
): Promise<ValidationErrors> {
  await tx.execute('select pg_advisory_xact_lock(?)', [IDENTITY_LOCK_KEY]);
  const errors: ValidationErrors = {};
  const others: FilterQuery<Company> = exceptId === null ? {} : { id: { $ne: exceptId } };
  if (fields.name !== undefined && (await tx.count(Company, { ...others, name: { $ilike: escapeLike(fields.name) } })) > 0) {
    errors.name = MSG.companyNameTaken;
  }
  if (fields.vatNumber && (await tx.count(Company, { ...others, vatNumber: fields.vatNumber })) > 0) {
    errors.vat_number = MSG.companyVatTaken;
  }
  return errors;
}
