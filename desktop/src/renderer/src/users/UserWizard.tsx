import {
  Alert,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MSG, roleHasStores, roleLabel, roleNeedsManager, type Role, type UserDetail } from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import { MAIL_WAITS_TEXT, useMailCanSend } from '../mail/mail-status.ts';
import { useCurrentUser } from '../session/use-session.ts';
import {
  emptyUserForm,
  managersFor,
  stepsFor,
  toCreateBody,
  toUpdateBody,
  userDraft,
  userFormFrom,
  userWizardSchema,
  userWizardSteps,
  type StepRules,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
  type WizardMode,
} from './user-form.ts';
import type { CompanyChoice } from './users-api.ts';
import { useCompanyChoices, useManagerChoices, useStoreChoices, useUserDetail, useUserMutations } from './use-users.ts';
import type { Submission } from '../components/wizard/submission.ts';
import { WizardLoading } from '../components/wizard/WizardLoading.tsx';
import { WizardShell } from '../components/wizard/WizardShell.tsx';
import { useWizardForm } from '../components/wizard/use-wizard-form.ts';
import { hasKeys } from '../components/wizard/wizard-draft.ts';

export type UserWizardTarget = { mode: 'create' } | { mode: 'edit'; userId: number };

interface UserWizardProps {
  target: UserWizardTarget;
  /** data.permissions.manageable_roles of the list (spec 1 §6). */
  manageableRoles: readonly Role[];
  /** Closes the wizard (after the success screen when it saved). */
  onClose(): void;
}

const isUserDraft = hasKeys<UserFormValues>(['first_name', 'last_name', 'email', 'role', 'company_id', 'store_ids', 'manager_id', 'is_active']);

/** The create and edit wizards (spec 1 §2, §4, §5). The edit wizard loads the user first. */
export function UserWizard({ target, manageableRoles, onClose }: UserWizardProps) {
  const detail = useUserDetail(target.mode === 'edit' ? target.userId : null);

  if (target.mode === 'create') {
    return <WizardForm mode="create" manageableRoles={manageableRoles} onClose={onClose} />;
  }
  if (detail.data) {
    return <WizardForm mode="edit" user={detail.data} manageableRoles={manageableRoles} onClose={onClose} />;
  }
  return (
    <WizardLoading
      title="Modifica Utente"
      loadingText="Caricamento utente..."
      error={detail.error ? userMessage(detail.error, MSG.userLoadFailed) : null}
      onClose={onClose}
    />
  );
}

interface WizardFormProps {
  mode: WizardMode;
  user?: UserDetail;
  manageableRoles: readonly Role[];
  /** Closes the wizard (after the success screen when it saved). */
  onClose(): void;
}

function WizardForm({ mode, user, manageableRoles, onClose }: WizardFormProps) {
  const me = useCurrentUser();
  const { create, update } = useUserMutations();
  const [defaults] = useState<UserFormValues>(() => (user ? userFormFrom(user) : emptyUserForm(me.role === 'superadmin' ? null : me.company_id)));

  const companies = useCompanyChoices(me, mode === 'create');
  const companyChoices: CompanyChoice[] =
    mode === 'edit' ? [{ id: user?.company_id ?? 0, name: user?.company_name ?? '', selectable: true }] : (companies.data ?? []);
  const selectableCompanies = companyChoices.filter((company) => company.selectable);
  const companyRequired = me.role === 'superadmin' || selectableCompanies.length > 1;
  const schema = useMemo(() => userWizardSchema({ mode, manageableRoles, companyRequired } satisfies StepRules), [mode, manageableRoles, companyRequired]);

  // the steps follow the role: 'Negozi' only for managers and consultants (spec 1 §4)
  const [role, setRole] = useState<Role | ''>(defaults.role);
  const steps = useMemo(() => userWizardSteps(mode, role), [mode, role]);
  const wf = useWizardForm<UserFormValues>({
    id: user ? `user-edit-${user.id}` : 'user-create',
    schema,
    steps,
    defaultValues: defaults,
    isDraftData: isUserDraft,
    toDraft: userDraft,
    editing: mode === 'edit',
  });
  const { values, wizard } = wf;
  if (values.role !== role) setRole(values.role);
  const errors = wf.errors as UserFormErrors;
  const current = stepsFor(values.role)[wizard.step] ?? 1;

  const set: Setter = (field, value, extra = {}) => {
    wf.set(field, value);
    for (const [key, extraValue] of Object.entries(extra) as [UserFormField, UserFormValues[UserFormField]][]) wf.set(key, extraValue);
  };

  const complete = async (valid: UserFormValues, submission: Submission) => {
    try {
      if (mode === 'create') {
        await create.mutateAsync({ body: toCreateBody(valid), idempotencyKey: submission.key('user') });
        wf.succeed(MSG.userCreated);
      } else if (user) {
        await update.mutateAsync({ id: user.id, body: toUpdateBody(valid) });
        wf.succeed(MSG.userUpdated);
      }
    } catch (error) {
      if (isApiValidationError(error)) {
        // field errors from the server take the wizard to the step holding the field
        wf.fail(error.message);
        wf.showServerErrors(error.validationErrors);
        return;
      }
      wf.fail(userMessage(error, mode === 'create' ? MSG.userCreateFailed : MSG.userUpdateFailed));
    }
  };

  return (
    <WizardShell
      title={mode === 'create' ? 'Nuovo Utente' : 'Modifica Utente'}
      subtitle={user ? `Aggiorna i dati di ${user.first_name} ${user.last_name}` : 'Crea un accesso a Banco: dati personali, ruolo e negozi'}
      form={wf}
      onComplete={complete}
      completeLabel={mode === 'create' ? 'Crea Utente' : 'Salva Modifiche'}
      onClose={onClose}
    >
      {current === 1 ? <PersonalStep values={values} errors={errors} set={set} /> : null}
      {current === 2 ? (
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
      {current === 3 ? <StoresStep values={values} errors={errors} set={set} initialManagerId={user?.manager_id ?? null} /> : null}
      {current === 4 ? <CredentialsStep mode={mode} values={values} errors={errors} set={set} /> : null}
    </WizardShell>
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
  const mailCanSend = useMailCanSend();
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
            description={mailCanSend ? undefined : MAIL_WAITS_TEXT}
            checked={values.send_welcome_email}
            onChange={(event) => set('send_welcome_email', event.currentTarget.checked)}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
