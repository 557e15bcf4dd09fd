import type { SalesRates } from '@banco/shared';
import type { SaleFormValues } from './sale-form.ts';

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
