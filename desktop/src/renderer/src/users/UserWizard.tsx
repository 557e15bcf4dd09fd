import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MSG, roleHasStores, roleLabel, roleNeedsManager, type Role, type UserDetail } from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import { useCurrentUser } from '../session/use-session.ts';
import {
  emptyUserForm,
  errorsOutside,
  formErrorsFrom,
  managersFor,
  nextStep,
  previousStep,
  STEP_FIELDS,
  STEP_TITLES,
  stepsFor,
  toCreateBody,
  toUpdateBody,
  userFormFrom,
  validateAll,
  validateStep,
  type StepRules,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
  type WizardMode,
  type WizardStep,
} from './user-form.ts';
import type { CompanyChoice } from './users-api.ts';
import { useCompanyChoices, useManagerChoices, useStoreChoices, useUserDetail, useUserMutations } from './use-users.ts';
import { ErrorBanner } from '../components/Banners.tsx';

export type UserWizardTarget = { mode: 'create' } | { mode: 'edit'; userId: number };

interface UserWizardProps {
  target: UserWizardTarget;
  /** data.permissions.manageable_roles of the list (spec 1 §6). */
  manageableRoles: readonly Role[];
  onClose(): void;
  onSaved(message: string): void;
}

/** The create and edit wizards (spec 1 §2, §4, §5). The edit wizard loads the user first. */
export function UserWizard({ target, manageableRoles, onClose, onSaved }: UserWizardProps) {
  const detail = useUserDetail(target.mode === 'edit' ? target.userId : null);
  const title = target.mode === 'create' ? 'Nuovo Utente' : 'Modifica Utente';

  let body: ReactNode;
  if (target.mode === 'create') {
    body = <WizardForm mode="create" manageableRoles={manageableRoles} onClose={onClose} onSaved={onSaved} />;
  } else if (detail.isPending) {
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Caricamento utente...</Text>
      </Group>
    );
  } else if (detail.error || !detail.data) {
    body = (
      <ErrorBanner message={userMessage(detail.error, MSG.userLoadFailed)} flush />
    );
  } else {
    body = <WizardForm mode="edit" user={detail.data} manageableRoles={manageableRoles} onClose={onClose} onSaved={onSaved} />;
  }

  return (
    <Modal opened onClose={onClose} size="xl" centered closeOnClickOutside={false} title={<Text fw={700}>{title}</Text>}>
      {body}
    </Modal>
  );
}

interface WizardFormProps {
  mode: WizardMode;
  user?: UserDetail;
  manageableRoles: readonly Role[];
  onClose(): void;
  onSaved(message: string): void;
}

function WizardForm({ mode, user, manageableRoles, onClose, onSaved }: WizardFormProps) {
  const me = useCurrentUser();
  const { create, update } = useUserMutations();
  const [values, setValues] = useState<UserFormValues>(() =>
    user ? userFormFrom(user) : emptyUserForm(me.role === 'superadmin' ? null : me.company_id),
  );
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [step, setStep] = useState<WizardStep>(1);
  const [serverError, setServerError] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const saving = create.isPending || update.isPending;

  const companies = useCompanyChoices(me, mode === 'create');
  const companyChoices: CompanyChoice[] =
    mode === 'edit'
      ? [{ id: user?.company_id ?? 0, name: user?.company_name ?? '', selectable: true }]
      : (companies.data ?? []);
  const selectableCompanies = companyChoices.filter((company) => company.selectable);
  const rules: StepRules = {
    mode,
    manageableRoles,
    companyRequired: me.role === 'superadmin' || selectableCompanies.length > 1,
  };

  const steps = stepsFor(values.role);
  const lastStep = step === 4;

  const set = <K extends UserFormField>(field: K, value: UserFormValues[K], extra: Partial<UserFormValues> = {}) => {
    setValues((current) => ({ ...current, [field]: value, ...extra }));
    const cleared = new Set<string>([field, ...Object.keys(extra)]);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.has(key))) as UserFormErrors);
  };

  const goNext = () => {
    const stepErrors = validateStep(step, values, rules);
    if (Object.keys(stepErrors).length > 0) {
      setErrors((current) => ({ ...current, ...stepErrors }));
      return;
    }
    setStep(nextStep(step, values.role));
  };

  const goBack = () => setStep(previousStep(step, values.role));

  const submit = async () => {
    const all = validateAll(values, rules);
    if (Object.keys(all).length > 0) {
      setErrors(all);
      const first = steps.find((candidate) => STEP_FIELDS[candidate].some((field) => all[field] !== undefined));
      if (first) setStep(first);
      return;
    }
    setServerError(null);
    setOtherErrors([]);
    try {
      if (mode === 'create') {
        await create.mutateAsync(toCreateBody(values));
        onSaved(MSG.userCreated);
      } else if (user) {
        await update.mutateAsync({ id: user.id, body: toUpdateBody(values) });
        onSaved(MSG.userUpdated);
      }
    } catch (error) {
      if (isApiValidationError(error)) {
        // spec 1 §4: field errors from the server take the wizard back to step 1
        const { fields, other } = formErrorsFrom(error.validationErrors);
        setErrors(fields);
        setOtherErrors(other);
        setServerError(error.message);
        setStep(1);
        return;
      }
      setServerError(userMessage(error, mode === 'create' ? MSG.userCreateFailed : MSG.userUpdateFailed));
    }
  };

  const elsewhere = step === 1 ? [...errorsOutside(1, errors), ...otherErrors] : [];

  return (
    <Stack gap="lg">
      <Stepper
        active={steps.indexOf(step)}
        onStepClick={(index) => {
          const target = steps[index];
          if (target !== undefined && target < step) setStep(target);
        }}
        size="sm"
      >
        {steps.map((item, index) => (
          <Stepper.Step key={item} label={STEP_TITLES[mode][item]} color={index < steps.indexOf(step) ? 'green' : undefined} />
        ))}
      </Stepper>

      {serverError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Text size="sm">{serverError}</Text>
          {elsewhere.map((message) => (
            <Text size="sm" key={message}>
              {message}
            </Text>
          ))}
        </Alert>
      ) : null}

      {step === 1 ? <PersonalStep values={values} errors={errors} set={set} /> : null}
      {step === 2 ? (
        <RoleStep
          mode={mode}
          values={values}
          errors={errors}
          set={set}
          manageableRoles={manageableRoles}
          companies={companyChoices}
          companiesLoading={mode === 'create' && companies.isPending}
          companyLocked={mode === 'edit' || (me.role !== 'superadmin' && selectableCompanies.length <= 1)}
        />
      ) : null}
      {step === 3 ? <StoresStep values={values} errors={errors} set={set} initialManagerId={user?.manager_id ?? null} /> : null}
      {step === 4 ? <CredentialsStep mode={mode} values={values} errors={errors} set={set} /> : null}

      <Group justify="space-between">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Annulla
        </Button>
        <Group gap="sm">
          {step > 1 ? (
            <Button variant="default" onClick={goBack} disabled={saving}>
              Indietro
            </Button>
          ) : null}
          {lastStep ? (
            <Button onClick={() => void submit()} loading={saving}>
              {mode === 'create' ? 'Crea Utente' : 'Salva Modifiche'}
            </Button>
          ) : (
            <Button onClick={goNext}>Avanti</Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

type Setter = <K extends UserFormField>(field: K, value: UserFormValues[K], extra?: Partial<UserFormValues>) => void;

interface StepProps {
  values: UserFormValues;
  errors: UserFormErrors;
  set: Setter;
}

function PersonalStep({ values, errors, set }: StepProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={2}>
        <TextInput
          label="Nome"
          withAsterisk
          value={values.first_name}
          error={errors.first_name}
          onChange={(event) => set('first_name', event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="Cognome"
          withAsterisk
          value={values.last_name}
          error={errors.last_name}
          onChange={(event) => set('last_name', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        withAsterisk
        type="email"
        placeholder="nome@azienda.it"
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email', event.currentTarget.value)}
      />
      <TextInput
        label="Telefono"
        placeholder="+39 333 123 4567"
        value={values.phone}
        error={errors.phone}
        onChange={(event) => set('phone', event.currentTarget.value)}
      />
    </Stack>
  );
}

interface RoleStepProps extends StepProps {
  mode: WizardMode;
  manageableRoles: readonly Role[];
  companies: readonly CompanyChoice[];
  companiesLoading: boolean;
  companyLocked: boolean;
}

function RoleStep({ mode, values, errors, set, manageableRoles, companies, companiesLoading, companyLocked }: RoleStepProps) {
  const roleOptions = [
    { value: '', label: 'Seleziona un ruolo' },
    ...manageableRoles.map((role) => ({ value: role, label: roleLabel(role) })),
  ];
  const companyOptions = [
    { value: '', label: companiesLoading ? 'Caricamento aziende...' : 'Seleziona un\'azienda' },
    ...companies.map((company) => ({ value: String(company.id), label: company.name, disabled: !company.selectable })),
  ];
  const someLocked = companies.some((company) => !company.selectable);
  return (
    <Stack gap="md">
      <NativeSelect
        label="Ruolo"
        withAsterisk
        data={roleOptions}
        value={values.role}
        error={errors.role}
        onChange={(event) => set('role', event.currentTarget.value as Role | '')}
      />
      <NativeSelect
        label="Azienda"
        withAsterisk
        data={companyOptions}
        value={values.company_id === null ? '' : String(values.company_id)}
        error={errors.company_id}
        disabled={companyLocked}
        description={
          mode === 'edit'
            ? 'L\'azienda di un utente non si cambia.'
            : someLocked
              ? 'Gli utenti si creano nell\'azienda attiva: per un\'altra azienda, cambiala dall\'intestazione.'
              : undefined
        }
        // spec 1 §4: changing the company clears the chosen stores and manager
        onChange={(event) => {
          const value = event.currentTarget.value;
          set('company_id', value === '' ? null : Number(value), { store_ids: [], manager_id: null });
        }}
      />
    </Stack>
  );
}

function StoresStep({ values, errors, set, initialManagerId }: StepProps & { initialManagerId: number | null }) {
  const stores = useStoreChoices(values.company_id, roleHasStores(values.role));
  const needsManager = roleNeedsManager(values.role);
  const managers = useManagerChoices(values.company_id, needsManager);
  const all = managers.data ?? [];
  const available = managersFor(all, values.store_ids, initialManagerId);

  const changeStores = (ids: number[]) => {
    const stillValid = values.manager_id !== null && managersFor(all, ids, initialManagerId).some((m) => m.id === values.manager_id);
    set('store_ids', ids, stillValid ? {} : { manager_id: null });
  };

  return (
    <Stack gap="md">
      <Checkbox.Group
        label="Negozi assegnati"
        withAsterisk
        value={values.store_ids.map(String)}
        onChange={(selected) => changeStores(selected.map(Number))}
        error={errors.store_ids}
      >
        {stores.isPending ? (
          <Group gap="xs" mt="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Caricamento negozi...
            </Text>
          </Group>
        ) : (stores.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            Nessun negozio disponibile per questa azienda.
          </Text>
        ) : (
          <SimpleGrid cols={2} mt="xs" spacing="xs">
            {(stores.data ?? []).map((store) => (
              <Checkbox.Card key={store.id} value={String(store.id)} radius="md" p="sm" aria-label={store.name}>
                <Group wrap="nowrap" align="flex-start">
                  <Checkbox.Indicator />
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {store.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {store.code} · {store.city}
                    </Text>
                  </Stack>
                </Group>
              </Checkbox.Card>
            ))}
          </SimpleGrid>
        )}
      </Checkbox.Group>

      {needsManager ? (
        managers.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Caricamento manager...
            </Text>
          </Group>
        ) : all.length === 0 ? (
          <Stack gap={4}>
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {MSG.noManagerAvailable}
            </Alert>
            {errors.manager_id ? (
              <Text size="sm" c="red">
                {errors.manager_id}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <NativeSelect
            label="Manager responsabile"
            withAsterisk
            data={[
              {
                value: '',
                label:
                  values.store_ids.length === 0
                    ? 'Scegli prima i negozi'
                    : available.length === 0
                      ? 'Nessun manager lavora nei negozi scelti'
                      : 'Seleziona un manager',
              },
              ...available.map((manager) => ({ value: String(manager.id), label: manager.name })),
            ]}
            value={values.manager_id === null ? '' : String(values.manager_id)}
            error={errors.manager_id}
            description="Il manager deve lavorare in almeno uno dei negozi assegnati."
            onChange={(event) => {
              const value = event.currentTarget.value;
              set('manager_id', value === '' ? null : Number(value));
            }}
          />
        )
      ) : null}
    </Stack>
  );
}

function CredentialsStep({ mode, values, errors, set }: StepProps & { mode: WizardMode }) {
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <SimpleGrid cols={2}>
          <PasswordInput
            label="Password"
            withAsterisk={mode === 'create'}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => set('password', event.currentTarget.value)}
          />
          <PasswordInput
            label="Conferma password"
            withAsterisk={mode === 'create'}
            autoComplete="new-password"
            value={values.confirm_password}
            error={errors.confirm_password}
            onChange={(event) => set('confirm_password', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {mode === 'edit' ? 'Lascia vuoti i campi per mantenere la password attuale.' : 'Almeno 8 caratteri.'}
        </Text>
      </Stack>
      <Stack gap="sm">
        <Checkbox
          label="Account attivo"
          description="Un account disattivato non può accedere."
          checked={values.is_active}
          onChange={(event) => set('is_active', event.currentTarget.checked)}
        />
        <Checkbox
          label="Email verificata"
          checked={values.email_verified}
          onChange={(event) => set('email_verified', event.currentTarget.checked)}
        />
        {mode === 'create' ? (
          <Checkbox
            label="Invia email di benvenuto"
            checked={values.send_welcome_email}
            onChange={(event) => set('send_welcome_email', event.currentTarget.checked)}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
