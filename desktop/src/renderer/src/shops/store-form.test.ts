import { MSG, type StoreDto } from '@banco/shared';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from '../components/wizard/form-schema.ts';
import { firstStepWithError, stepOfField } from '../components/wizard/wizard-steps.ts';
import {
  STORE_STEP_FIELDS,
  codeToRow,
  companyChoice,
  emptyCodeRow,
  emptyStoreForm,
  isCodeExpired,
  isStepComplete,
  offeredProviders,
  rowToInput,
  storeFormSchema,
  storeToForm,
  toCreateBody,
  toUpdateBody,
  type StoreFormValues,
} from './store-form.ts';

function filled(overrides: Partial<StoreFormValues> = {}): StoreFormValues {
  return {
    ...emptyStoreForm(3),
    name: 'Negozio Centro',
    address: 'Via Roma 10',
    city: 'Milano',
    province: 'MI',
    postal_code: '20121',
    phone: '02 1234567',
    operators_telecom: ['TIM'],
    ...overrides,
  };
}

const store: StoreDto = {
  id: 9,
  code: 'MI-004',
  company_id: 3,
  company_name: 'Demo S.r.l.',
  name: 'Negozio Centro',
  address: 'Via Roma 10',
  city: 'Milano',
  province: 'MI',
  postal_code: '20121',
  phone: '02 1234567',
  email: null,
  status: 'maintenance',
  is_active: false,
  operators_telecom: ['TIM', 'Kena'],
  operators_energy: [],
  operators_mobility: ['Be Charge'],
  whatsapp_enabled: false,
  whatsapp_number: null,
  notes: null,
  manager_id: null,
  manager_name: null,
  staff_count: 0,
  customers_count: 0,
  created_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-01T10:00:00.000Z',
  permissions: { can_view: true, can_edit: true, can_delete: false, can_assign_staff: true },
};

describe('wizard step completeness (spec 1 §2)', () => {
  it('needs company and name, then the location, the phone and a provider; 5 and 6 are always complete', () => {
    const empty = emptyStoreForm(null);
    expect([0, 1, 2, 3, 4, 5].map((step) => isStepComplete(step, empty))).toEqual([false, false, false, false, true, true]);
    expect([0, 1, 2, 3, 4, 5].map((step) => isStepComplete(step, filled()))).toEqual([true, true, true, true, true, true]);
    expect(isStepComplete(0, filled({ company_id: '' }))).toBe(false);
    expect(isStepComplete(1, filled({ postal_code: ' ' }))).toBe(false);
    expect(isStepComplete(3, filled({ operators_telecom: [], operators_mobility: ['Be Charge'] }))).toBe(true);
  });

  it('maps validation_errors keys to their step', () => {
    expect(stepOfField(STORE_STEP_FIELDS, 'company_id')).toBe(0);
    expect(stepOfField(STORE_STEP_FIELDS, 'postal_code')).toBe(1);
    expect(stepOfField(STORE_STEP_FIELDS, 'email')).toBe(2);
    expect(stepOfField(STORE_STEP_FIELDS, 'operators')).toBe(3);
    expect(stepOfField(STORE_STEP_FIELDS, 'whatsapp_number')).toBe(4);
    expect(stepOfField(STORE_STEP_FIELDS, 'codes.2.operator')).toBe(5);
    expect(firstStepWithError(STORE_STEP_FIELDS, { whatsapp_number: 'x', city: 'y' })).toBe(1);
    expect(firstStepWithError(STORE_STEP_FIELDS, {})).toBeNull();
  });
});

describe('payloads', () => {
  it('sends the WhatsApp number only when WhatsApp is enabled', () => {
    expect(toCreateBody(filled({ whatsapp_number: '+39333' }))).not.toHaveProperty('whatsapp_number');
    expect(toCreateBody(filled({ whatsapp_enabled: true, whatsapp_number: '+39333' }))).toMatchObject({ whatsapp_number: '+39333', company_id: 3 });
    expect(toCreateBody(filled({ company_id: '' })).company_id).toBeNull();
  });

  it('sends the status when asked to', () => {
    expect(toUpdateBody(storeToForm(store), true)).toMatchObject({ status: 'maintenance' });
    expect(toUpdateBody(storeToForm(store), false)).not.toHaveProperty('status');
  });
});

const validateStore = (values: StoreFormValues, mode: 'create' | 'edit') => formErrorsOf(storeFormSchema(mode), values);

describe('validation with the server\'s rules', () => {
  it('gives the spec messages', () => {
    const errors = validateStore(filled({ name: 'X', province: 'M', postal_code: '201', phone: '123', email: 'no', operators_telecom: [] }), 'create');
    expect(errors).toEqual({
      name: MSG.storeNameRequired,
      province: MSG.provinceInvalid,
      postal_code: MSG.postalCodeInvalid,
      phone: MSG.storePhoneRequired,
      email: MSG.emailInvalid,
      operators: MSG.storeOperatorsRequired,
    });
    expect(validateStore(filled(), 'create')).toEqual({});
    expect(validateStore(filled({ operators_telecom: [], operators_energy: ['Edison'] }), 'edit')).toEqual({
      operators_telecom: MSG.storeTelecomRequired,
    });
    expect(validateStore(filled({ whatsapp_enabled: true, whatsapp_number: '3331234567' }), 'create')).toEqual({
      whatsapp_number: MSG.storeWhatsappInvalid,
    });
  });

  it('refuses a CAP of another province before any call, naming its province', () => {
    const message = 'Il CAP 00184 non appartiene a questa provincia (è di RM)';
    expect(validateStore(filled({ province: 'MI', postal_code: '00184' }), 'create')).toEqual({ postal_code: message });
    expect(validateStore(filled({ province: 'MI', postal_code: '00184' }), 'edit')).toEqual({ postal_code: message });
    expect(validateStore(filled({ province: 'RM', postal_code: '00184' }), 'create')).toEqual({});
  });

  it('keys activation code errors by position', () => {
    const coded = (operator: string) => ({ ...emptyCodeRow(operator), agent_code: 'AG-1' });
    const rows = [coded('TIM'), coded(''), { ...coded('TIM'), valid_from: '2025-02-01', valid_until: '2025-01-01' }, emptyCodeRow('TIM')];
    expect(validateStore(filled({ codes: rows }), 'create')).toEqual({
      'codes.3.activation_code': MSG.activationCodeEmpty,
      'codes.1.operator': MSG.activationCodeOperatorRequired,
      'codes.2.valid_until': MSG.activationCodeValidUntilBeforeFrom,
    });
  });
});

describe('helpers', () => {
  it('offers the active operators plus those the store already has', () => {
    const offered = offeredProviders({ telecom: ['Vodafone', 'TIM'], energy: ['Edison'], mobility: [] }, store);
    expect(offered).toEqual({ telecom: ['Kena', 'TIM', 'Vodafone'], energy: ['Edison'], mobility: ['Be Charge'] });
  });

  it('turns codes into rows and back', () => {
    const row = codeToRow({
      id: 4,
      store_id: 9,
      operator: 'TIM',
      agent_code: 'AG',
      dealer_code: null,
      activation_code: null,
      is_active: true,
      valid_from: null,
      valid_until: '2020-01-01',
      is_expired: true,
      notes: null,
      created_at: '',
      updated_at: '',
    });
    expect(rowToInput(row)).toEqual({
      id: 4,
      operator: 'TIM',
      agent_code: 'AG',
      dealer_code: '',
      activation_code: '',
      is_active: true,
      valid_from: '',
      valid_until: '2020-01-01',
      notes: '',
    });
    expect(rowToInput(emptyCodeRow('TIM'))).not.toHaveProperty('id');
  });

  it('marks expired codes', () => {
    expect(isCodeExpired({ valid_until: '2025-03-01' }, '2025-03-02')).toBe(true);
    expect(isCodeExpired({ valid_until: '2025-03-02' }, '2025-03-02')).toBe(false);
    expect(isCodeExpired({ valid_until: null }, '2025-03-02')).toBe(false);
  });

  it('shows a company whose plan is full as (piano completo), not choosable', () => {
    expect(companyChoice({ id: 3, name: 'Alfa', stores_count: 2, max_stores: 2 })).toEqual({
      value: '3',
      label: 'Alfa (piano completo)',
      disabled: true,
    });
    expect(companyChoice({ id: 4, name: 'Beta', stores_count: 1, max_stores: 2 })).toEqual({
      value: '4',
      label: 'Beta (1 / 2 negozi)',
      disabled: false,
    });
    expect(companyChoice({ id: 5, name: 'Gamma', stores_count: 9, max_stores: -1 })).toMatchObject({ disabled: false });
    expect(companyChoice({ id: 6, name: 'Delta', stores_count: 0, max_stores: null })).toEqual({ value: '6', label: 'Delta', disabled: false });
  });
});
