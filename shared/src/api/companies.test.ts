import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companySettingsBodySchema } from './settings.ts';
import { MSG } from '../validation/messages.ts';
import { toValidationErrors } from '../validation/validation-errors.ts';
import { withPartitaIvaCheckDigit } from '../italy/partita-iva.ts';
import { addDaysIso, todayIso, trialEndDate } from '../dates.ts';
import { parseMoney } from '../money/money.ts';
import {
  companiesQuerySchema,
  companyMonthlyPrice,
  createCompanyBodySchema,
  displayedSubscriptionStatus,
  updateCompanyBodySchema,
} from './companies.ts';

describe('company subscription helpers', () => {
  it('takes 10% off the monthly price on yearly billing, to the cent', () => {
    expect(companyMonthlyPrice(parseMoney('29.90'), 'monthly')).toBe('29.90');
    expect(companyMonthlyPrice(parseMoney('29.90'), 'yearly')).toBe('26.91');
    expect(companyMonthlyPrice(parseMoney('79.90'), 'yearly')).toBe('71.91');
    expect(companyMonthlyPrice(parseMoney('149.90'), 'yearly')).toBe('134.91');
    // 9.99 × 0.9 = 8.991 → 8.99; 0.05 × 0.9 = 0.045 → 0.05 (half away from zero)
    expect(companyMonthlyPrice(parseMoney('9.99'), 'yearly')).toBe('8.99');
    expect(companyMonthlyPrice(parseMoney('0.05'), 'yearly')).toBe('0.05');
  });

  it('counts 30 days of trial across months and years, on Italian calendar days', () => {
    expect(trialEndDate('2026-01-31')).toBe('2026-03-02');
    expect(trialEndDate('2026-12-15')).toBe('2027-01-14');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    // 23:30 UTC on 31 December is already 1 January in Rome
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('displays unknown statuses as active', () => {
    expect(displayedSubscriptionStatus('suspended')).toBe('suspended');
    expect(displayedSubscriptionStatus('archived')).toBe('active');
    expect(displayedSubscriptionStatus(null)).toBe('active');
  });
});

describe('company schemas', () => {
  const valid = { name: 'Telefonia Rossi', email: 'Info@Rossi.it', subscription_plan_id: 1 };

  it('create: trial and monthly by default, normalised fields, is_active ignored', () => {
    const parsed = createCompanyBodySchema.parse({
      ...valid,
      vat_number: `IT ${withPartitaIvaCheckDigit('1234567015')}`,
      province: 'mi',
      tax_code: 'rssmra80a01f205x',
      city: '',
    });
    expect(parsed).toMatchObject({
      email: 'info@rossi.it',
      subscription_status: 'trial',
      billing_cycle: 'monthly',
      vat_number: withPartitaIvaCheckDigit('1234567015'),
      province: 'MI',
      tax_code: 'RSSMRA80A01F205X',
      city: null,
    });
  });

  it('create refuses suspended and cancelled; update allows them', () => {
    const create = createCompanyBodySchema.safeParse({ ...valid, subscription_status: 'cancelled' });
    expect(create.success ? {} : toValidationErrors(create.error)).toEqual({ subscription_status: MSG.companyCreateStatusInvalid });
    expect(updateCompanyBodySchema.parse({ subscription_status: 'cancelled' })).toEqual({ subscription_status: 'cancelled' });
  });

  it('refuses a CAP of another province (create, update and the settings form), naming its province', () => {
    const mismatch = { postal_code: 'Il CAP 20121 non appartiene a questa provincia (è di MI)' };
    const errorsOf = (result: { success: boolean; error?: z.ZodError }) => (result.error ? toValidationErrors(result.error) : {});
    expect(errorsOf(createCompanyBodySchema.safeParse({ ...valid, province: 'RM', postal_code: '20121' }))).toEqual(mismatch);
    expect(errorsOf(updateCompanyBodySchema.safeParse({ province: 'rm', postal_code: '20121' }))).toEqual(mismatch);
    expect(errorsOf(companySettingsBodySchema.safeParse({ name: 'Rossi', province: 'RM', postal_code: '20121' }))).toEqual(mismatch);
    expect(createCompanyBodySchema.safeParse({ ...valid, province: 'MI', postal_code: '20121' }).success).toBe(true);
    expect(updateCompanyBodySchema.safeParse({ postal_code: '20121' }).success).toBe(true);
  });

  it('list query: empty filters are absent, the plan filter is case-insensitive', () => {
    expect(companiesQuerySchema.parse({ status: '', plan: 'MAX', search: '' })).toEqual({
      page: 1,
      per_page: 20,
      status: undefined,
      plan: 'max',
      search: undefined,
    });
  });
});
