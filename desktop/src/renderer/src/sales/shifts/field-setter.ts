import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { WizardForm } from '../../components/wizard/use-wizard-form.ts';

/** Sets one field of a shift wizard as typed, nested paths too ('approval.reason'), and clears its error. */
export type FieldSetter<T extends FieldValues> = <K extends Path<T>>(field: K, value: PathValue<T, K>) => void;

export function fieldSetter<T extends FieldValues>(wf: WizardForm<T>): FieldSetter<T> {
  return (field, value) => {
    wf.form.setValue(field, value, { shouldDirty: true });
    wf.form.clearErrors(field);
  };
}
