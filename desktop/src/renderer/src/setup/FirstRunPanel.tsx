import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MSG } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { sessionActions } from '../app/services.ts';
import { ErrorBanner } from '../components/Banners.tsx';
import { FormSubmitButton } from '../components/FormSubmitButton.tsx';
import { FIRST_ADMIN_FIELDS, firstAdminFormSchema, type FirstAdminForm, type FirstAdminFormValues } from './first-admin-form.ts';
import { setupApi } from './setup-api.ts';

/**
 * The first run of a new installation (no administrator yet): creates the first superadmin and
 * signs it in. From another machine the server asks for the code printed on its console.
 */
export function FirstRunPanel({ requiresCode }: { requiresCode: boolean }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FirstAdminForm, unknown, FirstAdminFormValues>({
    resolver: zodResolver(firstAdminFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '', setup_code: '' },
  });

  const onSubmit = async ({ confirm_password: _confirm, ...body }: FirstAdminFormValues) => {
    setServerError(null);
    try {
      await sessionActions.signIn(await setupApi.createAdmin(body));
    } catch (error) {
      applyFieldErrors<FirstAdminForm>(error, FIRST_ADMIN_FIELDS, setError);
      setServerError(userMessage(error, MSG.userCreateFailed));
    }
  };

  return (
    <>
      <Title order={2} size="h3">
        Configurazione iniziale
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Banco non ha ancora un amministratore. Crea l'account Super Admin: con questo creerai poi l'azienda, i negozi e gli utenti.
      </Text>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Configurazione iniziale">
        <Stack gap="md">
          <ErrorBanner message={serverError} flush />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Nome" autoComplete="given-name" autoFocus withAsterisk error={errors.first_name?.message} {...register('first_name')} />
            <TextInput label="Cognome" autoComplete="family-name" withAsterisk error={errors.last_name?.message} {...register('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="username" withAsterisk error={errors.email?.message} {...register('email')} />
          <PasswordInput
            label="Password"
            description="Almeno 8 caratteri"
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi password' }}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Conferma password"
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': 'Mostra o nascondi conferma password' }}
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          {requiresCode ? (
            <TextInput
              label="Codice di configurazione"
              description="Lo trovi nella console del server di Banco."
              autoComplete="off"
              withAsterisk
              error={errors.setup_code?.message}
              {...register('setup_code')}
            />
          ) : null}
          <FormSubmitButton busy={isSubmitting} label="Crea amministratore" busyLabel="Creazione in corso..." />
        </Stack>
      </form>
    </>
  );
}
