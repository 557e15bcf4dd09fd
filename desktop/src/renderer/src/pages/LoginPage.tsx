import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Box, Group, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconClockExclamation,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconInfoCircle,
  IconLifebuoy,
  IconShieldLock,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginBodySchema, MSG, type LoginBody } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { sessionActions } from '../app/services.ts';
import { loginNotice, useLoginNotice } from '../session/login-notice.ts';
import { ErrorBanner } from '../components/Banners.tsx';
import { FormSubmitButton } from '../components/FormSubmitButton.tsx';
import { FirstRunPanel } from '../setup/FirstRunPanel.tsx';
import { setupApi } from '../setup/setup-api.ts';

const FEATURES: readonly { icon: TablerIcon; title: string; text: string }[] = [
  {
    icon: IconShieldLock,
    title: 'Dati isolati per ogni azienda',
    text: 'Clienti, vendite e magazzino di ogni azienda restano completamente separati da quelli delle altre.',
  },
  {
    icon: IconDeviceDesktop,
    title: 'Pensato per il desktop',
    text: 'Un gestionale da cassa veloce, con lettore di codici a barre e stampanti del negozio.',
  },
  {
    icon: IconBuildingStore,
    title: 'Tutti i tuoi negozi',
    text: 'Vendite, riparazioni, contratti e personale di più punti vendita in un unico posto.',
  },
];

/** Spec 1 §2 Login screen, §5 validation, §8 login failure. */
export function LoginPage() {
  // a new installation asks for its first administrator; the demo credentials only where they exist
  const { data: setup } = useQuery({ queryKey: ['setup-status'], queryFn: ({ signal }) => setupApi.status(signal), retry: false });
  return (
    <div className="banco-login">
      <section className="banco-login-brand" aria-label="Banco">
        <Box>
          <Group gap="sm" mb={48}>
            <ThemeIcon size={44} radius="md" variant="white" color="banco">
              <IconDeviceMobile size={26} aria-hidden />
            </ThemeIcon>
            <Title order={1} c="white" size={34}>
              Banco
            </Title>
          </Group>
          <Title order={2} c="white" size="h2" fw={600} maw={460} lh={1.25}>
            Il gestionale per i negozi di telefonia
          </Title>
          <Text mt="sm" c="#b9c6da" maw={460}>
            Vendite, contratti, magazzino e riparazioni, dal banco del negozio alla direzione.
          </Text>
          <Stack gap="lg" mt={40} maw={460}>
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Group key={title} gap="md" align="flex-start" wrap="nowrap">
                <ThemeIcon size={36} radius="md" variant="light" color="banco">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Box>
                  <Text fw={600} c="white">
                    {title}
                  </Text>
                  <Text size="sm" c="#b9c6da">
                    {text}
                  </Text>
                </Box>
              </Group>
            ))}
          </Stack>
        </Box>
        <Text size="xs" c="#8393ab" mt={40}>
          © {new Date().getFullYear()} Banco · Gestionale e punto vendita
        </Text>
      </section>

      <main className="banco-login-form">
        <Paper withBorder shadow="sm" radius="lg" p={36} w="100%" maw={440}>
          {setup?.needs_admin ? <FirstRunPanel requiresCode={setup.requires_code} /> : <LoginForm demo={setup?.demo === true} />}

          <SupportContact email={setup?.support_email ?? null} />
        </Paper>
      </main>
    </div>
  );
}

/**
 * The support contact: the installation's SUPPORT_EMAIL when the server has one; otherwise the
 * person who can help every user of a shop (accounts and passwords are theirs to reset).
 */
function SupportContact({ email }: { email: string | null }) {
  return (
    <Group gap={6} justify="center" mt="lg" wrap="nowrap">
      <IconLifebuoy size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      {email ? (
        <Anchor href={`mailto:${email}`} size="sm">
          Serve aiuto? Contatta il supporto
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          Serve aiuto? Rivolgiti al titolare o all'amministratore del negozio
        </Text>
      )}
    </Group>
  );
}

/** The sign-in form; `demo` shows the demo credentials (npm start's demo data). */
function LoginForm({ demo }: { demo: boolean }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const sessionEnded = useLoginNotice((state) => state.text);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginBody) => {
    setServerError(null);
    try {
      await sessionActions.login(values);
      loginNotice.clear();
    } catch (error) {
      applyFieldErrors<LoginBody>(error, ['email', 'password'], setError);
      setServerError(userMessage(error, MSG.loginFailed));
    }
  };

  return (
    <>
      <Title order={2} size="h3">
        Accedi
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Inserisci le credenziali del tuo account Banco.
      </Text>

      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Stack gap="md">
          {sessionEnded && !serverError ? (
            <Alert variant="light" color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} role="status">
              {sessionEnded}
            </Alert>
          ) : null}
          <ErrorBanner message={serverError} flush />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="nome@azienda.it"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="La tua password"
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? 'Nascondi password' : 'Mostra password' }}
            error={errors.password?.message}
            {...register('password')}
          />
          <FormSubmitButton busy={isSubmitting} label="Accedi" busyLabel="Accesso in corso..." />
        </Stack>
      </form>

      {demo ? (
        <Alert mt="xl" variant="light" color="banco" icon={<IconInfoCircle size={18} aria-hidden />} title="Credenziali di prova">
          <Text size="sm">Account demo: imprenditore@banco.demo / demo1234</Text>
          <Text size="xs" c="dimmed" mt={4}>
            Altri account demo (stessa password): superadmin@banco.demo, manager@banco.demo, consulente@banco.demo
          </Text>
        </Alert>
      ) : null}
    </>
  );
}
