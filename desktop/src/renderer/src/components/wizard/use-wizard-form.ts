import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from '@banco/shared';
import { formErrorsOf } from './form-schema.ts';
import { createSubmissions, type Submission } from './submission.ts';
import { useWizard, type WizardController } from './use-wizard.ts';
import type { DraftStorage } from './wizard-draft.ts';
import { offersSkip, type WizardStepConfig } from './wizard-step-config.ts';
import { errorsOfStep, firstStepWithError, stepOfField, type StepFields } from './wizard-steps.ts';

export interface UseWizardFormOptions<T extends FieldValues> {
  /** The wizard's id: the draft is saved under it ('store-create', 'user-edit-12'). */
  id: string;
  /** The draft's storage key when the spec fixes one; else it derives from `id`. */
  draftKey?: string;
  /** The rules of the whole form (formSchema over the shared request schema). */
  schema: z.ZodType<T, T>;
  /** The steps, in order: what the shell shows for each and the fields each holds (nested paths by their root). */
  steps: readonly WizardStepConfig[];
  defaultValues: T;
  /** Recognises a stored draft; without it no draft is saved or offered. */
  isDraftData?: (value: unknown) => value is T;
  /** What the draft keeps (no passwords). */
  toDraft?: (values: T) => T;
  /** Editing an existing entity: every step opens at once; a tick still needs a visit (see stepStatus). */
  editing?: boolean;
  /** When field errors show: 'onTouched' (after leaving a field) or only on Avanti and Completa ('onSubmit'). */
  mode?: 'onTouched' | 'onSubmit';
  storage?: DraftStorage;
}

/** The generic wizard's form: react-hook-form with the shared zod schema, split in steps by `stepFields`. */
export interface WizardForm<T extends FieldValues> {
  form: UseFormReturn<T, unknown, T>;
  wizard: WizardController<T>;
  values: T;
  /** The errors shown, keyed by dotted path ('name', 'codes.0.operator'). */
  errors: Record<string, string>;
  /** Errors no step holds (listed by the shell under 'Correggi gli errori seguenti:'). */
  otherErrors: string[];
  /** Avanti: shows the step's errors, or moves on (at once on an `alwaysProceeds` step); answers whether it moved. */
  next(): Promise<boolean>;
  /** 'Salta questo step': moves on without checking a skippable step (see offersSkip). */
  skip(): void;
  /**
   * Completa: every step validated (the first step with an error opens), then `onValid` with the
   * submission, whose keys are the calls' Idempotency-Keys (the same on a retry of the same data).
   */
  submit(onValid: (values: T, submission: Submission) => Promise<void>): Promise<void>;
  /** The server's validation_errors under their fields, on the first step holding one. */
  showServerErrors(validationErrors: Readonly<Record<string, string>>): void;
  /** Sets a field as the user typed it and clears its error (fields outside register()). */
  set<K extends Path<T>>(field: K, value: T[K & keyof T], clear?: readonly string[]): void;
  restoreDraft(data: T): void;
  /** A save that failed without field errors: its message, shown above the footer and brought into view. */
  failure: string | null;
  fail(message: string | null): void;
  /** After a successful save: its message, shown on the success screen; null before. */
  completed: string | null;
  /** The save succeeded: removes the draft and shows the success screen with `message`. */
  succeed(message: string): void;
  /** Changes after every refused Avanti or save: the shell then scrolls to the first error. */
  errorsShown: number;
  submitting: boolean;
  steps: readonly WizardStepConfig[];
  stepFields: StepFields;
  /** Whether each step's fields pass the rules now (the indicator's truth; a footer hint reads it too). */
  stepValid: readonly boolean[];
}

export function useWizardForm<T extends FieldValues>(options: UseWizardFormOptions<T>): WizardForm<T> {
  const { id, draftKey, schema, steps, defaultValues, isDraftData, toDraft, editing, mode = 'onSubmit', storage } = options;
  const stepFields = useMemo(() => steps.map((step) => step.fields), [steps]);
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<T>,
    mode,
  });
  const [errorsShown, setErrorsShown] = useState(0);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [completed, setCompleted] = useState<string | null>(null);
  const [submissions] = useState(createSubmissions);
  // every value, as typed: the defaults fill what useWatch has not seen yet
  const values = { ...defaultValues, ...(useWatch({ control: form.control }) as Partial<T>) };

  // the indicator's truth: each step is valid when the schema finds nothing in its fields now
  const serialized = JSON.stringify(values);
  const currentErrors = useMemo(() => formErrorsOf(schema, JSON.parse(serialized) as T), [schema, serialized]);
  const stepValid = stepFields.map((_, step) => Object.keys(errorsOfStep(stepFields, currentErrors, step)).length === 0);

  const wizard = useWizard<T>({
    id,
    draftKey,
    stepCount: stepFields.length,
    stepValid,
    values,
    initial: defaultValues,
    isDraftData,
    toDraft,
    editing,
    storage,
  });
  const errors = flattenErrors(form.formState.errors);
  const submitting = form.formState.isSubmitting;
  const refused = () => setErrorsShown((count) => count + 1);

  const next = async (): Promise<boolean> => {
    const step = wizard.step;
    if (wizard.isLast) return false;
    const fields = (stepFields[step] ?? []) as Path<T>[];
    if (steps[step]?.alwaysProceeds === true) form.clearErrors(fields);
    else if (!(await form.trigger(fields))) {
      refused();
      return false;
    }
    wizard.goTo(step + 1);
    return true;
  };

  const skip = () => {
    if (!offersSkip(steps, wizard.step)) return;
    form.clearErrors((stepFields[wizard.step] ?? []) as Path<T>[]);
    wizard.goTo(wizard.step + 1);
  };

  const submit = (onValid: (valid: T, submission: Submission) => Promise<void>) =>
    form.handleSubmit(
      async (valid) => {
        setOtherErrors([]);
        setFailure(null);
        await onValid(valid, submissions.of(valid));
      },
      (found: FieldErrors<T>) => {
        const step = firstStepWithError(stepFields, flattenErrors(found));
        if (step !== null) wizard.goTo(step);
        refused();
      },
    )();

  const showServerErrors = (validationErrors: Readonly<Record<string, string>>) => {
    const other: string[] = [];
    for (const [field, message] of Object.entries(validationErrors)) {
      if (stepOfField(stepFields, field) === null) other.push(message);
      else form.setError(field as Path<T>, { type: 'server', message });
    }
    setOtherErrors(other);
    wizard.goTo(firstStepWithError(stepFields, validationErrors) ?? wizard.step);
    refused();
  };

  return {
    form,
    wizard,
    values,
    errors,
    otherErrors,
    next,
    skip,
    submit,
    showServerErrors,
    set: (field, value, clear = []) => {
      form.setValue(field, value as never, { shouldDirty: true });
      form.clearErrors([field, ...(clear as Path<T>[])]);
    },
    restoreDraft: (data) => {
      form.reset(data, { keepDefaultValues: true });
      setOtherErrors([]);
    },
    failure,
    fail: (message) => {
      setFailure(message);
      if (message !== null) refused();
    },
    completed,
    succeed: (message) => {
      wizard.clear();
      setFailure(null);
      setCompleted(message);
    },
    errorsShown,
    submitting,
    steps,
    stepFields,
    stepValid,
  };
}

/** react-hook-form's nested errors as dotted paths → message ('codes.0.operator'). */
export function flattenErrors(errors: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return flat;
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && prefix !== '') {
    flat[prefix] = record.message;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'message' || key === 'type' || key === 'ref' || key === 'types' || key === 'root') continue;
    if (typeof value === 'object' && value !== null) Object.assign(flat, flattenErrors(value, prefix === '' ? key : `${prefix}.${key}`));
  }
  return flat;
}
