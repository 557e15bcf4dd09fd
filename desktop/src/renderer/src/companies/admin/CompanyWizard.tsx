import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  BILLING_CYCLE_LABELS,
  BILLING_CYCLES,
  CREATE_SUBSCRIPTION_STATUSES,
  MSG,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  TRIAL_DAYS,
  companyFormSchema,
  type CompanyDetail,
  type CompanyFormValues,
  type SubscriptionStatus,
} from '@banco/shared';
import { isApiValidationError, userMessage } from '../../api/errors.ts';
import { applyFieldErrors } from '../../api/form-errors.ts';
import {
  ALWAYS_PROCEEDS_STEP,
  LAST_STEP,
  STEP_FIELDS,
  WIZARD_STEPS,
  emptyCompanyForm,
  firstStepWithError,
  formValuesFromCompany,
  type CompanyFormInput,
  type CompanyFormOutput,
} from './company-form.ts';
import { PlanPicker } from './PlanPicker.tsx';
import { useCompanyDetail, useCompanyMutations, usePublicPlans } from './use-companies.ts';
import { ErrorBanner } from '../../components/Banners.tsx';

export type WizardTarget = { mode: 'create' } | { mode: 'edit'; companyId: number };

interface CompanyWizardProps {
  target: WizardTarget;
  onClose(): void;
  /** After a successful save, with the server's answer and message. */
  onSaved(company: CompanyDetail, message: string): void;
}

/** Create and edit wizards of the companies page, 3 steps (spec 1 §2, §4, §5). */
export function CompanyWizard({ target, onClose, onSaved }: CompanyWizardProps) {
  const editId = target.mode === 'edit' ? target.companyId : null;
  const detail = useCompanyDetail(editId);
  const title = target.mode === 'create' ? 'Nuova Azienda' : 'Modifica Azienda';

  let body;
  if (target.mode === 'create') {
    body = <WizardForm mode="create" initial={emptyCompanyForm()} companyId={null} onClose={onClose} onSaved={onSaved} />;
  } else if (detail.error) {
    body = (
      <ErrorBanner message={userMessage(detail.error, MSG.companyDetailsLoadFailed, MSG.companyConnectionError)} flush />
    );
  } else if (!detail.data) {
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento azienda...</Text>
      </Group>
    );
  } else {
    body = (
      <WizardForm
        key={detail.data.id}
        mode="edit"
        initial={formValuesFromCompany(detail.data)}
        companyId={detail.data.id}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Modal opened onClose={onClose} size="xl" centered title={<Text fw={700}>{title}</Text>} closeOnClickOutside={false}>
      {body}
    </Modal>
  );
}

interface WizardFormProps {
  mode: 'create' | 'edit';
  initial: CompanyFormInput;
  companyId: number | null;
  onClose(): void;
  onSaved(company: CompanyDetail, message: string): void;
}

function isCreateStatus(status: SubscriptionStatus): status is (typeof CREATE_SUBSCRIPTION_STATUSES)[number] {
  return (CREATE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

function WizardForm({ mode, initial, companyId, onClose, onSaved }: WizardFormProps) {
  const [step, setStep] = useState(0);
  const [plansRequested, setPlansRequested] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const plans = usePublicPlans(plansRequested);
  const { create, update } = useCompanyMutations();
  const {
    register,
    control,
    trigger,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const billingCycle = useWatch({ control, name: 'billing_cycle' });
  const editing = mode === 'edit';

  const goTo = (target: number) => {
    // plans load when the wizard leaves step 2 (spec 1 §4)
    if (target > ALWAYS_PROCEEDS_STEP) setPlansRequested(true);
    setStep(target);
  };

  const next = async () => {
    // the current step must validate, except step 2 (fiscal data), which always proceeds
    if (step !== ALWAYS_PROCEEDS_STEP && !(await trigger([...(STEP_FIELDS[step] ?? [])]))) return;
    goTo(Math.min(step + 1, LAST_STEP));
  };

  const back = () => setStep((current) => Math.max(0, current - 1));

  const showStepOf = (fields: Iterable<string>) => {
    const target = firstStepWithError(fields);
    if (target !== null) goTo(target);
  };

  const onInvalid = (formErrors: FieldErrors<CompanyFormValues>) => showStepOf(Object.keys(formErrors));

  const onValid = async (values: CompanyFormOutput) => {
    setServerError(null);
    try {
      if (mode === 'create') {
        const { is_active: _forced, subscription_status: status, ...fields } = values;
        const company = await create.mutateAsync({ ...fields, subscription_status: isCreateStatus(status) ? status : 'trial' });
        onSaved(company, MSG.companyCreated);
      } else if (companyId !== null) {
        const company = await update.mutateAsync({ id: companyId, body: values });
        onSaved(company, MSG.companyUpdated);
      }
    } catch (error) {
      const fieldErrors = applyFieldErrors(error, STEP_FIELDS.flat(), setError);
      if (isApiValidationError(error)) showStepOf(fieldErrors);
      setServerError(userMessage(error, mode === 'create' ? MSG.companyCreateFailed : MSG.companyUpdateFailed, MSG.companyConnectionError));
    }
  };

  const statusOptions = (editing ? SUBSCRIPTION_STATUSES : CREATE_SUBSCRIPTION_STATUSES).map((status) => ({
    value: status,
    label: status === 'trial' ? `${SUBSCRIPTION_STATUS_LABELS.trial} (${TRIAL_DAYS} giorni gratuiti)` : SUBSCRIPTION_STATUS_LABELS[status],
  }));

  return (
    <form
      onSubmit={(event) => {
        // Enter in a field of an earlier step moves forward, it does not submit
        if (step < LAST_STEP) {
          event.preventDefault();
          void next();
          return;
        }
        void handleSubmit(onValid, onInvalid)(event);
      }}
      noValidate
    >
      <Stack gap="md">
        <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
          {WIZARD_STEPS.map((item) => (
            <Stepper.Step key={item.label} label={item.label} description={item.description} />
          ))}
        </Stepper>

        {editing && isDirty ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="unsaved-changes">
            Hai modifiche non salvate.
          </Alert>
        ) : null}
        <ErrorBanner message={serverError} flush />

        {step === 0 ? (
          <Stack gap="sm">
            <TextInput label="Nome azienda" withAsterisk placeholder="Es. Telefonia Rossi" error={errors.name?.message} {...register('name')} />
            <TextInput label="Ragione sociale" placeholder="Es. Telefonia Rossi S.r.l." error={errors.business_name?.message} {...register('business_name')} />
            <SimpleGrid cols={2}>
              <TextInput label="Email" withAsterisk type="email" placeholder="amministrazione@azienda.it" error={errors.email?.message} {...register('email')} />
              <TextInput label="Telefono" placeholder="+39 02 1234567" error={errors.phone?.message} {...register('phone')} />
            </SimpleGrid>
            <TextInput label="Sito web" placeholder="https://www.azienda.it" error={errors.website?.message} {...register('website')} />
          </Stack>
        ) : null}

        {step === 1 ? (
          <Stack gap="sm">
            <SimpleGrid cols={2}>
              <TextInput label="Partita IVA" placeholder="11 cifre" error={errors.vat_number?.message} {...register('vat_number')} />
              <TextInput label="Codice fiscale" error={errors.tax_code?.message} {...register('tax_code')} />
            </SimpleGrid>
            <TextInput label="Indirizzo" placeholder="Via Roma 1" error={errors.address?.message} {...register('address')} />
            <SimpleGrid cols={3}>
              <TextInput label="Città" error={errors.city?.message} {...register('city')} />
              <Controller
                control={control}
                name="province"
                render={({ field }) => (
                  <TextInput
                    label="Provincia"
                    placeholder="MI"
                    maxLength={2}
                    error={errors.province?.message}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
                  />
                )}
              />
              <TextInput label="CAP" placeholder="20121" maxLength={5} error={errors.postal_code?.message} {...register('postal_code')} />
            </SimpleGrid>
            <NativeSelect label="Paese" data={[{ value: 'IT', label: 'Italia' }]} error={errors.country?.message} {...register('country')} />
          </Stack>
        ) : null}

        {step === 2 ? (
          <Stack gap="md">
            <Controller
              control={control}
              name="subscription_plan_id"
              render={({ field }) => (
                <PlanPicker
                  query={plans}
                  value={field.value}
                  onChange={(id) => field.onChange(id)}
                  billingCycle={billingCycle}
                  error={errors.subscription_plan_id?.message}
                />
              )}
            />
            <SimpleGrid cols={2}>
              <NativeSelect
                label="Ciclo di fatturazione"
                data={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: BILLING_CYCLE_LABELS[cycle] }))}
                error={errors.billing_cycle?.message}
                {...register('billing_cycle')}
              />
              <NativeSelect
                label="Stato abbonamento"
                data={statusOptions}
                error={errors.subscription_status?.message}
                {...register('subscription_status')}
              />
            </SimpleGrid>
            {editing ? (
              <Controller
                control={control}
                name="is_active"
                render={({ field }) => (
                  <Switch
                    label="Azienda attiva"
                    description="Se disattivata, i suoi utenti non possono accedere."
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            ) : (
              <Text size="sm" c="dimmed">
                La nuova azienda viene creata attiva; potrai sospenderla o disattivarla in seguito dalla modifica.
              </Text>
            )}
          </Stack>
        ) : null}

        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Annulla
          </Button>
          <Group gap="sm">
            {step > 0 ? (
              <Button variant="default" onClick={back} disabled={isSubmitting}>
                Indietro
              </Button>
            ) : null}
            {step < LAST_STEP ? (
              // distinct keys: the submit button must be a new element, never the clicked 'Avanti' turned into submit
              <Button key="next" onClick={() => void next()}>
                Avanti
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={isSubmitting} disabled={editing && !isDirty}>
                {editing ? 'Salva Modifiche' : 'Crea Azienda'}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
