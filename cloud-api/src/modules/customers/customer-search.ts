import { searchForm, searchPattern } from '../../common/search-form.ts';


interface SearchedFields {
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  tax_code?: string | null;
  vat_number?: string | null;
  fiscal_code?: string | null;
  phone?: string | null;
  email?: string | null;
}

/**
 * The search column of a customer (spec 2 §2.1: name, surname, company name, tax code, VAT, phone,
 * e-mail): both name orders, so 'Mario Rossi' and 'Rossi Mario' match, and the phone also as bare
 * digits, so '3331234567' finds '+39 333 123 4567'.
 */
export function searchTextOf(fields: SearchedFields): string {
  const first = fields.first_name ?? '';
  const last = fields.last_name ?? '';
  const phoneDigits = (fields.phone ?? '').replace(/\D/g, '');
  return [
    `${first} ${last}`,
    `${last} ${first}`,
    fields.company_name,
    fields.tax_code,
    fields.vat_number,
    fields.fiscal_code,
    fields.phone,
    phoneDigits,
    fields.email,
  ]
    .map((part) => searchForm(part ?? ''))
    .filter((part) => part !== '')
    .join(' | ');
}

/** A codice fiscale's shape (omocodia digits as letters allowed), any case. */
const CODICE_FISCALE_SHAPE = /^[a-z]{6}[0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{3}[a-z]$/i;

/**
 * A search that is a whole tax code or VAT number as it is displayed, in groups ('RSS MRA 85 T 10
 * F205 R', '04567 890 159', spec 2 §5.1) or with the IT prefix ('IT 04567890159'), written as the
 * search column holds it (compact, no prefix); null for any other search, which is searched as typed.
 * Only whole codes: a name with a number ('Studio 2000') keeps its spaces.
 */
export function storedCodeOf(search: string): string | null {
  const term = search.trim();
  const compact = term.replace(/\s+/g, '');
  if (compact === term && !/^it/i.test(compact)) return null; // nothing to rewrite (every name of one word)
  if (CODICE_FISCALE_SHAPE.test(compact)) return compact;
  const vat = compact.replace(/^it/i, '');
  return /^[0-9]{11}$/.test(vat) ? vat : null;
}

/**
 * The LIKE pattern of a customer search (searchPattern), a tax code or VAT number as displayed
 * written as stored (storedCodeOf). The statement is the same for every search: only the pattern differs.
 */
export function customerSearchPattern(search: string | null | undefined): string {
  const code = storedCodeOf(search ?? '');
  return searchPattern(code ?? search);
}
