import type { SalesRates } from '@banco/shared';
import type { SaleFormValues, SaleLineValues } from './sale-form.ts';

/** Sets a field as typed; `clear` names the other errors the change settles. */
export type SaleSetter = <K extends keyof SaleFormValues>(field: K, value: SaleFormValues[K], clear?: readonly string[]) => void;

/** What every step of the sales wizard gets. */
export interface SaleStepProps {
  values: SaleFormValues;
  /** The errors shown, by dotted path ('customer', 'lines.0.discount_percent', 'payments'). */
  errors: Readonly<Record<string, string>>;
  set: SaleSetter;
  /** The company's rates: the delivery fee in the totals, the points and commissions shown. */
  rates: SalesRates;
}

/** The parts of a step that only read and set values (no rates). */
export type SaleFieldProps = Omit<SaleStepProps, 'rates'>;

/**
 * What the cart (the product search and its lines) reads and sets: the sales wizard's lines, or an
 * exchange's new products (issue 11), which pass a customer kind without activations.
 */
export interface CartFieldProps {
  values: Pick<SaleFormValues, 'lines' | 'customer_type'>;
  /** The errors shown, by dotted path as the sales wizard names them ('lines', 'lines.0.quantity'). */
  errors: Readonly<Record<string, string>>;
  set(field: 'lines', value: SaleLineValues[], clear?: readonly string[]): void;
}
