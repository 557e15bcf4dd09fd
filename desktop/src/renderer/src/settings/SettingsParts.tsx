import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The frame of a settings section: title, description, optional badge and actions. */
export function SectionFrame({
  title,
  description,
  badge,
  actions,
  children,
}: {
  title: string;
  description?: string;
  badge?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h3">
              {title}
            </Title>
            {badge}
          </Group>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Paper>
  );
}

/** Green banner of a successful save (it clears itself: see useSuccessBanner). */
export function SuccessBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} mb="md" role="status" data-testid="settings-success">
      {message}
    </Alert>
  );
}

/** Inline red box of a failed save or removal (spec 1 §8: the server message preferred). */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} mb="md" role="alert" data-testid="settings-error">
      {message}
    </Alert>
  );
}

export function SectionLoader() {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">Caricamento...</Text>
    </Group>
  );
}

/** A load failure: red box with Riprova (spec 1 §8). */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Riprova
        </Button>
      </Group>
    </Alert>
  );
}

/** An empty list: icon, title and a line of explanation. */
export function EmptyNotice({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" gap={6} py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={420}>
        {text}
      </Text>
    </Stack>
  );
}
