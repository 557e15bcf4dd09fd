import { describe, expect, it } from 'vitest';
import { MSG, type Role, type UserDetail } from '@banco/shared';
import { formErrorsOf } from '../components/wizard/form-schema.ts';
import { errorsOfStep, stepOfField } from '../components/wizard/wizard-steps.ts';
import {
  STEP_FIELDS,
  emptyUserForm,
  managersFor,
  stepsFor,
  toCreateBody,
  toUpdateBody,
  userDraft,
  userFormFrom,
  userWizardSchema,
  userWizardSteps,
  type StepRules,
  type UserFormValues,
} from './user-form.ts';

const ALL_STEPS = [STEP_FIELDS[1], STEP_FIELDS[2], STEP_FIELDS[3], STEP_FIELDS[4]];

/** The messages of one step (1 to 4), as the wizard shows them on Avanti. */
function validateStep(step: 1 | 2 | 3 | 4, values: UserFormValues, rules: StepRules): Record<string, string> {
  return errorsOfStep(ALL_STEPS, formErrorsOf(userWizardSchema(rules), values), step - 1);
}

/** Every message of the form, as on Completa. */
function validateAll(values: UserFormValues, rules: StepRules): Record<string, string> {
  return formErrorsOf(userWizardSchema(rules), values);
}

const create: StepRules = { mode: 'create', manageableRoles: ['manager', 'consultant'], companyRequired: false };
const edit: StepRules = { ...create, mode: 'edit' };

function form(overrides: Partial<UserFormValues> = {}): UserFormValues {
  return {
    ...emptyUserForm(1),
    first_name: 'Chiara',
    last_name: 'Galli',
    email: 'chiara.galli@esempio.it',
    role: 'consultant',
    store_ids: [2],
    manager_id: 5,
    password: 'password-sicura',
    confirm_password: 'password-sicura',
    ...overrides,
  };
}

describe('steps (spec 1 §4)', () => {
  it('managers and consultants go through 4 steps, the other roles skip step 3 both ways', () => {
    expect(stepsFor('consultant')).toEqual([1, 2, 3, 4]);
    expect(stepsFor('manager')).toEqual([1, 2, 3, 4]);
    expect(stepsFor('entrepreneur')).toEqual([1, 2, 4]);
    expect(userWizardSteps('create', 'entrepreneur').map((step) => step.title)).toEqual(['Informazioni personali', 'Ruolo e Azienda', 'Credenziali']);
    expect(userWizardSteps('edit', 'manager').map((step) => step.title)).toEqual(['Informazioni personali', 'Ruolo e Azienda', 'Negozi', 'Configurazione']);
    expect(userWizardSteps('create', 'entrepreneur')[2]?.fields).toContain('password');
  });
});

describe('validateStep (spec 1 §5)', () => {
  it('step 1: names, e-mail and phone format', () => {
    expect(validateStep(1, form({ first_name: ' ', last_name: '', email: '' }), create)).toEqual({
      first_name: 'Nome obbligatorio',
      last_name: 'Cognome obbligatorio',
      email: 'Email obbligatoria',
    });
    expect(validateStep(1, form({ email: 'chiara galli@esempio', phone: 'abc' }), create)).toEqual({
      email: 'Formato email non valido',
      phone: 'Formato telefono non valido',
    });
    expect(validateStep(1, form({ phone: '+39 (02) 123-4567' }), create)).toEqual({});
    expect(validateStep(1, form({ phone: '' }), create)).toEqual({});
  });

  it('step 2: role required and manageable; company when one must be chosen', () => {
    expect(validateStep(2, form({ role: '' }), create)).toEqual({ role: 'Ruolo obbligatorio' });
    expect(validateStep(2, form({ role: 'entrepreneur' }), create)).toEqual({ role: 'Ruolo non consentito' });
    expect(validateStep(2, form({ company_id: null }), create)).toEqual({});
    expect(validateStep(2, form({ company_id: null }), { ...create, companyRequired: true })).toEqual({ company_id: 'Company obbligatoria' });
    expect(validateStep(2, form({ company_id: null }), { ...edit, companyRequired: true })).toEqual({});
  });

  it('step 3: a store for managers and consultants, a manager for consultants', () => {
    expect(validateStep(3, form({ store_ids: [], manager_id: null }), create)).toEqual({
      store_ids: 'Almeno un negozio deve essere assegnato',
      manager_id: 'Manager responsabile obbligatorio per i consulenti',
    });
    expect(validateStep(3, form({ role: 'manager', store_ids: [], manager_id: null }), create)).toEqual({
      store_ids: 'Almeno un negozio deve essere assegnato',
    });
    expect(validateStep(3, form({ role: 'entrepreneur', store_ids: [], manager_id: null }), create)).toEqual({});
  });

  it('step 4: password required on create, optional on edit, 8 characters, confirmed', () => {
    expect(validateStep(4, form({ password: '', confirm_password: '' }), create)).toEqual({ password: 'Password obbligatoria' });
    expect(validateStep(4, form({ password: 'corta', confirm_password: 'corta' }), create)).toEqual({
      password: 'Password deve essere di almeno 8 caratteri',
    });
    expect(validateStep(4, form({ confirm_password: 'altra-password' }), create)).toEqual({ confirm_password: 'Le password non coincidono' });
    expect(validateStep(4, form({ password: '', confirm_password: '' }), edit)).toEqual({});
    expect(validateStep(4, form({ password: 'corta', confirm_password: '' }), edit)).toEqual({
      password: 'Password deve essere di almeno 8 caratteri',
      confirm_password: 'Le password non coincidono',
    });
    expect(validateStep(4, form(), edit)).toEqual({});
  });

  it('validateAll skips step 3 for roles without stores', () => {
    expect(validateAll(form({ role: 'manager', store_ids: [] }), create)).toEqual({ store_ids: MSG.userStoresRequired });
    const superadmin: StepRules = { ...create, manageableRoles: ['entrepreneur', 'manager', 'consultant'] };
    expect(validateAll(form({ role: 'entrepreneur', store_ids: [], manager_id: null }), superadmin)).toEqual({});
  });
});

describe('payloads (spec 1 §3)', () => {
  it('create: no confirmation; stores and manager only where they count', () => {
    expect(toCreateBody(form({ phone: ' ' }))).toEqual({
      first_name: 'Chiara',
      last_name: 'Galli',
      email: 'chiara.galli@esempio.it',
      phone: null,
      role: 'consultant',
      company_id: 1,
      store_ids: [2],
      manager_id: 5,
      password: 'password-sicura',
      is_active: true,
      email_verified: true,
      send_welcome_email: true,
    });
    expect(toCreateBody(form({ role: 'manager' }))).toMatchObject({ store_ids: [2], manager_id: null });
    expect(toCreateBody(form({ role: 'entrepreneur' }))).toMatchObject({ store_ids: [], manager_id: null });
  });

  it('update: the password only if entered; no company', () => {
    const body = toUpdateBody(form({ password: '', confirm_password: '', is_active: false }));
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('company_id');
    expect(body).toMatchObject({ is_active: false, email_verified: true, store_ids: [2], manager_id: 5 });
    expect(toUpdateBody(form())).toMatchObject({ password: 'password-sicura' });
  });

  it('the edit form starts from the user', () => {
    const user = {
      id: 9,
      first_name: 'Luca',
      last_name: 'Esposito',
      email: 'consulente@banco.demo',
      phone: null,
      role: 'consultant',
      company_id: 1,
      company_name: 'Demo',
      manager_id: 3,
      manager_name: 'Giulia Verdi',
      store_ids: [1],
      is_active: true,
      email_verified_at: null,
    } as unknown as UserDetail;
    expect(userFormFrom(user)).toMatchObject({
      first_name: 'Luca',
      phone: '',
      role: 'consultant',
      company_id: 1,
      store_ids: [1],
      manager_id: 3,
      password: '',
      email_verified: false,
      send_welcome_email: false,
    });
  });
});

describe('server errors and drafts', () => {
  it('finds the step of a server field error; a draft never keeps the passwords', () => {
    const fieldsOf = (role: Role) => userWizardSteps('create', role).map((step) => step.fields);
    expect(stepOfField(fieldsOf('manager'), 'store_ids.0')).toBe(2);
    expect(stepOfField(fieldsOf('entrepreneur'), 'password')).toBe(2);
    expect(stepOfField(fieldsOf('manager'), '_')).toBeNull();
    expect(userDraft(form())).toMatchObject({ password: '', confirm_password: '', email: 'chiara.galli@esempio.it' });
  });
});

describe('list and pickers', () => {
  it('offers the active managers working in one of the chosen stores, and the current one', () => {
    const managers = [
      { id: 1, store_ids: [1], is_active: true },
      { id: 2, store_ids: [2], is_active: true },
      { id: 3, store_ids: [1, 2], is_active: false },
      { id: 4, store_ids: [3], is_active: true },
    ];
    expect(managersFor(managers, [1], null).map((m) => m.id)).toEqual([1]);
    expect(managersFor(managers, [1, 2], null).map((m) => m.id)).toEqual([1, 2]);
    expect(managersFor(managers, [1], 4).map((m) => m.id)).toEqual([1, 4]);
    expect(managersFor(managers, [], null)).toEqual([]);
  });
});
