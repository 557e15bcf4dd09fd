import { Stack, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

/** An empty list in a page's table panel: a grey icon, a title and an optional hint. */
export function EmptyState({ icon: IconComponent, title, hint }: { icon: TablerIcon; title: string; hint?: string | null }) {
  return (
    <Stack align="center" gap={6} py="xl">
      <IconComponent size={36} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{title}</Text>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
