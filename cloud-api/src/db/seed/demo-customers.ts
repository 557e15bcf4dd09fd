import { codiceFiscaleCheckCharacter, withPartitaIvaCheckDigit, type CustomerType } from '@banco/shared';
import type { DemoCompanyKey } from './demo-data.ts';

/** A codice fiscale from its first 15 characters (surname, name, birth data, comune) and the computed check letter. */
const codiceFiscale = (first15: string): string => `${first15}${codiceFiscaleCheckCharacter(first15)}`;

export interface DemoCustomer {
  company: DemoCompanyKey;
  /** Code of the store the customer was registered at. */
  store: string;
  customerType: CustomerType;
  firstName?: string;
  lastName?: string;
  taxCode?: string;
  birthDate?: string;
  birthPlace?: string;
  companyName?: string;
  vatNumber?: string;
  legalRepresentative?: string;
  pecEmail?: string;
  sdiCode?: string;
  phone: string;
  email: string | null;
  address: string;
  civicNumber: string;
  city: string;
  province: string;
  postalCode: string;
  documentNumber: string;
  documentIssuedBy: string;
  documentIssuedDate: string;
  documentExpiryDate: string;
  marketingConsent: boolean;
  profilingConsent: boolean;
  /** Manual points assigned by the store's manager at the start (ProFylo), with their reason. */
  points?: { points: number; reason: string };
}

/**
 * Demo customers (spec 2 §3.1): real-looking Italian people and a company, with codici fiscali
 * built by the rules (surname and name letters, year, month letter, day, +40 for women, cadastral
 * code of the comune) and their check letter computed, like the partite IVA of demo-data.ts.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    company: 'demo',
    store: 'MI-001',
    customerType: 'individual',
    firstName: 'Mario',
    lastName: 'Rossi',
    // Milano (F205), 10 December 1985
    taxCode: codiceFiscale('RSSMRA85T10F205'),
    birthDate: '1985-12-10',
    birthPlace: 'Milano',
    phone: '+39 347 210 4455',
    email: 'mario.rossi@esempio.it',
    address: 'Via Paolo Sarpi',
    civicNumber: '14',
    city: 'Milano',
    province: 'MI',
    postalCode: '20154',
    documentNumber: 'CA48213KD',
    documentIssuedBy: 'Comune di Milano',
    documentIssuedDate: '2021-03-02',
    documentExpiryDate: '2031-12-10',
    marketingConsent: true,
    profilingConsent: false,
    points: { points: 650, reason: 'Benvenuto nel programma ProFylo' },
  },
  {
    company: 'demo',
    store: 'MI-001',
    customerType: 'individual',
    firstName: 'Nicolò',
    lastName: 'De Luca',
    // Milano (F205), 30 September 1982
    taxCode: codiceFiscale('DLCNCL82P30F205'),
    birthDate: '1982-09-30',
    birthPlace: 'Milano',
    phone: '+39 338 901 2277',
    email: 'nicolo.deluca@esempio.it',
    address: 'Viale Monza',
    civicNumber: '120',
    city: 'Milano',
    province: 'MI',
    postalCode: '20127',
    documentNumber: 'CA77120PL',
    documentIssuedBy: 'Comune di Milano',
    documentIssuedDate: '2019-09-30',
    documentExpiryDate: '2029-09-30',
    marketingConsent: false,
    profilingConsent: false,
  },
  {
    company: 'demo',
    store: 'RM-001',
    customerType: 'individual',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    // Roma (H501), 22 April 1990, woman (day + 40)
    taxCode: codiceFiscale('BNCGLI90D62H501'),
    birthDate: '1990-04-22',
    birthPlace: 'Roma',
    phone: '+39 333 615 9081',
    email: 'giulia.bianchi@esempio.it',
    address: 'Via Nomentana',
    civicNumber: '233',
    city: 'Roma',
    province: 'RM',
    postalCode: '00161',
    documentNumber: 'CB90215RT',
    documentIssuedBy: 'Comune di Roma',
    documentIssuedDate: '2022-04-22',
    documentExpiryDate: '2032-04-22',
    marketingConsent: true,
    profilingConsent: true,
    points: { points: 1600, reason: 'Recupero punti dalla vecchia tessera' },
  },
  {
    company: 'demo',
    store: 'RM-001',
    customerType: 'individual',
    firstName: 'Chiara',
    lastName: 'Ferrari',
    // Monza (F704), 14 February 1995, woman
    taxCode: codiceFiscale('FRRCHR95B54F704'),
    birthDate: '1995-02-14',
    birthPlace: 'Monza',
    phone: '+39 349 772 3310',
    email: null,
    address: 'Via Appia Nuova',
    civicNumber: '58',
    city: 'Roma',
    province: 'RM',
    postalCode: '00183',
    documentNumber: 'U1A482913X',
    documentIssuedBy: 'Motorizzazione Civile Di Roma',
    documentIssuedDate: '2020-06-01',
    documentExpiryDate: '2030-02-14',
    marketingConsent: false,
    profilingConsent: false,
  },
  {
    company: 'demo',
    store: 'MI-001',
    customerType: 'company',
    companyName: 'Bar Centrale S.N.C.',
    vatNumber: withPartitaIvaCheckDigit('0456789015'),
    legalRepresentative: 'Marco Galli',
    pecEmail: 'barcentrale@pec.it',
    sdiCode: 'M5UXCR1',
    phone: '+39 02 3653 1180',
    email: 'info@barcentrale.it',
    address: 'Corso Buenos Aires',
    civicNumber: '33',
    city: 'Milano',
    province: 'MI',
    postalCode: '20124',
    documentNumber: 'CA11874GG',
    documentIssuedBy: 'Comune di Milano',
    documentIssuedDate: '2023-01-10',
    documentExpiryDate: '2033-01-10',
    marketingConsent: true,
    profilingConsent: false,
  },
  {
    company: 'sud',
    store: 'NA-001',
    customerType: 'individual',
    firstName: 'Salvatore',
    lastName: 'Esposito',
    // Napoli (F839), 3 July 1978
    taxCode: codiceFiscale('SPSSVT78L03F839'),
    birthDate: '1978-07-03',
    birthPlace: 'Napoli',
    phone: '+39 331 448 2290',
    email: 'salvatore.esposito@esempio.it',
    address: 'Via Toledo',
    civicNumber: '41',
    city: 'Napoli',
    province: 'NA',
    postalCode: '80134',
    documentNumber: 'CA30056NA',
    documentIssuedBy: 'Comune di Napoli',
    documentIssuedDate: '2018-07-03',
    documentExpiryDate: '2028-07-03',
    marketingConsent: true,
    profilingConsent: false,
  },
  {
    company: 'rivale',
    store: 'TO-001',
    customerType: 'individual',
    firstName: 'Laura',
    lastName: 'Conti',
    // Torino (L219), 5 November 1988, woman
    taxCode: codiceFiscale('CNTLRA88S45L219'),
    birthDate: '1988-11-05',
    birthPlace: 'Torino',
    phone: '+39 340 118 7765',
    email: 'laura.conti@esempio.it',
    address: 'Via Po',
    civicNumber: '7',
    city: 'Torino',
    province: 'TO',
    postalCode: '10124',
    documentNumber: 'CA66290TO',
    documentIssuedBy: 'Comune di Torino',
    documentIssuedDate: '2020-11-05',
    documentExpiryDate: '2030-11-05',
    marketingConsent: false,
    profilingConsent: false,
  },
];
