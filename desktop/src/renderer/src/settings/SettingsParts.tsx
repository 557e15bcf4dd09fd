import { Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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

export function SectionLoader() {
  return (
    <Group justify="center" gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">Caricamento...</Text>
    </Group>
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
