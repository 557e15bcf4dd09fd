import { SimpleGrid } from '@mantine/core';
import { IconArrowBackUp, IconCurrencyEuro, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import type { SalesDashboard } from '@banco/shared';
import { StatCard } from '../../components/StatCard.tsx';
import { formatCount, formatMoney } from '../../format/format.ts';

/** Today's four cards (spec 2 §2.10): Vendite Oggi, Fatturato, Clienti, Resi. */
export function SalesStatCards({ today }: { today: SalesDashboard['today'] }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" mb="md">
      <StatCard icon={IconShoppingCart} label="Vendite Oggi" value={formatCount(today.sales_count)} color="banco" testId="sales-stat-count" />
      <StatCard icon={IconCurrencyEuro} label="Fatturato" value={formatMoney(today.revenue)} color="green" testId="sales-stat-revenue" />
      <StatCard icon={IconUsers} label="Clienti" value={formatCount(today.customers)} color="grape" testId="sales-stat-customers" />
      <StatCard icon={IconArrowBackUp} label="Resi" value={formatCount(today.returns)} color="orange" testId="sales-stat-returns" />
    </SimpleGrid>
  );
}
