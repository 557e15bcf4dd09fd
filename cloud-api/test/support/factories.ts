import {
  codiceFiscaleCheckCharacter,
  withPartitaIvaCheckDigit,
  type CustomerBody,
  type CustomerDetail,
} from '@banco/shared';
import type {
  CompanyDetail,
  CreateCompanyBody,
  CreateUserBody,
  LoginResult,
  OperatorCategory,
  PublicPlan,
  Role,
  SettingsOperator,
  StoreCreateBody,
  StoreDto,
  UserDto,
} from '@banco/shared';
import { DEMO_PASSWORD } from '../../src/index.ts';
import type { Envelope, TestServer } from './test-server.ts';

/**
 * Rows a test owns, built through the real API as the platform's superadmin (the one demo account
 * factories rely on): a test that changes them cannot disturb another test, nor lean on demo rows.
 */
export interface Factories {
  /** A company on `plan` (default Max: no store or user limit), active, with the default operators. */
  company(fields?: Partial<CreateCompanyBody> & { plan?: string }): Promise<{ id: number; name: string }>;
  /** A store of `companyId`, active, selling TIM unless other operators are given. */
  store(companyId: number, fields?: Partial<StoreCreateBody>): Promise<{ id: number; code: string; name: string }>;
  /** A user of `companyId` with `role`, its stores (manager, consultant) and manager (consultant). */
  user(fields: UserFields): Promise<FactoryUser>;
  /** An operator of `companyId` (Impostazioni → Operatori). */
  operator(companyId: number, fields?: { name?: string; category?: OperatorCategory; isActive?: boolean }): Promise<SettingsOperator>;
  /** A company on `plan` (default Max) with one store, its owner (entrepreneur) and the store's manager, both signed in. */
  ownedCompany(plan?: string): Promise<OwnedCompany>;
  /** A customer of `companyId`: a person with a new valid codice fiscale unless `fields` say otherwise. */
  customer(companyId: number, fields?: Partial<CustomerBody>): Promise<CustomerDetail>;
}

/**
 * A complete, valid customer wizard payload for a person (spec 2 §5.1) with a codice fiscale and a
 * partita IVA new at each call (for company customers: `customer_type: 'company'` and company fields).
 */
export function customerBody(fields: Partial<CustomerBody> = {}): CustomerBody {
  const seed = counter++;
  return {
    customer_type: 'individual',
    first_name: 'Giulia',
    last_name: 'Bianchi',
    tax_code: testTaxCode(seed),
    birth_date: '1985-12-10',
    phone: '+39 333 1234567',
    email: `cliente.${unique()}@test.banco`,
    address: 'Via Roma 10',
    city: 'Milano',
    province: 'MI',
    postal_code: '20121',
    document_type: 'identity_card',
    document_number: 'CA12345AB',
    document_issued_by: 'Comune di Milano',
    document_issued_date: '2020-01-15',
    document_expiry_date: '2035-12-10',
    privacy_consent: true,
    ...fields,
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid codice fiscale (born 10/12/1985 in Milano), its name letters from `seed` and the process: new at each seed. */
export function testTaxCode(seed: number): string {
  let n = seed + (process.pid % 1000) * 100_000;
  let letters = '';
  for (let i = 0; i < 6; i++) {
    letters += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  const first15 = `${letters}85T10F205`;
  return `${first15}${codiceFiscaleCheckCharacter(first15)}`;
}

/** A valid partita IVA from `seed`. */
export function testVatNumber(seed: number): string {
  const first10 = String(seed + (process.pid % 1000) * 1_000_000).padStart(10, '0');
  return withPartitaIvaCheckDigit(first10);
}

export interface OwnedCompany {
  company: { id: number; name: string };
  store: { id: number; code: string; name: string };
  owner: FactoryUser;
  manager: FactoryUser;
  /** The owner's and the manager's access tokens. */
  token: string;
  managerToken: string;
}

export interface UserFields {
  role: Exclude<Role, 'superadmin'>;
  companyId: number;
  storeIds?: number[];
  managerId?: number;
  password?: string;
  isActive?: boolean;
}

export interface FactoryUser {
  id: number;
  email: string;
  password: string;
  login(): Promise<LoginResult>;
}

const SUPERADMIN = 'superadmin@banco.demo';

let counter = 0;
/** Unique within the run: test files run in parallel on databases cut from one template. */
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(counter++).toString(36)}`;

export function factories(server: TestServer): Factories {
  let token: Promise<string> | undefined;
  const superadminToken = () => (token ??= server.login(SUPERADMIN).then((session) => session.access_token));

  /** POST as the superadmin (a new session if the cached one was ended); throws unless `expected`. */
  async function post<T>(path: string, body: unknown, expected = 201): Promise<T> {
    let res = await server.request<Envelope>('POST', `/api${path}`, { token: await superadminToken(), body });
    if (res.status === 401) {
      token = undefined;
      res = await server.request<Envelope>('POST', `/api${path}`, { token: await superadminToken(), body });
    }
    if (res.status !== expected) throw new Error(`factory POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  }

  async function planId(name: string): Promise<number> {
    const res = await server.request<Envelope>('GET', '/api/public/plans');
    const plan = (res.body.data as PublicPlan[]).find((p) => p.name === name);
    if (!plan) throw new Error(`factory: no plan ${name}`);
    return plan.id;
  }

  const make: Factories = {
    async company({ plan = 'Max', ...fields } = {}) {
      const id = unique();
      const body: CreateCompanyBody = {
        name: `Azienda ${id} S.r.l.`,
        email: `azienda.${id}@test.banco`,
        subscription_plan_id: await planId(plan),
        billing_cycle: 'monthly',
        subscription_status: 'active',
        ...fields,
      };
      const company = await post<CompanyDetail>('/companies', body);
      return { id: company.id, name: company.name };
    },

    async store(companyId, fields = {}) {
      const body: StoreCreateBody = {
        company_id: companyId,
        name: `Negozio ${unique()}`,
        address: 'Via Roma 1',
        city: 'Pavia',
        province: 'PV',
        postal_code: '27100',
        phone: '0382 123456',
        operators_telecom: ['TIM'],
        ...fields,
      };
      const store = await post<StoreDto>('/stores', body);
      return { id: store.id, code: store.code, name: store.name };
    },

    async user({ role, companyId, storeIds = [], managerId, password = DEMO_PASSWORD, isActive = true }) {
      const email = `utente.${unique()}@test.banco`;
      const body: CreateUserBody = {
        first_name: 'Utente',
        last_name: 'Di Prova',
        email,
        role,
        company_id: companyId,
        store_ids: storeIds,
        manager_id: managerId,
        password,
        is_active: isActive,
        send_welcome_email: false,
      };
      const { user } = await post<{ user: UserDto }>('/users', body);
      return { id: user.id, email, password, login: () => server.login(email, password) };
    },

    async operator(companyId, { name = `Operatore ${unique()}`, category = 'mobile', isActive = true } = {}) {
      return post<SettingsOperator>('/settings/operators', { company_id: companyId, name, category, is_active: isActive });
    },

    async ownedCompany(plan) {
      const company = await make.company(plan === undefined ? {} : { plan });
      const store = await make.store(company.id);
      const owner = await make.user({ role: 'entrepreneur', companyId: company.id });
      const manager = await make.user({ role: 'manager', companyId: company.id, storeIds: [store.id] });
      const [token, managerToken] = await Promise.all([owner.login(), manager.login()]);
      return { company, store, owner, manager, token: token.access_token, managerToken: managerToken.access_token };
    },

    customer(companyId, fields = {}) {
      return post<CustomerDetail>('/customers', { ...customerBody(fields), company_id: companyId });
    },
  };
  return make;
}
