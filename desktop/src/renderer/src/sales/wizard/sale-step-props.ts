import type { SaleFormValues } from './sale-form.ts';

/** Sets a field as typed; `clear` names the other errors the change settles. */
export type SaleSetter = <K extends keyof SaleFormValues>(field: K, value: SaleFormValues[K], clear?: readonly string[]) => void;

/** What every step of the sales wizard gets. */
export interface SaleStepProps {
  values: SaleFormValues;
  /** The errors shown, by dotted path ('customer', 'lines.0.discount_percent', 'payments'). */
  errors: Readonly<Record<string, string>>;
  set: SaleSetter;
}
