import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconCircleCheck, IconCrown, IconPlayerPause, IconStack2, IconUser, type TablerIcon } from '@tabler/icons-react';
import type { CompanyStats } from '@banco/shared';

const CARDS: readonly { key: keyof CompanyStats; label: string; icon: TablerIcon; color: string }[] = [
  { key: 'total_companies', label: 'Aziende totali', icon: IconBuilding, color: 'banco' },
  { key: 'active_companies', label: 'Attive', icon: IconCircleCheck, color: 'green' },
  { key: 'suspended_companies', label: 'Sospese', icon: IconPlayerPause, color: 'orange' },
  { key: 'single_plan', label: 'Piano Single', icon: IconUser, color: 'cyan' },
  { key: 'multi_plan', label: 'Piano Multi', icon: IconStack2, color: 'violet' },
  { key: 'max_plan', label: 'Piano Max', icon: IconCrown, color: 'yellow' },
];

/** The six counters of the companies page (spec 1 §2). */
export function CompanyStatsCards({ stats }: { stats: CompanyStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" mb="lg">
      {CARDS.map(({ key, label, icon: Icon, color }) => (
        <Paper key={key} withBorder radius="md" p="md" data-testid={`stat-${key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              {stats ? (
                <Text fz={28} fw={700} lh={1.2} mt={4}>
                  {stats[key]}
                </Text>
              ) : (
                <Skeleton h={28} w={40} mt={6} />
              )}
            </div>
            <ThemeIcon variant="light" color={color} size={36} radius="md">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
