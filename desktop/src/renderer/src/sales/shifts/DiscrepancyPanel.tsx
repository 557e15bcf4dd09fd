import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents } from '../../format/format.ts';
import type { DiscrepancyView } from './discrepancy-view.ts';

/** The discrepancy check of the closing (spec 2 §2.9, §5.6): expected, counted, difference, and the tolerance's verdict. */
export function DiscrepancyPanel({ view, compact = false }: { view: DiscrepancyView; compact?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="discrepancy" style={{ borderColor: `var(--mantine-color-${view.color}-5)` }}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>Controllo differenza</Text>
          <Badge color={view.color} variant="light" tt="none" data-testid="discrepancy-headline">
            {view.headline}
          </Badge>
        </Group>
        <SimpleGrid cols={compact ? 1 : 3} spacing={compact ? 4 : 'sm'}>
          <Figure inline={compact} label="Contante atteso" value={formatCents(view.expectedCents)} />
          <Figure inline={compact} label="Contante contato" value={formatCents(view.countedCents)} />
          <Figure inline={compact} label="Differenza" value={view.differenceText} color={view.color === 'green' ? undefined : `${view.color}.8`} testId="discrepancy-difference" />
        </SimpleGrid>
        <Text size="sm" c={view.requiresApproval ? 'red.8' : 'dimmed'} aria-live="polite" data-testid="discrepancy-status">
          {view.status}
        </Text>
      </Stack>
    </Paper>
  );
}

interface FigureProps {
  label: string;
  value: string;
  /** On one line, the value at the right (the narrow column beside the count). */
  inline: boolean;
  color?: string;
  testId?: string;
}

function Figure({ label, value, inline, color, testId }: FigureProps) {
  const figure = (
    <Text fw={700} c={color} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  );
  return inline ? (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {figure}
    </Group>
  ) : (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {figure}
    </Stack>
  );
}
