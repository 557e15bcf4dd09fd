import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Collapse, Divider, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconKey } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  INTERFACE_LANGUAGES,
  interfaceLanguageOf,
  LANGUAGE_LABELS,
  MSG,
  passwordChangeFormSchema,
  profileBodySchema,
  THEME_LABELS,
  THEMES,
  type Appearance,
  type PasswordChangeForm,
  type ProfileBody,
  type SettingsProfile,
  type z,
} from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import { sessionStore } from '../app/services.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { appearanceKeys } from './appearance-api.ts';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';

type ProfileOutput = z.output<typeof profileBodySchema>;
type PasswordOutput = z.output<typeof passwordChangeFormSchema>;

/** Only the languages the interface really has (Italian today). */
const LANGUAGE_OPTIONS = INTERFACE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const TIMEZONE_OPTIONS = [
  { value: 'Europe/Rome', label: 'Europa/Roma' },
  { value: 'Europe/London', label: 'Europa/Londra' },
  { value: 'America/New_York', label: 'America/New York' },
];
/** The same names as Impostazioni → Aspetto (THEME_LABELS). */
const THEME_OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));

function toForm(profile: SettingsProfile): ProfileBody {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    language: interfaceLanguageOf(profile.language),
    timezone: profile.timezone,
    theme_preference: profile.theme_preference,
    email_notifications: profile.email_notifications,
  };
}

/** Impostazioni → Profilo (spec 1 §2 Profile, §5). */
export function ProfileSection() {
  const query = useQuery({ queryKey: settingsKeys.profile, queryFn: ({ signal }) => settingsApi.profile(signal) });

  return (
    <SectionFrame title="Profilo" description="I tuoi dati personali e le preferenze dell'interfaccia.">
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ProfileForm profile={query.data} />
          <Divider my="xl" />
          <PasswordChange />
        </>
      )}
    </SectionFrame>
  );
}

function ProfileForm({ profile }: { profile: SettingsProfile }) {
  const queryClient = useQueryClient();
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileBody, unknown, ProfileOutput>({
    resolver: zodResolver(profileBodySchema),
    defaultValues: toForm(profile),
  });
  const [emailError, setEmailError] = useState<string | null>(null);

  const onSubmit = async (values: ProfileOutput) => {
    setFailure(null);
    setEmailError(null);
    try {
      const envelope = await settingsApi.updateProfile({ ...values, email: profile.email });
      const { profile: saved, user } = envelope.data;
      queryClient.setQueryData(settingsKeys.profile, saved);
      reset(toForm(saved));
      // the footer, the header and the theme follow the session user; Aspetto shows the same theme
      sessionStore.getState().setUser(user);
      queryClient.setQueryData<Appearance>(appearanceKeys.mine(user.id), (old) => old && { ...old, theme_preference: user.theme_preference });
      showSuccess(envelope.message);
    } catch (error) {
      applyFieldErrors<ProfileBody>(error, ['first_name', 'last_name', 'phone', 'language', 'timezone', 'theme_preference'], setError);
      if (isApiValidationError(error) && error.validationErrors.email) setEmailError(error.validationErrors.email);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Dati del profilo">
      <UnsavedChangesGuard when={isDirty} message="Le modifiche al profilo non sono state salvate e andranno perse." />
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={failure} testId="settings-error" />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label="Nome" withAsterisk {...register('first_name')} error={errors.first_name?.message} />
          <TextInput label="Cognome" withAsterisk {...register('last_name')} error={errors.last_name?.message} />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            description={MSG.emailReadOnly}
            error={emailError}
            styles={{ input: { cursor: 'not-allowed' } }}
            variant="filled"
          />
          <TextInput label="Telefono" placeholder="+39 333 1234567" {...register('phone')} error={errors.phone?.message} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label="Lingua"
                description={LANGUAGE_OPTIONS.length === 1 ? 'L\'interfaccia è disponibile solo in italiano' : undefined}
                data={LANGUAGE_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.language?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field }) => (
              <Select
                label="Fuso orario"
                data={TIMEZONE_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.timezone?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="theme_preference"
            render={({ field }) => (
              <Select
                label="Tema"
                data={THEME_OPTIONS}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                allowDeselect={false}
                error={errors.theme_preference?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="email_notifications"
          render={({ field }) => (
            <Checkbox
              label="Ricevi notifiche via email"
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            Salva Profilo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const EMPTY_PASSWORDS: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };

function PasswordChange() {
  const [opened, setOpened] = useState(false);
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm, unknown, PasswordOutput>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY_PASSWORDS,
  });

  const toggle = (open: boolean) => {
    setOpened(open);
    setFailure(null);
    if (!open) reset(EMPTY_PASSWORDS);
  };

  const onSubmit = async (values: PasswordOutput) => {
    setFailure(null);
    try {
      const envelope = await settingsApi.changePassword(values);
      reset(EMPTY_PASSWORDS);
      setOpened(false);
      showSuccess(envelope.message);
    } catch (error) {
      applyFieldErrors<PasswordChangeForm>(error, ['current_password', 'new_password', 'confirm_password'], setError);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };

  return (
    <Stack gap="md">
      <SuccessBanner message={success} testId="settings-success" />
      <Group justify="space-between">
        <Group gap="sm">
          <IconKey size={20} aria-hidden />
          <div>
            <Text fw={600}>Password</Text>
            <Text size="sm" c="dimmed">
              Almeno 8 caratteri.
            </Text>
          </div>
        </Group>
        <Switch label="Cambia password" checked={opened} onChange={(event) => toggle(event.currentTarget.checked)} />
      </Group>
      <Collapse expanded={opened}>
        <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Cambio password">
          <ErrorBanner message={failure} testId="settings-error" />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <PasswordInput label="Password attuale" withAsterisk autoComplete="current-password" {...register('current_password')} error={errors.current_password?.message} />
            <PasswordInput label="Nuova password" withAsterisk autoComplete="new-password" {...register('new_password')} error={errors.new_password?.message} />
            <PasswordInput label="Conferma nuova password" withAsterisk autoComplete="new-password" {...register('confirm_password')} error={errors.confirm_password?.message} />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" variant="light" loading={isSubmitting}>
              Aggiorna Password
            </Button>
          </Group>
        </form>
      </Collapse>
    </Stack>
  );
}
