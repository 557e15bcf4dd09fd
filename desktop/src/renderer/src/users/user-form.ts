import {
  MSG,
  createUserBodySchema,
  roleHasStores,
  roleNeedsManager,
  updateUserBodySchema,
  type CreateUserBody,
  type Role,
  type UpdateUserBody,
  type UserDetail,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../components/wizard/form-schema.ts';
import type { WizardStepConfig } from '../components/wizard/wizard-step-config.ts';

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

/** What the shell shows with each step, beside its title (spec 2 §3.8). */
const STEP_GUIDE: Readonly<Record<WizardStep, Pick<WizardStepConfig, 'description' | 'estimatedMinutes' | 'helpText'>>> = {
  1: { description: 'Nome, cognome e contatti', estimatedMinutes: 1, helpText: "L'e-mail è il nome con cui l'utente accede a Banco." },
  2: { description: 'Cosa può fare e per quale azienda', estimatedMinutes: 1, helpText: 'Manager e consulenti lavorano nei negozi che scegli al passo successivo.' },
  3: { description: 'Dove lavora e chi lo segue', estimatedMinutes: 1, helpText: 'Un consulente è seguito da un manager di almeno uno dei suoi negozi.' },
  4: { description: 'Accesso e stato dell\'account', estimatedMinutes: 1, helpText: 'La password ha almeno 8 caratteri; un account disattivato non può accedere.' },
};

/** The steps the role goes through, in order (the generic wizard's step configs, with the step → fields map). */
export function userWizardSteps(mode: WizardMode, role: Role | ''): WizardStepConfig[] {
  return stepsFor(role).map((step) => ({ id: `step-${step}`, title: STEP_TITLES[mode][step], fields: STEP_FIELDS[step], ...STEP_GUIDE[step] }));
}

export interface StepRules {
  mode: WizardMode;
  /** data.permissions.manageable_roles of the list. */
  manageableRoles: readonly Role[];
  /** A company must be chosen (superadmin, or more than one company available). */
  companyRequired: boolean;
}

/**
 * The wizard's rules (spec 1 §5): the shared create or update schema on the body the wizard sends (names,
 * e-mail, phone, role, stores and manager, password), and what only the form knows: the roles this user
 * manages, a company to choose, the password typed twice.
 */
export function userWizardSchema(rules: StepRules) {
  return formSchema<UserFormValues>((values, add) => {
    if (rules.mode === 'create') addIssuesOf(add, createUserBodySchema, toCreateBody(values));
    else addIssuesOf(add, updateUserBodySchema, toUpdateBody(values));
    if (values.role !== '' && !rules.manageableRoles.includes(values.role)) add('role', MSG.roleNotAllowed);
    if (rules.mode === 'create' && rules.companyRequired && values.company_id === null) add('company_id', MSG.userCompanyRequired);
    const entered = values.password !== '' || values.confirm_password !== '';
    if (entered && values.confirm_password !== values.password) add('confirm_password', MSG.passwordsDoNotMatch);
  });
}

/** What a draft keeps: everything but the passwords (a draft sits in the browser's storage). */
export function userDraft(values: UserFormValues): UserFormValues {
  return { ...values, password: '', confirm_password: '' };
}

/** POST /users (spec 1 §3): the confirmation is not sent; stores and manager only where they count. */
export function toCreateBody(values: UserFormValues): CreateUserBody {
  const role = values.role;
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
  const role = values.role;
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
