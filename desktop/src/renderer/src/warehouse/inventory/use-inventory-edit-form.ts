import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import { changedFields } from './inventory-edit-form.ts';
import { INVENTORY_TEXT } from './inventory-texts.ts';

interface InventoryEditFormOptions<Values extends FieldValues, Body extends object> {
  schema: z.ZodType<Body, Values>;
  /** What the row holds as the form starts; only the fields changed from it are sent. */
  initial: DefaultValues<Values>;
  /** The fields a server's validation_errors may name, shown under each. */
  fields: readonly Path<Values>[];
  send(changes: Partial<Body>): Promise<{ message: string }>;
  onSaved(message: string): void;
}

/**
 * The edit dialogs of a piece and of a quantity row: one form each on the shared body's rules, saving
 * only what changed; a refusal puts the server's messages under their fields and its text above.
 */
export function useInventoryEditForm<Values extends FieldValues, Body extends object>({ schema, initial, fields, send, onSaved }: InventoryEditFormOptions<Values, Body>) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(schema), defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved((await send(changedFields(initial, values))).message);
    } catch (error) {
      applyFieldErrors<Values>(error, fields, form.setError);
      setFailure(userMessage(error, INVENTORY_TEXT.saveFailed));
    }
  });
  // formState is read here, during the render, so that the form re-renders on its changes (react-hook-form's proxy)
  const { errors, isSubmitting } = form.formState;
  return { register: form.register, control: form.control, errors, isSubmitting, failure, submit };
}
