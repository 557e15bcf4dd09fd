import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconBox, IconCircleCheck, IconCurrencyEuro } from '@tabler/icons-react';
import type { InventoryList } from '@banco/shared';
import { StatCard } from '../../components/StatCard.tsx';
import { formatCount, formatMoney } from '../../format/format.ts';

/** The four cards over the list (spec 3 §2); the value (purchase price × quantity) is not the consultants' to see (§6). */
export function InventoryStats({ stats }: { stats: InventoryList['stats'] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: stats.total_value === null ? 3 : 4 }} spacing="md" mb="md">
      <StatCard icon={IconBox} label="Totale articoli" value={formatCount(stats.total_items)} color="banco" testId="inventory-stat-total" />
      {stats.total_value === null ? null : (
        <StatCard icon={IconCurrencyEuro} label="Valore totale" value={formatMoney(stats.total_value)} color="grape" testId="inventory-stat-value" />
      )}
      <StatCard icon={IconAlertTriangle} label="Scorta bassa" value={formatCount(stats.low_stock_count)} color="orange" testId="inventory-stat-low" />
      <StatCard icon={IconCircleCheck} label="Disponibili" value={formatCount(stats.available_count)} color="green" testId="inventory-stat-available" />
    </SimpleGrid>
  );
}
