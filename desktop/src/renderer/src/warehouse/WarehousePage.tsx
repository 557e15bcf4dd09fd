import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconBuildingWarehouse, IconHourglassHigh, IconListDetails, IconPackages, IconSettings, IconTruckDelivery } from '@tabler/icons-react';
import { Link, Route, Routes } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { COMING_SOON_TEXT } from '../pages/PlaceholderPage.tsx';
import { can } from '@banco/shared';
import { useCurrentUser } from '../session/use-session.ts';
import { GoodsReceiptPage } from './goods-receipt/GoodsReceiptPage.tsx';
import { WarehouseSettingsPage } from './WarehouseSettingsPage.tsx';
import { InventoryPage } from './inventory/InventoryPage.tsx';
import { CataloguePage } from './catalogue/CataloguePage.tsx';
import { SuppliersPage } from './suppliers/SuppliersPage.tsx';

/**
 * /warehouse (spec 3 §2 "Warehouse area routes"): settings, the goods receipt (load-merchandise) and
 * the inventory, the product catalogue and the suppliers are built; the dashboard, transfers and counts come next.
 */
export function WarehousePage() {
  return (
    <Routes>
      <Route path="settings" element={<WarehouseSettingsPage />} />
      <Route path="load-merchandise" element={<GoodsReceiptPage />} />
      <Route path="inventory" element={<InventoryPage />} />
      <Route path="products" element={<CataloguePage />} />
      <Route path="suppliers" element={<SuppliersPage />} />
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
          <Group gap="sm" justify="flex-end">
            {canLoad && (
              <Button component={Link} to="/warehouse/load-merchandise" leftSection={<IconTruckDelivery size={18} aria-hidden />}>
                Carica Merce
              </Button>
            )}
            <Button component={Link} to="/warehouse/inventory" variant="default" leftSection={<IconListDetails size={18} aria-hidden />}>
              Inventario
            </Button>
            <Button component={Link} to="/warehouse/products" variant="default" leftSection={<IconPackages size={18} aria-hidden />}>
              Catalogo
            </Button>
            <Button component={Link} to="/warehouse/suppliers" variant="default" leftSection={<IconBuildingWarehouse size={18} aria-hidden />}>
              Fornitori
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
