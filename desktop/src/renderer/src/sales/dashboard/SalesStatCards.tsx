import { SimpleGrid } from '@mantine/core';
import { IconArrowBackUp, IconCurrencyEuro, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import type { SalesDashboard } from '@banco/shared';
import { StatCard } from '../../components/StatCard.tsx';
import { formatMoney } from '../../format/format.ts';

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
