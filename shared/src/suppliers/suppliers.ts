import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from '../api/pagination.ts';
import { isValidPartitaIva, normalizePartitaIva } from '../italy/partita-iva.ts';
import { MSG, TEXT_TOO_LONG } from '../validation/messages.ts';
import { idField, optionalPhoneField, queryFlagField } from '../validation/fields.ts';

/**
 * A company's supplier (spec 3 §2 "Goods-loading wizard" step 1, §5, §7 "Inventory module"): name and
 * code required, the code upper case and at most 5 characters, a type; verified and active flags.
 */
export const SUPPLIER_TYPES = ['telecom', 'energia', 'accessori', 'riparazioni'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const SUPPLIER_TYPE_LABELS: Readonly<Record<SupplierType, string>> = {
  telecom: 'Telecomunicazioni',
  energia: 'Energia',
  accessori: 'Accessori',
  riparazioni: 'Riparazioni',
};

export const SUPPLIER_MSG = {
  nameAndCodeRequired: 'Nome e codice fornitore sono obbligatori',
  codeInvalid: 'Codice fornitore non valido (al massimo 5 lettere o cifre)',
  typeInvalid: 'Tipo fornitore non valido',
  textTooLong: TEXT_TOO_LONG,
  codeTaken: 'Esiste già un fornitore con questo codice',
  nameTaken: 'Esiste già un fornitore con questo nome',
  notFound: 'Fornitore non trovato',
  created: 'Fornitore creato con successo',
  updated: 'Fornitore aggiornato con successo',
  verified: 'Fornitore verificato',
  statusChanged: 'Stato del fornitore aggiornato',
} as const;

const S = SUPPLIER_MSG;
const optionalText = (max: number) =>
  z
    .string({ error: MSG.valueInvalid })
    .trim()
    .max(max, S.textTooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const supplierBodySchema = z.object({
  /** The superadmin names the company; everyone else works in the session's. */
  company_id: idField.nullable().optional(),
  name: z.string({ error: S.nameAndCodeRequired }).trim().min(1, S.nameAndCodeRequired).max(200, S.textTooLong),
  // checked as typed, then upper-cased: upper-casing first turned letters that are no code's ('ß', 'ı')
  // into ASCII ones ('SS', 'I') and saved a code nobody typed
  code: z
    .string({ error: S.nameAndCodeRequired })
    .trim()
    .min(1, S.nameAndCodeRequired)
    .refine((value) => value === '' || /^[A-Za-z0-9]{1,5}$/.test(value), S.codeInvalid)
    .transform((value) => value.toUpperCase()),
  type: z.enum(SUPPLIER_TYPES, { error: S.typeInvalid }).default('accessori'),
  vat_number: z
    .string({ error: MSG.partitaIvaInvalid })
    .transform((value) => (value.trim() === '' ? null : normalizePartitaIva(value)))
    .refine((value) => value === null || isValidPartitaIva(value), MSG.partitaIvaInvalid)
    .nullable()
    .optional(),
  email: z
    .string({ error: MSG.emailInvalid })
    .trim()
    .refine((value) => value === '' || z.email().max(254).safeParse(value).success, MSG.emailInvalid)
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullable()
    .optional(),
  /** Banco's one rule for a phone (isPhoneNumber), as a user's, a store's or a company's. */
  phone: optionalPhoneField,
  notes: optionalText(1000),
});
export type SupplierBody = z.input<typeof supplierBodySchema>;
export type SupplierInput = z.output<typeof supplierBodySchema>;

export const supplierListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, S.textTooLong).optional(),
  active: queryFlagField,
});

export const supplierDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  type: z.enum(SUPPLIER_TYPES),
  vat_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  verified: z.boolean(),
  active: z.boolean(),
});
export type SupplierDto = z.infer<typeof supplierDtoSchema>;

export const supplierListDataSchema = z.object({
  suppliers: z.array(supplierDtoSchema),
  pagination: paginationSchema,
});
export type SupplierListData = z.infer<typeof supplierListDataSchema>;

/** GET /warehouse/suppliers (spec 3 §7 "Second flow": data.suppliers with id, name, verified): the active ones. */
export const supplierPicksSchema = z.object({ suppliers: z.array(supplierDtoSchema.pick({ id: true, name: true, verified: true })) });
