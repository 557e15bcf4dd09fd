import { formatCodiceFiscale, LOYALTY_TIER_LABELS, type CustomerDto, type LoyaltyTier } from '@banco/shared';

/** A partita IVA in groups 5-3-rest (spec 2 §5.1): '12345 678 903'. */
export function formatPartitaIva(value: string): string {
  return value.length === 11 ? `${value.slice(0, 5)} ${value.slice(5, 8)} ${value.slice(8)}` : value;
}

/** The code that identifies a customer: the codice fiscale of a person, the partita IVA of a company. */
export function customerCode(customer: Pick<CustomerDto, 'customer_type' | 'tax_code' | 'vat_number' | 'fiscal_code'>): string {
  if (customer.customer_type === 'company') {
    return customer.vat_number ? `P.IVA ${formatPartitaIva(customer.vat_number)}` : '—';
  }
  return customer.tax_code ? formatCodiceFiscale(customer.tax_code) : '—';
}

export const TIER_COLORS: Readonly<Record<LoyaltyTier, string>> = {
  bronze: 'orange',
  silver: 'gray',
  gold: 'yellow',
  platinum: 'indigo',
};

export function tierLabel(tier: LoyaltyTier): string {
  return LOYALTY_TIER_LABELS[tier];
}

/**
 * An Italian mobile number as it is read aloud, in groups ('3331234567' → '333 123 4567',
 * '+393331234567' → '+39 333 123 4567'), as the demo's numbers are written. Anything else (a
 * landline, whose area codes vary in length, a foreign number, one already spaced) stays as typed.
 */
export function formatPhone(phone: string): string {
  const mobile = /^(\+39|0039)?(3\d{2})(\d{3})(\d{3,4})$/.exec(phone.replace(/[\s.-]/g, ''));
  if (!mobile) return phone;
  const [, prefix, first, second, third] = mobile;
  return `${prefix ? '+39 ' : ''}${first} ${second} ${third}`;
}
