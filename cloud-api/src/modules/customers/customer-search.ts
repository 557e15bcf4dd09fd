import { searchForm } from '../../common/search-form.ts';


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
