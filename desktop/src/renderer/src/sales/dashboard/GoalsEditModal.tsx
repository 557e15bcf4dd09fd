import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { SALE_MSG, type SalesDashboard } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { DASHBOARD_TEXT } from './dashboard-texts.ts';
import { goalsFormValuesOf, goalsInput, serverFieldErrors, type GoalsFieldErrors, type GoalsFormValues } from './goals-form.ts';
import { useSaveGoals } from './use-sales-dashboard.ts';

interface GoalsEditModalProps {
  storeId: number;
  storeName: string;
  goals: SalesDashboard['goals'];
  onClose(): void;
  onSaved(message: string): void;
}

/** 'Obiettivi Giornalieri' of a store set by a manager or the owner (PUT /sales/goals). */
export function GoalsEditModal({ storeId, storeName, goals, onClose, onSaved }: GoalsEditModalProps) {
  const save = useSaveGoals();
  const [values, setValues] = useState<GoalsFormValues>(() => goalsFormValuesOf(goals));
  const [errors, setErrors] = useState<GoalsFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof GoalsFormValues>(key: K, value: GoalsFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async () => {
    const input = goalsInput(storeId, values);
    if ('errors' in input) {
      setErrors(input.errors);
      return;
    }
    setFailure(null);
    try {
      await save.mutateAsync(input.body);
      onSaved(SALE_MSG.goalsSaved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(userMessage(error, DASHBOARD_TEXT.goalsFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} centered size="md" title={<Text fw={700}>Obiettivi Giornalieri</Text>}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Obiettivi di ogni giorno per {storeName}
          </Text>
          <MoneyInput
            label="Fatturato (€)"
            min={0}
            value={values.revenue}
            onChange={(value) => set('revenue', value)}
            error={errors.revenue}
            data-autofocus
          />
          <NumberInput
            label="Numero di vendite"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={values.sales_count}
            onChange={(value) => set('sales_count', value)}
            error={errors.sales_count}
          />
          <NumberInput
            label="Nuovi clienti"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={values.new_customers}
            onChange={(value) => set('new_customers', value)}
            error={errors.new_customers}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Annulla
            </Button>
            <Button type="submit" loading={save.isPending}>
              Salva obiettivi
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
