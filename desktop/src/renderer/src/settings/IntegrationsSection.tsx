import { Alert, Badge, Button, Checkbox, Group, NumberInput, PasswordInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconInfoCircle, IconMailForward } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DEFAULT_GEOCODER_URL, INTEGRATIONS_MSG, MSG, type Integrations } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { useCurrentUser } from '../session/use-session.ts';
import { integrationsApi, integrationsKeys } from './integrations-api.ts';
import { toIntegrationsBody, toIntegrationsForm, type IntegrationsForm } from './integrations-model.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';
import { mailStatusKey } from '../mail/mail-status.ts';

const DESCRIPTION = 'Il server di posta dell\'azienda e il servizio di ricerca indirizzi.';

/** Impostazioni → Integrazioni (whoever edits the company's settings). */
export function IntegrationsSection() {
  const user = useCurrentUser();
  if (user.company_id === null) {
    return (
      <SectionFrame title="Integrazioni" description={DESCRIPTION}>
        <Alert icon={<IconInfoCircle size={18} />} color="blue">
          Le integrazioni appartengono a ciascuna azienda e si impostano dal suo account. Il server di posta della piattaforma è
          SMTP_URL nella configurazione del server.
        </Alert>
      </SectionFrame>
    );
  }
  return <CompanyIntegrations />;
}

function CompanyIntegrations() {
  const query = useQuery({ queryKey: integrationsKeys.show, queryFn: ({ signal }) => integrationsApi.show(signal) });
  return (
    <SectionFrame title="Integrazioni" description={DESCRIPTION}>
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <IntegrationsEditor saved={query.data} />
      )}
    </SectionFrame>
  );
}

function IntegrationsEditor({ saved }: { saved: Integrations }) {
  const queryClient = useQueryClient();
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<IntegrationsForm>({ defaultValues: toIntegrationsForm(saved) });

  const onSubmit = async (values: IntegrationsForm) => {
    setFailure(null);
    try {
      const next = await integrationsApi.update(toIntegrationsBody(values));
      queryClient.setQueryData(integrationsKeys.show, next);
      // the screens that queue mail say whether it leaves: a server set or removed here changes that
      void queryClient.invalidateQueries({ queryKey: mailStatusKey });
      reset(toIntegrationsForm(next));
      showSuccess(INTEGRATIONS_MSG.saved);
    } catch (error) {
      applyFieldErrors<IntegrationsForm>(error, ['smtp_host', 'smtp_port', 'smtp_secure', 'smtp_user', 'smtp_password', 'mail_from', 'geocoder_url'], setError);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };
  const sendTest = async () => {
    setFailure(null);
    setSending(true);
    try {
      const { to } = await integrationsApi.testMail();
      showSuccess(`${INTEGRATIONS_MSG.testQueued} (a ${to})`);
    } catch (error) {
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Integrazioni">
      <UnsavedChangesGuard when={isDirty} message="Le modifiche alle integrazioni non sono state salvate e andranno perse." />
      <Stack gap="lg">
        <SuccessBanner message={success} testId="settings-success" />
        <ErrorBanner message={failure} testId="settings-error" />
        <Group justify="space-between" align="center">
          <Title order={3} size="h5">
            Posta in uscita (SMTP)
          </Title>
          <Badge variant="light" color={saved.smtp_host ? 'green' : saved.server_smtp_configured ? 'blue' : 'gray'}>
            {saved.smtp_host ? 'Server dell\'azienda' : saved.server_smtp_configured ? 'Server di Banco' : 'Nessun server'}
          </Badge>
        </Group>
        <Alert icon={<IconInfoCircle size={18} />} color="gray" variant="light">
          Con un server SMTP dell'azienda, le sue email (benvenuto, password, documenti) partono da lì con il vostro mittente. Senza,
          {saved.server_smtp_configured ? ' partono dal server di posta di Banco.' : ' restano in coda: il server di Banco non ha un server di posta.'}
        </Alert>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <TextInput label="Server SMTP" placeholder="smtp.example.it" {...register('smtp_host')} error={errors.smtp_host?.message} />
          <Controller
            control={control}
            name="smtp_port"
            render={({ field }) => (
              <NumberInput
                label="Porta"
                placeholder="587"
                min={1}
                max={65535}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                error={errors.smtp_port?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="smtp_secure"
            render={({ field }) => (
              <Switch
                mt={30}
                label="Connessione cifrata (SSL/TLS, porta 465)"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <TextInput label="Utente SMTP" autoComplete="off" {...register('smtp_user')} error={errors.smtp_user?.message} />
          <PasswordInput
            label="Password SMTP"
            autoComplete="new-password"
            placeholder={saved.smtp_password_set ? 'impostata' : 'non impostata'}
            description={saved.smtp_password_set ? 'Impostata: lascia vuoto per mantenerla' : undefined}
            {...register('smtp_password')}
            error={errors.smtp_password?.message}
          />
          <TextInput label="Indirizzo mittente" placeholder="negozio@example.it" {...register('mail_from')} error={errors.mail_from?.message} />
        </SimpleGrid>
        {saved.smtp_password_set ? <Checkbox label="Rimuovi la password salvata" {...register('remove_password')} /> : null}

        <Title order={3} size="h5" mt="sm">
          Ricerca indirizzi
        </Title>
        <TextInput
          label="Servizio di geocodifica"
          description={`Vuoto: il servizio pubblico OpenStreetMap (${DEFAULT_GEOCODER_URL})`}
          placeholder={DEFAULT_GEOCODER_URL}
          {...register('geocoder_url')}
          error={errors.geocoder_url?.message}
        />
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} />}
            loading={sending}
            disabled={isDirty || (!saved.smtp_host && !saved.server_smtp_configured)}
            onClick={() => void sendTest()}
          >
            Invia email di prova
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={isSubmitting} disabled={!isDirty}>
            Salva Integrazioni
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
