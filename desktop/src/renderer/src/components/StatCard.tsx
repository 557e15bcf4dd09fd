import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface StatCardProps {
  icon: TablerIcon;
  label: string;
  value: string;
  color: string;
  /** The card's test id; its value is `${testId}-value`. */
  testId: string;
}

/** A figure over a list or on a dashboard: icon, label in small capitals, the value. */
export function StatCard({ icon: Icon, label, value, color, testId }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group gap="xs" wrap="nowrap" mb={6}>
        <ThemeIcon variant="light" color={color} size={28} radius="md">
          <Icon size={17} aria-hidden />
        </ThemeIcon>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
          {label}
        </Text>
      </Group>
      <Text fw={700} size="xl" lh={1.2} data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Card>
  );
}
