import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { MSG, TEXT_TOO_LONG } from '../validation/messages.ts';

/**
 * The comuni lookups of the customer wizard (spec 2 §3.1, §4, §7), on the server's dataset of
 * every cadastral code (current and suppressed comuni, foreign countries). Any signed-in user.
 */

/** ?codice_c=F205: a letter and 3 digits (the cadastral code of a codice fiscale), any case. */
export const comuneByCodeQuerySchema = z.object({
  codice_c: z
    .string({ error: MSG.codiceCatastaleInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][0-9]{3}$/, MSG.codiceCatastaleInvalid),
});
export type ComuneByCodeQuery = z.input<typeof comuneByCodeQuerySchema>;

/** ?comune=Milano, optionally &provincia=MI to choose among comuni of the same name. */
export const provinciaByComuneQuerySchema = z.object({
  comune: z.string({ error: MSG.comuneNameRequired }).trim().min(1, MSG.comuneNameRequired).max(100, TEXT_TOO_LONG),
  provincia: z
    .string({ error: MSG.provinceInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MSG.provinceInvalid)
    .optional(),
});
export type ProvinciaByComuneQuery = z.input<typeof provinciaByComuneQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A cadastral code's place: the birth place of a codice fiscale (data.nome, spec 2 §7). */
export const comuneByCodeSchema = z.object({
  nome: z.string(),
  codice_catastale: z.string(),
  /** Null for a foreign country; for a suppressed comune the province it had. */
  provincia_sigla: z.string().nullable(),
  /** A Z code: born abroad (the nationality is not 'Italiana' by default). */
  stato_estero: z.boolean(),
  /** A comune that no longer exists (merged or renamed); its code still appears in older codici fiscali. */
  soppresso: z.boolean(),
  valido_dal: isoDate,
  valido_al: isoDate.nullable(),
});
export type ComuneByCode = z.infer<typeof comuneByCodeSchema>;

const comuneAddressSchema = z.object({
  nome: z.string(),
  provincia_sigla: z.string(),
  /** The comune's CAP when it has one only; null for a multi-CAP city or when the dataset has none. */
  cap: z.string().nullable(),
  /** Every CAP of the comune (December 2019 data), [] when unknown. */
  caps: z.array(z.string()),
  codice_catastale: z.string(),
});
export type ComuneAddress = z.infer<typeof comuneAddressSchema>;

/**
 * The province and CAP of a current comune by name (data.provincia_sigla, data.cap, spec 2 §7):
 * case-, accent- and apostrophe-insensitive. Several comuni of that name (Castro BG and LE...)
 * without ?provincia: the top-level fields are null and `omonimi` lists them to choose from.
 */
export const provinciaByComuneSchema = z.object({
  nome: z.string(),
  provincia_sigla: z.string().nullable(),
  cap: z.string().nullable(),
  caps: z.array(z.string()),
  codice_catastale: z.string().nullable(),
  omonimi: z.array(comuneAddressSchema),
});
export type ProvinciaByComune = z.infer<typeof provinciaByComuneSchema>;

export const comuniContract = {
  byCodiceCatastale: defineEndpoint({
    method: 'GET',
    path: '/comuni/by-codice-c',
    access: 'authenticated',
    query: comuneByCodeQuerySchema,
    response: comuneByCodeSchema,
  }),
  provinciaByComune: defineEndpoint({
    method: 'GET',
    path: '/comuni/provincia-by-comune',
    access: 'authenticated',
    query: provinciaByComuneQuerySchema,
    response: provinciaByComuneSchema,
  }),
};
