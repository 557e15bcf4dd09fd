import { defineFieldMap } from '../../common/field-map.ts';
import type { CompanyBranding } from './company-branding.entity.ts';

/**
 * A company's printed texts as the API names their columns: the save, the DTO and the audit trail
 * read this one list. The logo (bytes, type, size) is handled beside it.
 */
export const brandingTextFields = defineFieldMap<CompanyBranding>()({
  receipt_header: 'receiptHeader',
  receipt_footer: 'receiptFooter',
  document_header: 'documentHeader',
  document_footer: 'documentFooter',
});

/** The texts of a company that never saved its branding. */
export const NO_BRANDING_TEXTS = {
  receiptHeader: null,
  receiptFooter: null,
  documentHeader: null,
  documentFooter: null,
} as const satisfies Parameters<typeof brandingTextFields.toApi>[0];
