import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  MSG,
  SUBSCRIPTION_MSG,
  planChangeRequestBodySchema,
  type PlanChangeRequestBody,
  type Subscription,
  type SubscriptionPlanOption,
  type z,
} from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { createSubmissions } from '../components/wizard/submission.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { ErrorBanner } from '../components/Banners.tsx';
import { formatMoney, limitText } from '../format/format.ts';
import { subscriptionApi } from './subscription-api.ts';

type Output = z.output<typeof planChangeRequestBodySchema>;

function planLabel(plan: SubscriptionPlanOption): string {
  return `${plan.name} · ${formatMoney(plan.price_monthly)}/mese · negozi ${limitText(plan.max_stores)} · utenti ${limitText(plan.max_users)}`;
}

/** 'Richiedi cambio piano': another active plan and an optional note for the superadmin. */
export function PlanChangeModal({
  opened,
  plans,
  onClose,
  onSent,
}: {
  opened: boolean;
  plans: SubscriptionPlanOption[];
  onClose(): void;
  onSent(next: Subscription, message: string): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submissions] = useState(createSubmissions);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanChangeRequestBody, unknown, Output>({
    resolver: zodResolver(planChangeRequestBodySchema),
    defaultValues: { note: '' },
  });

  const close = () => {
    reset({ note: '' });
    setFailure(null);
    onClose();
  };
  const onSubmit = async (values: Output) => {
    setFailure(null);
    try {
      // a retry of the same request (a lost reply) gets the first answer, not 'already pending'
      const next = await subscriptionApi.requestChange(values, submissions.of(values).key('request'));
      reset({ note: '' });
      onSent(next, SUBSCRIPTION_MSG.requested);
    } catch (error) {
      applyFieldErrors<PlanChangeRequestBody>(error, ['plan_id', 'note'], setError);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Richiedi cambio piano" size="lg">
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Richiesta di cambio piano">
        <Stack gap="md">
          <ErrorBanner message={failure} />
          <Controller
            control={control}
            name="plan_id"
            render={({ field }) => (
              <Select
                label="Nuovo piano"
                placeholder="Scegli un piano"
                data={plans.map((plan) => ({ value: String(plan.id), label: planLabel(plan) }))}
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                onBlur={field.onBlur}
                error={errors.plan_id?.message}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label="Nota per l'amministratore"
            description="Facoltativa, al massimo 500 caratteri"
            autosize
            minRows={3}
            {...register('note')}
            error={errors.note?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annulla
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Invia richiesta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
