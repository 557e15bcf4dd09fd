import type { CustomerFormErrors, CustomerFormField, CustomerFormValues } from './customer-form.ts';

/** Sets a field as typed (and what follows from it: the document expiry after a date). */
export type CustomerSetter = <K extends CustomerFormField>(field: K, value: CustomerFormValues[K]) => void;

/** What every step of the customer wizard gets. */
export interface CustomerStepProps {
  values: CustomerFormValues;
  errors: CustomerFormErrors;
  set: CustomerSetter;
}
