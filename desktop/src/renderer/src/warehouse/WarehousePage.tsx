import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconHourglassHigh, IconListDetails, IconSettings, IconTruckDelivery } from '@tabler/icons-react';
import { Link, Route, Routes } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { COMING_SOON_TEXT } from '../pages/PlaceholderPage.tsx';
import { can } from '@banco/shared';
import { useCurrentUser } from '../session/use-session.ts';
import { GoodsReceiptPage } from './goods-receipt/GoodsReceiptPage.tsx';
import { WarehouseSettingsPage } from './WarehouseSettingsPage.tsx';
import { InventoryPage } from './inventory/InventoryPage.tsx';

/**
 * /warehouse (spec 3 §2 "Warehouse area routes"): settings, the goods receipt (load-merchandise) and
 * the inventory are built; the dashboard, transfers and counts come next.
 */
export function WarehousePage() {
  return (
    <Routes>
      <Route path="settings" element={<WarehouseSettingsPage />} />
      <Route path="load-merchandise" element={<GoodsReceiptPage />} />
      <Route path="inventory" element={<InventoryPage />} />
      <Route path="*" element={<WarehouseHome />} />
    </Routes>
  );
}

function WarehouseHome() {
  const canLoad = can(useCurrentUser().permissions, 'warehouse', 'create');
  return (
    <>
      <PageHeader
        title="Magazzino"
        actions={
          <Group gap="sm">
            {canLoad && (
              <Button component={Link} to="/warehouse/load-merchandise" leftSection={<IconTruckDelivery size={18} aria-hidden />}>
                Carica Merce
              </Button>
            )}
            <Button component={Link} to="/warehouse/inventory" variant="default" leftSection={<IconListDetails size={18} aria-hidden />}>
              Inventario
            </Button>
            <Button component={Link} to="/warehouse/settings" variant="default" leftSection={<IconSettings size={18} aria-hidden />}>
              Impostazioni magazzino
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p="xl">
        <EmptyState variant="light" icon={<IconHourglassHigh size={28} aria-hidden />} title="In arrivo" description={COMING_SOON_TEXT} />
      </Paper>
    </>
  );
}
