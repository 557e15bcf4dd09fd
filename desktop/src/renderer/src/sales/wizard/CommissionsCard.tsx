import { Group, Paper, Text } from '@mantine/core';
import { formatCents, formatPercent } from '../../format/format.ts';
import type { CommissionPreview } from './commissions.ts';

/** Step 4's commissions card (spec 2 §2.6): who earns what on this sale, at the company's rates. */
export function CommissionsCard({ commissions }: { commissions: readonly CommissionPreview[] }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Provvigioni">
      <Text size="xs" c="dimmed">
        Provvigioni
      </Text>
      {commissions.length === 0 ? (
        <Text size="sm">Nessuna provvigione per questo ruolo</Text>
      ) : (
        commissions.map((commission) => (
          <Group key={commission.label} justify="space-between">
            <Text size="sm">
              {commission.label} ({formatPercent(commission.percent)})
            </Text>
            <Text size="sm" fw={600}>
              {formatCents(commission.cents)}
            </Text>
          </Group>
        ))
      )}
    </Paper>
  );
}
