import { Button, EmptyState, Paper } from '@mantine/core';
import { IconHourglassHigh, IconSettings } from '@tabler/icons-react';
import { Link, Route, Routes } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { COMING_SOON_TEXT } from '../pages/PlaceholderPage.tsx';
import { WarehouseSettingsPage } from './WarehouseSettingsPage.tsx';

/** /warehouse (spec 3 §2 "Warehouse area routes"): the settings are built; the dashboard and the rest come next. */
export function WarehousePage() {
  return (
    <Routes>
      <Route path="settings" element={<WarehouseSettingsPage />} />
      <Route path="*" element={<WarehouseHome />} />
    </Routes>
  );
}

function WarehouseHome() {
  return (
    <>
      <PageHeader
        title="Magazzino"
        actions={
          <Button component={Link} to="/warehouse/settings" variant="default" leftSection={<IconSettings size={18} aria-hidden />}>
            Impostazioni magazzino
          </Button>
        }
      />
      <Paper withBorder radius="md" p="xl">
        <EmptyState variant="light" icon={<IconHourglassHigh size={28} aria-hidden />} title="In arrivo" description={COMING_SOON_TEXT} />
      </Paper>
    </>
  );
}
