import type { SaleFormValues } from './sale-form.ts';

/** Who buys, as the review and payment steps name them. */
export function customerLabel(values: Pick<SaleFormValues, 'customer_type' | 'customer' | 'new_customer'>): string {
  if (values.customer_type === 'walk_in') return 'Cliente occasionale';
  if (values.customer_type === 'new_quick') {
    const name = `${values.new_customer.first_name} ${values.new_customer.last_name}`.trim();
    return `${name === '' ? 'Nuovo cliente' : name} (nuovo)`;
  }
  return values.customer?.name ?? 'Nessun cliente selezionato';
}
