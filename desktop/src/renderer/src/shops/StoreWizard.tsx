import { Badge, Divider, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { MSG, type StoreDto, type UserDto, type ValidationErrors } from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import { usageText } from '../format/format.ts';
import { ActivationCodesEditor } from './ActivationCodesEditor.tsx';
import { OperatorChips } from './StoreBadges.tsx';
import {
  BaseInfoFields,
  ContactFields,
  LocationFields,
  NotesField,
  ProviderFields,
  WhatsappFields,
  type CompanyChoice,
  type SetField,
} from './StoreFormSections.tsx';
import {
  EMPTY_OPERATORS,
  WIZARD_STEPS,
  codeToRow,
  emptyStoreForm,
  errorsOfStep,
  firstStepWithError,
  isStepComplete,
  offeredProviders,
  rowToInput,
  selectedProviders,
  storeToForm,
  toCreateBody,
  toUpdateBody,
  validateCodes,
  validateStore,
  withoutErrors,
  type CodeFormRow,
  type StoreFormValues,
} from './store-form.ts';
import { storesApi } from './stores-api.ts';
import { useActivationCodes, useAvailableOperators, useCompanyOptions } from './use-stores.ts';
import { WizardShell } from '../components/wizard/WizardShell.tsx';
import { useWizard } from '../components/wizard/use-wizard.ts';
import { hasKeys } from '../components/wizard/wizard-draft.ts';
import { DetailField } from '../components/DetailField.tsx';
import { ErrorBanner } from '../components/Banners.tsx';

interface StoreWizardProps {
  user: UserDto;
  /** null: create a store; a store: edit it. */
  store: StoreDto | null;
  onClose(): void;
  onSaved(store: StoreDto): void;
}

const isStoreDraft = hasKeys<StoreFormValues>(['company_id', 'name', 'address', 'city', 'operators_telecom', 'whatsapp_enabled', 'notes']);

const OPERATOR_FIELDS = new Set<keyof StoreFormValues>(['operators_telecom', 'operators_energy', 'operators_mobility']);

/** Spec 1 §2 Store wizard: 6 steps, create ('Nuovo Negozio') or edit ('Modifica Negozio'). Mount it to open it. */
export function StoreWizard({ user, store, onClose, onSaved }: StoreWizardProps) {
  const mode = store ? 'edit' : 'create';
  const isSuperadmin = user.role === 'superadmin';
  const [initial] = useState<StoreFormValues>(() => (store ? storeToForm(store) : emptyStoreForm(isSuperadmin ? null : user.company_id)));
  const [values, setValues] = useState<StoreFormValues>(initial);
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [errorsShown, setErrorsShown] = useState(0);
  const [editedRows, setEditedRows] = useState<CodeFormRow[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // company choices: the superadmin picks any company; everybody else works in its current one
  const companiesQuery = useCompanyOptions(isSuperadmin && !store);
  const companies: CompanyChoice[] = useMemo(() => {
    if (store) return [{ value: String(store.company_id), label: store.company_name }];
    if (!isSuperadmin) return user.company_id === null ? [] : [{ value: String(user.company_id), label: user.company_name ?? '' }];
    return (companiesQuery.data ?? []).map((company) => ({
      value: String(company.id),
      label:
        company.stores_count !== null && company.max_stores !== null
          ? `${company.name} (${usageText(company.stores_count, company.max_stores)} negozi)`
          : company.name,
    }));
  }, [store, isSuperadmin, user.company_id, user.company_name, companiesQuery.data]);
  // with a single company available the selector is preselected and disabled (spec 1 §6)
  const onlyCompany = companies.length === 1 ? (companies[0]?.value ?? '') : '';
  const form: StoreFormValues = values.company_id === '' && onlyCompany !== '' ? { ...values, company_id: onlyCompany } : values;

  const companyId = form.company_id === '' ? null : Number(form.company_id);
  const operatorsQuery = useAvailableOperators(isSuperadmin ? companyId : null, !isSuperadmin || companyId !== null);
  const offered = offeredProviders(
    operatorsQuery.data ?? EMPTY_OPERATORS,
    store ?? { operators_telecom: [], operators_energy: [], operators_mobility: [] },
  );

  const codesQuery = useActivationCodes(store ? store.id : null);
  const loadedRows = useMemo(() => (codesQuery.data ?? []).map(codeToRow), [codesQuery.data]);
  const rows = editedRows ?? loadedRows;
  const providers = selectedProviders(form);

  const set: SetField = (field, value) => {
    setValues((current) => {
      const next = { ...current, company_id: current.company_id || onlyCompany, [field]: value };
      // another company has other providers
      if (field === 'company_id' && value !== current.company_id) {
        next.operators_telecom = [];
        next.operators_energy = [];
        next.operators_mobility = [];
      }
      return next;
    });
    setErrors((current) => withoutErrors(current, field, ...(OPERATOR_FIELDS.has(field) ? ['operators'] : [])));
  };

  const setRows = (next: CodeFormRow[]) => {
    setEditedRows(next);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('codes.'))));
  };

  const completed = WIZARD_STEPS.map((_, index) => isStepComplete(index, form));
  const wizard = useWizard({
    id: store ? `store-edit-${store.id}` : 'store-create',
    stepCount: WIZARD_STEPS.length,
    stepValid: completed,
    values,
    initial,
    isDraftData: isStoreDraft,
    allVisited: store !== null,
  });
  const step = wizard.step;
  const showErrors = (found: ValidationErrors, atStep: number) => {
    setErrors(found);
    wizard.goTo(atStep);
    setErrorsShown((count) => count + 1);
  };

  const allErrors = (): ValidationErrors => ({ ...validateStore(form, mode), ...validateCodes(rows) });

  const next = () => {
    const stepErrors = errorsOfStep(allErrors(), step);
    if (Object.keys(stepErrors).length > 0) {
      setErrors((current) => ({ ...current, ...stepErrors }));
      setErrorsShown((count) => count + 1);
      return;
    }
    wizard.next();
  };

  /** Activation codes go in a separate call after the store; a failure is only logged (spec 1 §4). */
  const saveCodes = async (storeId: number) => {
    try {
      const keptIds = new Set(rows.map((row) => row.id).filter((id) => id !== null));
      const removed = (codesQuery.data ?? []).filter((code) => !keptIds.has(code.id));
      for (const code of removed) await storesApi.deleteActivationCode(storeId, code.id);
      if (rows.length > 0) await storesApi.saveActivationCodes(storeId, rows.map(rowToInput));
    } catch (error) {
      console.error('Salvataggio codici di attivazione non riuscito', error);
    }
  };

  const submit = async () => {
    setFailure(null);
    const found = allErrors();
    const errorStep = firstStepWithError(found);
    if (errorStep !== null) {
      showErrors(found, errorStep);
      return;
    }
    setSubmitting(true);
    try {
      const saved = store ? await storesApi.update(store.id, toUpdateBody(form, false)) : await storesApi.create(toCreateBody(form));
      await saveCodes(saved.id);
      wizard.clear();
      onSaved(saved);
    } catch (error) {
      if (isApiValidationError(error)) {
        showErrors(error.validationErrors, firstStepWithError(error.validationErrors) ?? step);
      } else {
        setFailure(userMessage(error, store ? MSG.storeEditFailed : MSG.storeCreateFailed));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const stepBody: ReactNode[] = [
    <BaseInfoFields
      key="base"
      values={form}
      errors={errors}
      set={set}
      companies={companies}
      companiesLoading={isSuperadmin && !store && companiesQuery.isPending}
      companyDisabled={store !== null || companies.length <= 1}
    />,
    <LocationFields key="location" values={form} errors={errors} set={set} />,
    <ContactFields key="contacts" values={form} errors={errors} set={set} />,
    <Stack key="providers" gap="xs">
      <Text size="sm" c="dimmed">
        Seleziona i fornitori con cui lavora il negozio: almeno uno tra telecomunicazioni, energia e mobilità elettrica.
      </Text>
      <ProviderFields
        values={form}
        errors={errors}
        set={set}
        offered={offered}
        loading={operatorsQuery.isPending && operatorsQuery.fetchStatus !== 'idle'}
        noCompany={companyId === null}
      />
    </Stack>,
    <WhatsappFields key="whatsapp" values={form} errors={errors} set={set} hint="Numero completo con prefisso internazionale" />,
    <Stack key="final" gap="lg">
      <Stack gap="xs">
        <Title order={4} size="h5">
          Codici di attivazione
        </Title>
        {store && codesQuery.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text c="dimmed">Caricamento codici...</Text>
          </Group>
        ) : (
          <ActivationCodesEditor rows={rows} providers={providers} errors={errors} onChange={setRows} />
        )}
      </Stack>
      <NotesField values={form} errors={errors} set={set} />
      <Divider />
      <StoreSummary values={form} companyName={companies.find((company) => company.value === form.company_id)?.label ?? ''} codes={rows.length} />
    </Stack>,
  ];

  return (
    <WizardShell
      title={store ? 'Modifica Negozio' : 'Nuovo Negozio'}
      labels={WIZARD_STEPS}
      wizard={wizard}
      stepTitle={`${step + 1}. ${WIZARD_STEPS[step] ?? ''}`}
      onNext={next}
      nextDisabled={!completed[step]}
      onComplete={() => void submit()}
      completeLabel={store ? 'Salva Modifiche' : 'Crea Negozio'}
      submitting={submitting}
      errorsShown={errorsShown}
      banner={<ErrorBanner message={failure} flush />}
      onRestoreDraft={(data) => {
        setValues(data);
        setErrors({});
      }}
      onClose={onClose}
    >
      {stepBody[step]}
    </WizardShell>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailField label={label} labelWeight={500}>
      {children}
    </DetailField>
  );
}

/** The recap of the last step. */
function StoreSummary({ values, companyName, codes }: { values: StoreFormValues; companyName: string; codes: number }) {
  return (
    <Stack gap="sm" aria-label="Riepilogo">
      <Title order={4} size="h5">
        Riepilogo
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SummaryRow label="Azienda">{companyName || '—'}</SummaryRow>
        <SummaryRow label="Nome negozio">{values.name || '—'}</SummaryRow>
        <SummaryRow label="Indirizzo">
          {values.address}
          {values.address ? ', ' : ''}
          {values.postal_code} {values.city} {values.province ? `(${values.province})` : ''}
        </SummaryRow>
        <SummaryRow label="Telefono">{values.phone || '—'}</SummaryRow>
        <SummaryRow label="Email">{values.email || '—'}</SummaryRow>
        <SummaryRow label="WhatsApp Business">
          {values.whatsapp_enabled ? (
            <Badge color="teal" variant="light">
              {values.whatsapp_number || 'Attivo'}
            </Badge>
          ) : (
            'Non attivo'
          )}
        </SummaryRow>
      </SimpleGrid>
      <SummaryRow label="Fornitori abilitati">
        <OperatorChips store={values} size="xs" />
      </SummaryRow>
      <SummaryRow label="Codici di attivazione">{codes === 0 ? 'Nessuno' : codes === 1 ? '1 codice' : `${codes} codici`}</SummaryRow>
    </Stack>
  );
}
