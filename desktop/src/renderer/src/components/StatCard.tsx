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

/**
 * The value's size: the theme's xl, or smaller when the value would not fit on one line of the card
 * (a bold digit is about 0.62 em wide; 100cqi is the card's width): '30.401.155,00 €' on a quarter of
 * a 1024-pixel window shrinks instead of running out of its card.
 */
const valueSize = (value: string): string => `min(var(--mantine-font-size-xl), ${(100 / (0.62 * Math.max(value.length, 1))).toFixed(1)}cqi)`;

/** A figure over a list or on a dashboard: icon, label in small capitals, the value. */
export function StatCard({ icon: Icon, label, value, color, testId }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId} style={{ containerType: 'inline-size' }}>
      <Group gap="xs" wrap="nowrap" mb={6}>
        <ThemeIcon variant="light" color={color} size={28} radius="md">
          <Icon size={17} aria-hidden />
        </ThemeIcon>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
          {label}
        </Text>
      </Group>
      <Text fw={700} lh={1.2} style={{ fontSize: valueSize(value), whiteSpace: 'nowrap' }} data-testid={`${testId}-value`}>
        {value}
      </Text>
    </Card>
  );
}
