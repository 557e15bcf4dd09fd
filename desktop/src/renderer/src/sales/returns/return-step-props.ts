import type { ReturnFormValues } from './return-form.ts';

/** Sets a field as typed; `clear` names the other errors the change settles. */
export type ReturnSetter = <K extends keyof ReturnFormValues>(field: K, value: ReturnFormValues[K], clear?: readonly string[]) => void;

/** What every step of the returns wizard gets. */
export interface ReturnStepProps {
  values: ReturnFormValues;
  /** The errors shown, by dotted path ('sale_id', 'lines.0.quantity', 'refund_method'). */
  errors: Readonly<Record<string, string>>;
  set: ReturnSetter;
}
