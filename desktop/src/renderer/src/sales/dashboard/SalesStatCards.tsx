import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBackUp, IconCurrencyEuro, IconShoppingCart, IconUsers, type TablerIcon } from '@tabler/icons-react';
import type { SalesDashboard } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';

function StatCard({ icon: Icon, label, value, color, testId }: { icon: TablerIcon; label: string; value: string; color: string; testId: string }) {
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

const count = (value: number) => value.toLocaleString('it-IT');

/** Today's four cards (spec 2 §2.10): Vendite Oggi, Fatturato, Clienti, Resi. */
export function SalesStatCards({ today }: { today: SalesDashboard['today'] }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" mb="md">
      <StatCard icon={IconShoppingCart} label="Vendite Oggi" value={count(today.sales_count)} color="banco" testId="sales-stat-count" />
      <StatCard icon={IconCurrencyEuro} label="Fatturato" value={formatMoney(today.revenue)} color="green" testId="sales-stat-revenue" />
      <StatCard icon={IconUsers} label="Clienti" value={count(today.customers)} color="grape" testId="sales-stat-customers" />
      <StatCard icon={IconArrowBackUp} label="Resi" value={count(today.returns)} color="orange" testId="sales-stat-returns" />
    </SimpleGrid>
  );
}
