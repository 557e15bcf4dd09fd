import { withPartitaIvaCheckDigit, type Role } from '@banco/shared';

/** Demo data: the one place main.ts, tests and the login hint read the demo accounts from. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  role: Role;
  password: string;
  firstName: string;
  lastName: string;
  /** Key of the primary company in DEMO_COMPANIES; null for superadmin. */
  company: DemoCompanyKey | null;
  /** Extra companies (entrepreneurs). */
  assignedCompanies: DemoCompanyKey[];
  /** Store codes (managers and consultants). */
  stores: string[];
  /** E-mail of the supervising manager (consultants). */
  managerEmail: string | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'superadmin@banco.demo', role: 'superadmin', password: DEMO_PASSWORD, firstName: 'Sara', lastName: 'Bianchi', company: null, assignedCompanies: [], stores: [], managerEmail: null },
  { email: 'imprenditore@banco.demo', role: 'entrepreneur', password: DEMO_PASSWORD, firstName: 'Marco', lastName: 'Rossi', company: 'demo', assignedCompanies: ['sud'], stores: [], managerEmail: null },
  { email: 'manager@banco.demo', role: 'manager', password: DEMO_PASSWORD, firstName: 'Giulia', lastName: 'Verdi', company: 'demo', assignedCompanies: [], stores: ['MI-001'], managerEmail: null },
  { email: 'consulente@banco.demo', role: 'consultant', password: DEMO_PASSWORD, firstName: 'Luca', lastName: 'Esposito', company: 'demo', assignedCompanies: [], stores: ['MI-001'], managerEmail: 'manager@banco.demo' },
  { email: 'rivale@banco.demo', role: 'entrepreneur', password: DEMO_PASSWORD, firstName: 'Paolo', lastName: 'Ferrari', company: 'rivale', assignedCompanies: [], stores: [], managerEmail: null },
];

export type DemoCompanyKey = 'demo' | 'sud' | 'rivale';

export interface DemoStore {
  code: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email: string;
  operatorsTelecom: string[];
  operatorsEnergy: string[];
  operatorsMobility: string[];
  whatsappNumber: string | null;
}

export interface DemoCompany {
  name: string;
  businessName: string;
  email: string;
  phone: string;
  vatNumber: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  website: string;
  plan: string;
  stores: DemoStore[];
}

const TELECOM = ['TIM', 'Vodafone', 'WindTre', 'Iliad'];
const ENERGY = ['Enel Energia', 'Edison'];
const MOBILITY = ['Be Charge'];

/** Partite IVA: 7 company digits + provincial office code + computed check digit. */
export const DEMO_COMPANIES: Readonly<Record<DemoCompanyKey, DemoCompany>> = {
  demo: {
    name: 'Demo Telefonia S.r.l.',
    businessName: 'Demo Telefonia S.r.l.',
    email: 'amministrazione@demotelefonia.it',
    phone: '+39 02 8645 1200',
    vatNumber: withPartitaIvaCheckDigit('0987654015'),
    address: 'Via Torino 51',
    city: 'Milano',
    province: 'MI',
    postalCode: '20123',
    website: 'https://www.demotelefonia.it',
    plan: 'Multi',
    stores: [
      {
        code: 'MI-001',
        name: 'Demo Telefonia Milano',
        address: 'Corso di Porta Romana 46',
        city: 'Milano',
        province: 'MI',
        postalCode: '20121',
        phone: '+39 02 5831 0452',
        email: 'milano@demotelefonia.it',
        operatorsTelecom: TELECOM,
        operatorsEnergy: ENERGY,
        operatorsMobility: MOBILITY,
        whatsappNumber: '+393401234567',
      },
      {
        code: 'RM-001',
        name: 'Demo Telefonia Roma',
        address: 'Via Tiburtina 112',
        city: 'Roma',
        province: 'RM',
        postalCode: '00185',
        phone: '+39 06 4470 2318',
        email: 'roma@demotelefonia.it',
        operatorsTelecom: TELECOM,
        operatorsEnergy: ENERGY,
        operatorsMobility: MOBILITY,
        whatsappNumber: null,
      },
    ],
  },
  sud: {
    name: 'Demo Telefonia Sud S.r.l.',
    businessName: 'Demo Telefonia Sud S.r.l.',
    email: 'amministrazione@demotelefoniasud.it',
    phone: '+39 081 552 7810',
    vatNumber: withPartitaIvaCheckDigit('0876543063'),
    address: 'Via Toledo 256',
    city: 'Napoli',
    province: 'NA',
    postalCode: '80134',
    website: 'https://www.demotelefoniasud.it',
    plan: 'Single',
    stores: [
      {
        code: 'NA-001',
        name: 'Demo Telefonia Napoli',
        address: 'Via Toledo 256',
        city: 'Napoli',
        province: 'NA',
        postalCode: '80134',
        phone: '+39 081 552 7811',
        email: 'napoli@demotelefoniasud.it',
        operatorsTelecom: ['TIM', 'WindTre', 'Iliad'],
        operatorsEnergy: ['Enel Energia'],
        operatorsMobility: [],
        whatsappNumber: null,
      },
    ],
  },
  rivale: {
    name: 'Rivale Mobile S.r.l.',
    businessName: 'Rivale Mobile S.r.l.',
    email: 'info@rivalemobile.it',
    phone: '+39 011 562 3340',
    vatNumber: withPartitaIvaCheckDigit('0765432001'),
    address: 'Via Roma 98',
    city: 'Torino',
    province: 'TO',
    postalCode: '10121',
    website: 'https://www.rivalemobile.it',
    plan: 'Single',
    stores: [
      {
        code: 'TO-001',
        name: 'Rivale Mobile Torino',
        address: 'Via Garibaldi 20',
        city: 'Torino',
        province: 'TO',
        postalCode: '10122',
        phone: '+39 011 562 3341',
        email: 'torino@rivalemobile.it',
        operatorsTelecom: ['Vodafone', 'Iliad'],
        operatorsEnergy: ['Edison'],
        operatorsMobility: [],
        whatsappNumber: null,
      },
    ],
  },
};
