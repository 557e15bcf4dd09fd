import { firstStepWithError } from '../../components/wizard/wizard-steps.ts';
import { describe, expect, it } from 'vitest';
import { MSG, companyFormSchema, parseMoney, toValidationErrors, type CompanyDetail } from '@banco/shared';
import { createApiClient, type ApiSession } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import { createCompaniesEndpoints } from './companies-api.ts';
import { limitText, usageText } from '../../format/format.ts';
import { pageRangeText, statusLabel } from './company-format.ts';
import {
  deleteNameMatches,
  emptyCompanyForm,
  formValuesFromCompany,
  STEP_FIELDS,
} from './company-form.ts';

const detail: CompanyDetail = {
  id: 7,
  name: 'Telefonia Rossi',
  business_name: null,
  email: 'info@rossi.it',
  vat_number: '12345678903',
  subscription_plan_id: 2,
  plan_name: 'Multi',
  price_monthly: parseMoney('71.91'),
  billing_cycle: 'yearly',
  subscription_status: 'suspended',
  is_active: false,
  stores_count: 0,
  active_stores_count: 0,
  max_stores: 5,
  users_count: 0,
  max_users: 15,
  created_at: '2026-01-02T10:00:00.000Z',
  phone: null,
  tax_code: null,
  address: 'Via Roma 1',
  city: 'Milano',
  province: 'MI',
  postal_code: '20121',
  country: 'IT',
  website: null,
  plan_price_monthly: parseMoney('79.90'),
  features: {},
  subscription_start_date: '2026-01-02',
  subscription_end_date: null,
  trial_end_date: null,
  recent_stores: [],
  recent_users: [],
  updated_at: '2026-01-02T10:00:00.000Z',
};

describe('companies page formatting', () => {
  it('shows -1 as infinity and usage against the maximum', () => {
    expect(limitText(-1)).toBe('∞');
    expect(limitText(5)).toBe('5');
    expect(limitText(null)).toBe('—');
    expect(usageText(2, 5)).toBe('2 / 5');
    expect(usageText(3, -1)).toBe('3 / ∞');
  });

  it('labels the statuses; an unknown status shows as active', () => {
    expect(['trial', 'active', 'suspended', 'cancelled', 'boh', null].map(statusLabel)).toEqual([
      'Trial',
      'Attiva',
      'Sospesa',
      'Cessata',
      'Attiva',
      'Attiva',
    ]);
  });

  it('writes the pagination texts', () => {
    const pagination = { current_page: 2, per_page: 20, total: 45, total_pages: 3 };
    expect(pageRangeText(pagination, 20)).toBe('Mostrando 21-40 di 45 aziende');
    expect(pageRangeText({ ...pagination, current_page: 3 }, 5)).toBe('Mostrando 41-45 di 45 aziende');
    expect(pageRangeText({ current_page: 1, per_page: 20, total: 0, total_pages: 1 }, 0)).toBe('Mostrando 0-0 di 0 aziende');
  });
});

describe('company wizard form', () => {
  it('an empty form fails on the fields of step 1 and the plan of step 3', () => {
    const result = companyFormSchema.safeParse(emptyCompanyForm());
    expect(result.success).toBe(false);
    const errors = result.success ? {} : toValidationErrors(result.error);
    expect(errors).toEqual({ name: MSG.companyNameRequired, email: MSG.emailRequired, subscription_plan_id: MSG.planRequired });
    expect(firstStepWithError(STEP_FIELDS, Object.keys(errors))).toBe(0);
  });

  it('the edit form starts from the company and validates as is', () => {
    const values = formValuesFromCompany(detail);
    expect(values).toMatchObject({ business_name: '', phone: '', subscription_plan_id: 2, subscription_status: 'suspended', is_active: false });
    expect(companyFormSchema.safeParse(values).success).toBe(true);
  });

  it('maps server validation_errors to the step of their field', () => {
    expect(firstStepWithError(STEP_FIELDS, ['vat_number', 'subscription_plan_id'])).toBe(1);
    expect(firstStepWithError(STEP_FIELDS, ['subscription_status'])).toBe(2);
    expect(firstStepWithError(STEP_FIELDS, ['something_else'])).toBeNull();
    expect(STEP_FIELDS.flat()).toHaveLength(new Set(STEP_FIELDS.flat()).size);
  });

  it('confirms the deletion only when the typed name matches, trimmed and case-insensitive', () => {
    expect(deleteNameMatches('  telefonia ROSSI ', 'Telefonia Rossi')).toBe(true);
    expect(deleteNameMatches('Telefonia Ross', 'Telefonia Rossi')).toBe(false);
    expect(deleteNameMatches('', 'Telefonia Rossi')).toBe(false);
  });
});

describe('companies endpoints', () => {
  const session: ApiSession = {
    getAccessToken: () => 'token',
    getRefreshToken: () => null,
    storeTokens: () => undefined,
    expire: () => undefined,
    reloadShared: async () => undefined,
  };

  function clientAnswering(answer: (url: string, init: RequestInit | undefined) => Response) {
    const calls: { url: string; body: unknown }[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return Promise.resolve(answer(url, init));
    };
    return { api: createCompaniesEndpoints(createApiClient({ baseUrl: 'http://api.test/api', session, fetch })), calls };
  }

  it('reads data, stats and pagination from the top of the list envelope, dropping empty filters', async () => {
    const stats = { total_companies: 1, active_companies: 1, suspended_companies: 0, single_plan: 0, multi_plan: 1, max_plan: 0 };
    const pagination = { current_page: 1, per_page: 20, total: 1, total_pages: 1 };
    const { api, calls } = clientAnswering(() => Response.json({ success: true, data: [detail], stats, pagination, message: 'ok' }));
    const result = await api.list({ page: 1, per_page: 20, search: '  ', status: null, plan: 'multi' });
    expect(result).toEqual({ data: [detail], stats, pagination });
    expect(calls[0]?.url).toBe('http://api.test/api/companies?page=1&per_page=20&plan=multi');
  });

  it('creates with is_active true whatever the form says', async () => {
    const { api, calls } = clientAnswering(() => Response.json({ success: true, data: detail }, { status: 201 }));
    await api.create({ name: 'X', email: 'x@y.it', subscription_plan_id: 1 }, '0b7d3c2e-58a4-4f0e-9d55-2f3f9c1c8a10');
    expect(calls[0]?.body).toMatchObject({ name: 'X', is_active: true });
  });

  it('error texts: the server message first, the connection text, else the fallback', async () => {
    const { api } = clientAnswering(() => Response.json({ success: false, error: MSG.companyHasData }, { status: 409 }));
    const refused = await api.remove(1).catch((error: unknown) => error);
    expect(userMessage(refused, MSG.companyDeleteFailed, MSG.companyConnectionError)).toBe(MSG.companyHasData);
    const offline = new ApiError('offline', { status: 0, path: '/public/plans' });
    expect(userMessage(offline, MSG.plansLoadFailed, MSG.plansConnectionError)).toBe(MSG.plansConnectionError);
    const gateway = new ApiError('HTTP 502', { status: 502, path: '/public/plans' });
    expect(userMessage(gateway, MSG.plansLoadFailed, MSG.plansConnectionError)).toBe(MSG.plansLoadFailed);
    expect(userMessage(new Error('boom'), MSG.companiesLoadFailed, MSG.companyConnectionError)).toBe(MSG.companiesLoadFailed);
  });
});
