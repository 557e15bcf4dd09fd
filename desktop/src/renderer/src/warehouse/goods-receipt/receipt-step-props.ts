import type { GoodsReceiptFormValues } from './goods-receipt-form.ts';

/** Sets a field as typed; `clear` names the other errors the change settles ('details' after a code). */
export type ReceiptSetter = <K extends keyof GoodsReceiptFormValues>(field: K, value: GoodsReceiptFormValues[K], clear?: readonly string[]) => void;

/** What every step of the goods-receipt wizard gets. */
export interface ReceiptStepProps {
  values: GoodsReceiptFormValues;
  /** The errors shown, by dotted path ('ddt_number', 'lines.0.quantity', 'details.1.codes'). */
  errors: Readonly<Record<string, string>>;
  set: ReceiptSetter;
}
