import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { SalesDashboard } from '@banco/shared';
import { formatPercent } from '../../format/format.ts';
import { goalRows } from './goal-progress.ts';

/**
 * 'Obiettivi Giornalieri' (spec 2 §2.10): revenue, sales and new customers, actual of target, with a
 * bar coloured by spec 2 §4. Who may set them (managers, owners) gets 'Modifica'.
 */
export function DailyGoals({ goals, canEdit, onEdit }: { goals: SalesDashboard['goals']; canEdit: boolean; onEdit(): void }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="daily-goals-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="daily-goals-title">
          Obiettivi Giornalieri
        </Title>
        {canEdit ? (
          <Button variant="subtle" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            Modifica obiettivi
          </Button>
        ) : null}
      </Group>
      <Stack gap="md">
        {goalRows(goals).map((goal) => (
          <Stack key={goal.key} gap={4} data-testid={`goal-${goal.key}`} data-color={goal.color}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {goal.label}
              </Text>
              <Text size="sm" fw={700} c={`${goal.color}.8`} data-testid={`goal-${goal.key}-percent`}>
                {formatPercent(goal.percent)}
              </Text>
            </Group>
            <Progress
              value={goal.barValue}
              color={goal.color}
              size="lg"
              radius="xl"
              aria-label={`${goal.label}: ${goal.progressText} (${formatPercent(goal.percent)})`}
            />
            <Text size="xs" c="dimmed" data-testid={`goal-${goal.key}-text`}>
              {goal.progressText}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
