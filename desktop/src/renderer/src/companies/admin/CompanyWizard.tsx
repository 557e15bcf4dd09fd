import {
  Alert,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import {
  BILLING_CYCLE_LABELS,
  BILLING_CYCLES,
  CREATE_SUBSCRIPTION_STATUSES,
  MSG,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  TRIAL_DAYS,
  companyFormSchema,
  type SubscriptionStatus,
} from '@banco/shared';
import { isApiValidationError, userMessage } from '../../api/errors.ts';
import {
  COMPANY_WIZARD_STEPS,
  companyWizardSchema,
  emptyCompanyForm,
  formValuesFromCompany,
  type CompanyFormInput,
} from './company-form.ts';
import { PlanPicker } from './PlanPicker.tsx';
import { useCompanyDetail, useCompanyMutations, usePublicPlans } from './use-companies.ts';
import { ProvinceSelect } from '../../components/ProvinceSelect.tsx';
import type { Submission } from '../../components/wizard/submission.ts';
import { WizardLoading } from '../../components/wizard/WizardLoading.tsx';
import { WizardShell } from '../../components/wizard/WizardShell.tsx';
import { useWizardForm } from '../../components/wizard/use-wizard-form.ts';
import { hasKeys } from '../../components/wizard/wizard-draft.ts';

export type WizardTarget = { mode: 'create' } | { mode: 'edit'; companyId: number };

interface CompanyWizardProps {
  target: WizardTarget;
  /** Closes the wizard (after the success screen when it saved). */
  onClose(): void;
}

const isCompanyDraft = hasKeys<CompanyFormInput>(['name', 'email', 'vat_number', 'subscription_plan_id', 'billing_cycle', 'is_active']);

/** Create and edit wizards of the companies page, 3 steps (spec 1 §2, §4, §5). The edit wizard loads the company first. */
export function CompanyWizard({ target, onClose }: CompanyWizardProps) {
  const editId = target.mode === 'edit' ? target.companyId : null;
  const detail = useCompanyDetail(editId);

  if (target.mode === 'create') {
    return <WizardForm mode="create" initial={emptyCompanyForm()} companyId={null} onClose={onClose} />;
  }
  if (detail.data) {
    return (
      <WizardForm
        key={detail.data.id}
        mode="edit"
        initial={formValuesFromCompany(detail.data)}
        companyId={detail.data.id}
        onClose={onClose}
      />
    );
  }
  return (
    <WizardLoading
      title="Modifica Azienda"
      loadingText="Caricamento azienda..."
      error={detail.error ? userMessage(detail.error, MSG.companyDetailsLoadFailed, MSG.companyConnectionError) : null}
      onClose={onClose}
    />
  );
}

interface WizardFormProps {
  mode: 'create' | 'edit';
  initial: CompanyFormInput;
  companyId: number | null;
  onClose(): void;
}

function isCreateStatus(status: SubscriptionStatus): status is (typeof CREATE_SUBSCRIPTION_STATUSES)[number] {
  return (CREATE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

function WizardForm({ mode, initial, companyId, onClose }: WizardFormProps) {
  const editing = mode === 'edit';
  const { create, update } = useCompanyMutations();
  const wf = useWizardForm<CompanyFormInput>({
    id: editing ? `company-edit-${companyId ?? 0}` : 'company-create',
    schema: companyWizardSchema,
    steps: COMPANY_WIZARD_STEPS,
    defaultValues: initial,
    isDraftData: isCompanyDraft,
    editing,
    mode: 'onTouched',
  });
  const { form, errors, values, wizard } = wf;
  const { register, control } = form;
  const isDirty = form.formState.isDirty;
  const step = wizard.step;
  // plans load when the wizard leaves step 2 (spec 1 §4)
  const plans = usePublicPlans(step >= 2);

  const complete = async (valid: CompanyFormInput, submission: Submission) => {
    const body = companyFormSchema.parse(valid);
    try {
      if (mode === 'create') {
        const { is_active: _forced, subscription_status: status, ...fields } = body;
        await create.mutateAsync({
          body: { ...fields, subscription_status: isCreateStatus(status) ? status : 'trial' },
          idempotencyKey: submission.key('company'),
        });
        wf.succeed(MSG.companyCreated);
      } else if (companyId !== null) {
        await update.mutateAsync({ id: companyId, body });
        wf.succeed(MSG.companyUpdated);
      }
    } catch (error) {
      if (isApiValidationError(error)) wf.showServerErrors(error.validationErrors);
      wf.fail(userMessage(error, mode === 'create' ? MSG.companyCreateFailed : MSG.companyUpdateFailed, MSG.companyConnectionError));
    }
  };

  const statusOptions = (editing ? SUBSCRIPTION_STATUSES : CREATE_SUBSCRIPTION_STATUSES).map((status) => ({
    value: status,
    label: status === 'trial' ? `${SUBSCRIPTION_STATUS_LABELS.trial} (${TRIAL_DAYS} giorni gratuiti)` : SUBSCRIPTION_STATUS_LABELS[status],
  }));

  return (
    <WizardShell
      title={editing ? 'Modifica Azienda' : 'Nuova Azienda'}
      subtitle={editing ? `Aggiorna i dati di ${initial.name}` : "Registra un'azienda cliente di Banco: dati, sede fiscale e abbonamento"}
      form={wf}
      onComplete={complete}
      completeLabel={editing ? 'Salva Modifiche' : 'Crea Azienda'}
      completeDisabled={editing && !isDirty}
      notice={
        editing && isDirty ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="unsaved-changes">
            Hai modifiche non salvate.
          </Alert>
        ) : null
      }
      onClose={onClose}
    >
      {step === 0 ? (
        <Stack gap="sm">
          <TextInput label="Nome azienda" withAsterisk placeholder="Es. Telefonia Rossi" error={errors.name} {...register('name')} />
          <TextInput label="Ragione sociale" placeholder="Es. Telefonia Rossi S.r.l." error={errors.business_name} {...register('business_name')} />
          <SimpleGrid cols={2}>
            <TextInput label="Email" withAsterisk type="email" placeholder="amministrazione@azienda.it" error={errors.email} {...register('email')} />
            <TextInput label="Telefono" placeholder="+39 02 1234567" error={errors.phone} {...register('phone')} />
          </SimpleGrid>
          <TextInput label="Sito web" placeholder="https://www.azienda.it" error={errors.website} {...register('website')} />
        </Stack>
      ) : null}

      {step === 1 ? (
        <Stack gap="sm">
          <SimpleGrid cols={2}>
            <TextInput label="Partita IVA" placeholder="11 cifre" error={errors.vat_number} {...register('vat_number')} />
            <TextInput label="Codice fiscale" error={errors.tax_code} {...register('tax_code')} />
          </SimpleGrid>
          <TextInput label="Indirizzo" placeholder="Via Roma 1" error={errors.address} {...register('address')} />
          <SimpleGrid cols={3}>
            <TextInput label="Città" error={errors.city} {...register('city')} />
            <Controller
              control={control}
              name="province"
              render={({ field }) => (
                <ProvinceSelect
                  error={errors.province}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                />
              )}
            />
            <TextInput label="CAP" placeholder="20121" maxLength={5} error={errors.postal_code} {...register('postal_code')} />
          </SimpleGrid>
          <NativeSelect label="Paese" data={[{ value: 'IT', label: 'Italia' }]} error={errors.country} {...register('country')} />
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
                billingCycle={values.billing_cycle}
                error={errors.subscription_plan_id}
              />
            )}
          />
          <SimpleGrid cols={2}>
            <NativeSelect
              label="Ciclo di fatturazione"
              data={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: BILLING_CYCLE_LABELS[cycle] }))}
              error={errors.billing_cycle}
              {...register('billing_cycle')}
            />
            <NativeSelect
              label="Stato abbonamento"
              data={statusOptions}
              error={errors.subscription_status}
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
    </WizardShell>
  );
}
