import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MSG, OPERATOR_CATEGORIES, OPERATOR_CATEGORY_LABELS, operatorBodySchema, type SettingsOperator, type z } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { settingsApi } from './settings-api.ts';
import { ErrorBanner } from '../components/Banners.tsx';

const operatorFormSchema = operatorBodySchema.pick({ name: true, category: true, is_active: true });
type OperatorForm = z.input<typeof operatorFormSchema>;
type OperatorOutput = z.output<typeof operatorFormSchema>;

const CATEGORY_OPTIONS = OPERATOR_CATEGORIES.map((category) => ({ value: category, label: OPERATOR_CATEGORY_LABELS[category] }));

interface OperatorModalProps {
  /** null: a new operator. */
  operator: SettingsOperator | null;
  /** The company a new operator goes to (the superadmin's choice; ignored by the server for the others). */
  companyId: number | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** Create or edit an operator (spec 1 §2 Operators): name, category, active (default true). */
export function OperatorModal({ operator, companyId, onClose, onSaved }: OperatorModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OperatorForm, unknown, OperatorOutput>({
    resolver: zodResolver(operatorFormSchema),
    defaultValues: operator
      ? { name: operator.name, category: operator.category, is_active: operator.is_active }
      : { name: '', category: undefined, is_active: true },
  });

  const onSubmit = async (values: OperatorOutput) => {
    setFailure(null);
    try {
      const envelope = await settingsApi.saveOperator(
        operator ? { ...values, id: operator.id } : { ...values, ...(companyId === null ? {} : { company_id: companyId }) },
      );
      onSaved(envelope.message);
    } catch (error) {
      applyFieldErrors<OperatorForm>(error, ['name', 'category', 'is_active'], setError);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} centered title={operator ? 'Modifica Operatore' : 'Nuovo Operatore'}>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <ErrorBanner message={failure} testId="settings-error" />
        <Stack gap="md">
          <TextInput label="Nome" withAsterisk data-autofocus {...register('name')} error={errors.name?.message} />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label="Categoria"
                withAsterisk
                placeholder="Seleziona una categoria"
                data={CATEGORY_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.category?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch label="Attivo" checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Annulla
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Salva
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
