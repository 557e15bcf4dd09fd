import { Badge, Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MSG, PROVIDER_GROUPS, STORE_OPERATOR_FIELDS, type ActivationCodeDto, type StoreDto, type StoreUserDto, type UserDto } from '@banco/shared';
import { countOf } from '../format/format.ts';
import { isApiValidationError, userMessage } from '../api/errors.ts';
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
import { StoreStaffManager } from './StoreStaffManager.tsx';
import {
  EMPTY_OPERATORS,
  STORE_WIZARD_STEPS,
  companyChoice,
  emptyStoreForm,
  isStepComplete,
  offeredProviders,
  rowToInput,
  selectedProviders,
  storeFormSchema,
  storeToForm,
  toCreateBody,
  toUpdateBody,
  type CodeFormRow,
  type StoreFormValues,
} from './store-form.ts';
import { storesApi } from './stores-api.ts';
import { useActivationCodes, useAvailableOperators, useCompanyOptions, useInvalidateStores, useStoreUsers } from './use-stores.ts';
import type { Submission } from '../components/wizard/submission.ts';
import { WizardLoading } from '../components/wizard/WizardLoading.tsx';
import { WizardShell } from '../components/wizard/WizardShell.tsx';
import { useWizardForm } from '../components/wizard/use-wizard-form.ts';
import { hasKeys } from '../components/wizard/wizard-draft.ts';
import { DetailField } from '../components/DetailField.tsx';

interface StoreWizardProps {
  user: UserDto;
  /** null: create a store; a store: edit it. */
  store: StoreDto | null;
  /** Closes the editor (after the success screen when it saved). */
  onClose(): void;
}

/** Roles that manage a store's users (spec 1 §6). */
const STAFF_MANAGERS = new Set(['superadmin', 'entrepreneur', 'manager']);

const isStoreDraft = hasKeys<StoreFormValues>(['company_id', 'name', 'address', 'city', 'operators_telecom', 'whatsapp_enabled', 'notes', 'codes', 'staff_ids']);

const OPERATOR_FIELDS = new Set<keyof StoreFormValues>(['operators_telecom', 'operators_energy', 'operators_mobility']);

/**
 * Spec 1 §2 Store wizard, 6 steps: create ('Nuovo Negozio') or edit ('Modifica Negozio'). The one store editor:
 * the card's pencil and the detail's 'Modifica' open it; editing adds the status and the assigned users.
 * Editing waits for the codes and the users, so the form opens with them. Mount it to open it.
 */
export function StoreWizard(props: StoreWizardProps) {
  const { user, store, onClose } = props;
  const staffEditable = store !== null && STAFF_MANAGERS.has(user.role) && store.permissions.can_assign_staff;
  const codesQuery = useActivationCodes(store ? store.id : null);
  const usersQuery = useStoreUsers(staffEditable ? store.id : null);
  // the form opens once, on lists fresh from the server (a cached list may be older than the last save)
  const [loaded, setLoaded] = useState(store === null);
  const fresh = !codesQuery.isFetching && codesQuery.isSuccess && (!staffEditable || (!usersQuery.isFetching && usersQuery.isSuccess));
  if (!loaded && fresh) setLoaded(true);
  if (!loaded && !fresh) {
    return <WizardLoading title="Modifica Negozio" loadingText="Caricamento negozio..." error={null} onClose={onClose} />;
  }
  return <StoreWizardForm {...props} codes={codesQuery.data ?? []} staff={staffEditable ? (usersQuery.data ?? []) : null} />;
}

interface StoreWizardFormProps extends StoreWizardProps {
  codes: readonly ActivationCodeDto[];
  /** The store's users when this user manages them, else null. */
  staff: readonly StoreUserDto[] | null;
}

function StoreWizardForm({ user, store, codes, staff, onClose }: StoreWizardFormProps) {
  const mode = store ? 'edit' : 'create';
  const isSuperadmin = user.role === 'superadmin';
  const invalidate = useInvalidateStores();
  const [defaults] = useState<StoreFormValues>(() =>
    store ? storeToForm(store, codes, (staff ?? []).map((member) => member.id)) : emptyStoreForm(isSuperadmin ? null : user.company_id),
  );
  const schema = useMemo(() => storeFormSchema(mode), [mode]);
  const wf = useWizardForm<StoreFormValues>({
    id: store ? `store-edit-${store.id}` : 'store-create',
    schema,
    steps: STORE_WIZARD_STEPS,
    defaultValues: defaults,
    isDraftData: isStoreDraft,
    editing: store !== null,
  });
  const { values: form, errors, wizard } = wf;
  /** The codes and users as the server has them: what Salva changes (it moves on after each call that succeeds). */
  const savedCodes = useRef<readonly ActivationCodeDto[]>(codes);
  const savedStaff = useRef<readonly number[]>(defaults.staff_ids);

  // company choices: the superadmin picks any company; everybody else works in its current one
  const companiesQuery = useCompanyOptions(isSuperadmin && !store);
  const companies: CompanyChoice[] = useMemo(() => {
    if (store) return [{ value: String(store.company_id), label: store.company_name }];
    if (!isSuperadmin) return user.company_id === null ? [] : [{ value: String(user.company_id), label: user.company_name ?? '' }];
    return (companiesQuery.data ?? []).map(companyChoice);
  }, [store, isSuperadmin, user.company_id, user.company_name, companiesQuery.data]);
  // with a single company available the selector is preselected and disabled (spec 1 §6)
  const onlyCompany = companies.length === 1 && companies[0]?.disabled !== true ? (companies[0]?.value ?? '') : '';
  const { setValue } = wf.form;
  useEffect(() => {
    if (onlyCompany !== '' && form.company_id === '') setValue('company_id', onlyCompany);
  }, [onlyCompany, form.company_id, setValue]);

  const companyId = form.company_id === '' ? null : Number(form.company_id);
  const operatorsQuery = useAvailableOperators(isSuperadmin ? companyId : null, !isSuperadmin || companyId !== null);
  const offered = offeredProviders(operatorsQuery.data ?? EMPTY_OPERATORS, store ?? { operators_telecom: [], operators_energy: [], operators_mobility: [] });
  const providers = selectedProviders(form);

  const set: SetField = (field, value) => {
    // another company has other providers
    if (field === 'company_id' && value !== form.company_id) {
      for (const group of PROVIDER_GROUPS) wf.set(STORE_OPERATOR_FIELDS[group], []);
    }
    wf.set(field, value, OPERATOR_FIELDS.has(field) ? ['operators'] : []);
  };
  const setRows = (rows: CodeFormRow[]) => {
    wf.set('codes', rows);
    wf.form.clearErrors('codes');
  };

  /** Activation codes go in a separate call after the store; a failure is only logged (spec 1 §4). */
  const saveCodes = async (storeId: number, rows: readonly CodeFormRow[], idempotencyKey: string) => {
    try {
      const keptIds = new Set(rows.map((row) => row.id).filter((id) => id !== null));
      for (const code of savedCodes.current.filter((saved) => !keptIds.has(saved.id))) await storesApi.deleteActivationCode(storeId, code.id);
      savedCodes.current = rows.length > 0 ? await storesApi.saveActivationCodes(storeId, rows.map(rowToInput), idempotencyKey) : [];
    } catch (error) {
      console.error('Salvataggio codici di attivazione non riuscito', error);
    }
  };

  /** 'Assegna Utente' and removals, in order, once the store is saved; a refusal stops here and keeps the form. */
  const saveStaff = async (storeId: number, ids: readonly number[]) => {
    for (const id of savedStaff.current.filter((saved) => !ids.includes(saved))) {
      try {
        await storesApi.unassignUser(storeId, id);
      } catch (error) {
        throw new StaffError(userMessage(error, MSG.storeUnassignFailed));
      }
      savedStaff.current = savedStaff.current.filter((saved) => saved !== id);
    }
    for (const id of ids.filter((wanted) => !savedStaff.current.includes(wanted))) {
      try {
        await storesApi.assignUser(storeId, id);
      } catch (error) {
        throw new StaffError(userMessage(error, MSG.storeAssignFailed));
      }
      savedStaff.current = [...savedStaff.current, id];
    }
  };

  const complete = async (valid: StoreFormValues, submission: Submission) => {
    try {
      const saved = store
        ? await storesApi.update(store.id, toUpdateBody(valid, true))
        : await storesApi.create(toCreateBody(valid), submission.key('store'));
      await saveCodes(saved.id, valid.codes, submission.key('codes'));
      if (store && staff) await saveStaff(saved.id, valid.staff_ids);
      void invalidate();
      wf.succeed(store ? MSG.storeUpdated : MSG.storeCreated);
    } catch (error) {
      if (error instanceof StaffError) {
        wf.fail(error.message);
        void invalidate();
      } else if (isApiValidationError(error)) {
        wf.showServerErrors(error.validationErrors);
      } else {
        wf.fail(userMessage(error, store ? MSG.storeEditFailed : MSG.storeCreateFailed));
      }
    }
  };

  const step = wizard.step;
  const stepBody: ReactNode[] = [
    <BaseInfoFields
      key="base"
      values={form}
      errors={errors}
      set={set}
      companies={companies}
      companiesLoading={isSuperadmin && !store && companiesQuery.isPending}
      companyDisabled={store !== null || companies.length <= 1}
      withStatus={store !== null}
    />,
    <LocationFields key="location" values={form} errors={errors} set={set} />,
    <ContactFields key="contacts" values={form} errors={errors} set={set} />,
    <ProviderFields
      key="providers"
      values={form}
      errors={errors}
      set={set}
      offered={offered}
      loading={operatorsQuery.isPending && operatorsQuery.fetchStatus !== 'idle'}
      noCompany={companyId === null}
    />,
    <WhatsappFields
      key="whatsapp"
      values={form}
      errors={errors}
      set={set}
      hint={store ? 'Formato: +39XXXXXXXXXX' : 'Numero completo con prefisso internazionale'}
    />,
    <Stack key="final" gap="lg">
      <Stack gap="xs">
        <Title order={4} size="h5">
          Codici di attivazione
        </Title>
        <ActivationCodesEditor rows={form.codes} providers={providers} errors={errors} onChange={setRows} />
      </Stack>
      {store && staff ? (
        <Stack gap="xs" component="section" aria-label="Utenti Assegnati">
          <Title order={4} size="h5">
            Utenti Assegnati
          </Title>
          <StoreStaffManager
            storeId={store.id}
            currentUserId={user.id}
            assignedBefore={staff}
            value={form.staff_ids}
            onChange={(ids) => wf.set('staff_ids', ids)}
          />
        </Stack>
      ) : null}
      <NotesField values={form} errors={errors} set={set} />
      <Divider />
      <StoreSummary values={form} companyName={companies.find((company) => company.value === form.company_id)?.label ?? ''} codes={form.codes.length} />
    </Stack>,
  ];

  return (
    <WizardShell
      title={store ? 'Modifica Negozio' : 'Nuovo Negozio'}
      subtitle={store ? `Aggiorna i dati di ${store.name}` : 'Apri un punto vendita: sede, contatti, fornitori abilitati e codici di attivazione'}
      form={wf}
      nextDisabled={!isStepComplete(step, form)}
      onComplete={complete}
      completeLabel={store ? 'Salva Modifiche' : 'Crea Negozio'}
      onClose={onClose}
    >
      {stepBody[step]}
    </WizardShell>
  );
}

/** A refused assignment or removal of a user (its message is shown, the form stays). */
class StaffError extends Error {}

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
      <SummaryRow label="Codici di attivazione">{codes === 0 ? 'Nessuno' : countOf(codes, 'codice', 'codici')}</SummaryRow>
    </Stack>
  );
}
