import {
  MIN_PASSWORD_LENGTH,
  MSG,
  roleHasStores,
  roleNeedsManager,
  toValidationErrors,
  userPersonalInfoSchema,
  type CreateUserBody,
  type Role,
  type UpdateUserBody,
  type UserDetail,
} from '@banco/shared';

/**
 * The user wizard's model (spec 1 §2 User wizards, §4 User, §5 User wizard): its values, its
 * steps, the validation of each step, and the payloads it sends. No React here.
 */
export type WizardMode = 'create' | 'edit';
export type WizardStep = 1 | 2 | 3 | 4;

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: Role | '';
  company_id: number | null;
  store_ids: number[];
  manager_id: number | null;
  password: string;
  confirm_password: string;
  is_active: boolean;
  email_verified: boolean;
  send_welcome_email: boolean;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export const STEP_TITLES: Readonly<Record<WizardMode, Record<WizardStep, string>>> = {
  create: { 1: 'Informazioni personali', 2: 'Ruolo e Azienda', 3: 'Negozi', 4: 'Credenziali' },
  edit: { 1: 'Informazioni personali', 2: 'Ruolo e Azienda', 3: 'Negozi', 4: 'Configurazione' },
};

/** Which step shows which field (server validation_errors are shown under these). */
export const STEP_FIELDS: Readonly<Record<WizardStep, readonly UserFormField[]>> = {
  1: ['first_name', 'last_name', 'email', 'phone'],
  2: ['role', 'company_id'],
  3: ['store_ids', 'manager_id'],
  4: ['password', 'confirm_password', 'is_active', 'email_verified', 'send_welcome_email'],
};

export const FIELD_LABELS: Readonly<Record<UserFormField, string>> = {
  first_name: 'Nome',
  last_name: 'Cognome',
  email: 'Email',
  phone: 'Telefono',
  role: 'Ruolo',
  company_id: 'Azienda',
  store_ids: 'Negozi',
  manager_id: 'Manager responsabile',
  password: 'Password',
  confirm_password: 'Conferma password',
  is_active: 'Account attivo',
  email_verified: 'Email verificata',
  send_welcome_email: 'Email di benvenuto',
};

export function emptyUserForm(companyId: number | null): UserFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    role: '',
    company_id: companyId,
    store_ids: [],
    manager_id: null,
    password: '',
    confirm_password: '',
    // spec 1 §9: welcome e-mail, active account and verified e-mail default to true
    is_active: true,
    email_verified: true,
    send_welcome_email: true,
  };
}

/** The edit wizard starts from the user as the server shows it. */
export function userFormFrom(user: UserDetail): UserFormValues {
  return {
    ...emptyUserForm(user.company_id),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    store_ids: [...user.store_ids],
    manager_id: user.manager_id,
    is_active: user.is_active,
    email_verified: user.email_verified_at !== null,
    send_welcome_email: false,
  };
}

/** Steps of a role: 3 only for managers and consultants (spec 1 §4). */
export function stepsFor(role: Role | ''): WizardStep[] {
  return roleHasStores(role) ? [1, 2, 3, 4] : [1, 2, 4];
}

export function nextStep(step: WizardStep, role: Role | ''): WizardStep {
  const steps = stepsFor(role);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? step;
}

export function previousStep(step: WizardStep, role: Role | ''): WizardStep {
  const steps = stepsFor(role);
  const index = steps.indexOf(step);
  // a step the role skips (3 after the role changed) goes back to 2
  if (index === -1) return 2;
  return steps[Math.max(index - 1, 0)] ?? step;
}

export interface StepRules {
  mode: WizardMode;
  /** data.permissions.manageable_roles of the list. */
  manageableRoles: readonly Role[];
  /** A company must be chosen (superadmin, or more than one company available). */
  companyRequired: boolean;
}

/** The §5 messages of one step; empty when the step may be left. */
export function validateStep(step: WizardStep, values: UserFormValues, rules: StepRules): UserFormErrors {
  const errors: UserFormErrors = {};
  switch (step) {
    case 1: {
      const parsed = userPersonalInfoSchema.safeParse({
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        phone: values.phone,
      });
      if (!parsed.success) Object.assign(errors, toValidationErrors(parsed.error));
      break;
    }
    case 2:
      if (values.role === '') errors.role = MSG.roleRequired;
      else if (!rules.manageableRoles.includes(values.role)) errors.role = MSG.roleNotAllowed;
      if (rules.mode === 'create' && rules.companyRequired && values.company_id === null) errors.company_id = MSG.userCompanyRequired;
      break;
    case 3:
      if (roleHasStores(values.role) && values.store_ids.length === 0) errors.store_ids = MSG.userStoresRequired;
      if (roleNeedsManager(values.role) && values.manager_id === null) errors.manager_id = MSG.userManagerRequired;
      break;
    case 4: {
      const entered = values.password !== '' || values.confirm_password !== '';
      if (rules.mode === 'create' && values.password === '') errors.password = MSG.userPasswordRequired;
      else if (entered && values.password.length < MIN_PASSWORD_LENGTH) errors.password = MSG.passwordMin8;
      if (entered && values.confirm_password !== values.password) errors.confirm_password = MSG.passwordsDoNotMatch;
      break;
    }
  }
  return errors;
}

/** Every step the role goes through, as on submit. */
export function validateAll(values: UserFormValues, rules: StepRules): UserFormErrors {
  return Object.assign({}, ...stepsFor(values.role).map((step) => validateStep(step, values, rules))) as UserFormErrors;
}

/** Server field errors (validation_errors) as form errors; the others are listed apart. */
export function formErrorsFrom(validationErrors: Readonly<Record<string, string>>): { fields: UserFormErrors; other: string[] } {
  const fields: UserFormErrors = {};
  const other: string[] = [];
  const known = new Set<string>(Object.values(STEP_FIELDS).flat());
  for (const [key, message] of Object.entries(validationErrors)) {
    const field = key.split('.')[0] ?? key;
    if (known.has(field)) fields[field as UserFormField] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

/** Form errors that are not on `step`, labelled, for the summary shown on step 1. */
export function errorsOutside(step: WizardStep, errors: UserFormErrors): string[] {
  return (Object.entries(errors) as [UserFormField, string | undefined][])
    .filter(([field, message]) => message !== undefined && !STEP_FIELDS[step].includes(field))
    .map(([field, message]) => `${FIELD_LABELS[field]}: ${message ?? ''}`);
}

/** POST /users (spec 1 §3): the confirmation is not sent; stores and manager only where they count. */
export function toCreateBody(values: UserFormValues): CreateUserBody {
  const role = values.role === '' ? 'consultant' : values.role;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    role,
    company_id: values.company_id,
    store_ids: roleHasStores(role) ? values.store_ids : [],
    manager_id: roleNeedsManager(role) ? values.manager_id : null,
    password: values.password,
    is_active: values.is_active,
    email_verified: values.email_verified,
    send_welcome_email: values.send_welcome_email,
  };
}

/** PUT /users/{id} (spec 1 §3): the password only if entered. */
export function toUpdateBody(values: UserFormValues): UpdateUserBody {
  const role = values.role === '' ? 'consultant' : values.role;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    role,
    is_active: values.is_active,
    email_verified: values.email_verified,
    ...(values.password !== '' ? { password: values.password } : {}),
    store_ids: roleHasStores(role) ? values.store_ids : [],
    manager_id: roleNeedsManager(role) ? values.manager_id : null,
  };
}

/** Stores shown in the list: the first MAX, then '+N altri' (spec 1 §2, §9). */
export function storesSummary(names: readonly string[], max: number): { shown: string[]; more: string | null } {
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} altri` : null };
}

/** Managers a consultant can have: those working in one of its stores (the server's rule). */
export function managersFor<T extends { id: number; store_ids: readonly number[]; is_active: boolean }>(
  managers: readonly T[],
  storeIds: readonly number[],
  currentId: number | null,
): T[] {
  return managers.filter(
    (manager) => manager.id === currentId || (manager.is_active && manager.store_ids.some((id) => storeIds.includes(id))),
  );
}
