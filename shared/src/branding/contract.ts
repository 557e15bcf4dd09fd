import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';
import { imageDataUrlField } from '../validation/image-data-url.ts';

/**
 * Impostazioni → Personalizzazione (company owners): the logo and the header and footer texts of
 * receipts and of documents (PDF). Every printed document and PDF takes them from the server's
 * documentBranding() (cloud-api/src/modules/branding/document-branding.ts).
 */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** A receipt printer's roll: a few short lines. */
export const RECEIPT_TEXT_MAX = 300;
export const RECEIPT_LINES_MAX = 6;
export const DOCUMENT_TEXT_MAX = 1000;

export const BRANDING_MSG = {
  receiptTooLong: `Al massimo ${RECEIPT_TEXT_MAX} caratteri e ${RECEIPT_LINES_MAX} righe sullo scontrino`,
  documentTooLong: `Al massimo ${DOCUMENT_TEXT_MAX} caratteri`,
  logoRequired: 'Scegli un\'immagine PNG o JPEG',
  logoInvalid: 'Il logo deve essere un\'immagine PNG o JPEG',
  logoTooLarge: `Il logo può pesare al massimo ${LOGO_MAX_BYTES / 1024} KB`,
  saved: 'Personalizzazione salvata con successo',
  logoSaved: 'Logo caricato con successo',
  logoRemoved: 'Logo rimosso',
} as const;

function lines(text: string): number {
  return text.split('\n').length;
}

/** '' clears; CRLF becomes LF; trailing spaces of the whole text go. */
const text = (max: number, message: string, maxLines = Infinity) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => value.length <= max && lines(value) <= maxLines, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const brandingBodySchema = z.object({
  receipt_header: text(RECEIPT_TEXT_MAX, BRANDING_MSG.receiptTooLong, RECEIPT_LINES_MAX),
  receipt_footer: text(RECEIPT_TEXT_MAX, BRANDING_MSG.receiptTooLong, RECEIPT_LINES_MAX),
  document_header: text(DOCUMENT_TEXT_MAX, BRANDING_MSG.documentTooLong),
  document_footer: text(DOCUMENT_TEXT_MAX, BRANDING_MSG.documentTooLong),
});
export type BrandingBody = z.input<typeof brandingBodySchema>;

/**
 * PUT /settings/branding/logo: the image as a data URL (`data:image/png;base64,...`). The server
 * trusts only the bytes: their signature decides PNG or JPEG, whatever the URL claims.
 */
export const logoBodySchema = z.object({
  logo: imageDataUrlField(LOGO_MAX_BYTES, { required: BRANDING_MSG.logoRequired, tooLarge: BRANDING_MSG.logoTooLarge, invalid: BRANDING_MSG.logoInvalid }),
});
export type LogoBody = z.input<typeof logoBodySchema>;

export const brandingSchema = z.object({
  /** The logo as a data URL, ready for an <img>; null without one. */
  logo_url: z.string().nullable(),
  logo_type: z.enum(LOGO_TYPES).nullable(),
  logo_bytes: z.number().int().nullable(),
  receipt_header: z.string().nullable(),
  receipt_footer: z.string().nullable(),
  document_header: z.string().nullable(),
  document_footer: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

/**
 * GET /branding/receipt: what a receipt carries above and below the sale (the logo, then the
 * receipt header, or the company's first identity lines when it wrote none; the receipt footer),
 * for everyone of the company who sells and shows receipts.
 */
export const receiptBrandingSchema = z.object({
  logo_url: z.string().nullable(),
  header: z.array(z.string()),
  footer: z.array(z.string()),
});
export type ReceiptBranding = z.infer<typeof receiptBrandingSchema>;

const owner = { resource: 'settings', action: 'edit' } as const;

export const brandingContract = {
  show: defineEndpoint({ method: 'GET', path: '/settings/branding', access: owner, response: brandingSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/settings/branding',
    access: owner,
    body: brandingBodySchema,
    response: brandingSchema,
    message: BRANDING_MSG.saved,
  }),
  uploadLogo: defineEndpoint({
    method: 'PUT',
    path: '/settings/branding/logo',
    access: owner,
    body: logoBodySchema,
    response: brandingSchema,
    message: BRANDING_MSG.logoSaved,
  }),
  removeLogo: defineEndpoint({
    method: 'DELETE',
    path: '/settings/branding/logo',
    access: owner,
    response: brandingSchema,
    message: BRANDING_MSG.logoRemoved,
  }),
  receipt: defineEndpoint({ method: 'GET', path: '/branding/receipt', access: 'authenticated', response: receiptBrandingSchema }),
};
