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
