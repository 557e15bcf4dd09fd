import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { InventoryQuery } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { saveFile } from '../../components/save-file.ts';
import type { ExportFormat } from './inventory-api.ts';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import { inventoryApi } from './use-inventory.ts';

/** 'Esporta': the list with its current filters and sort, every page, as CSV or Excel. */
export function InventoryExportMenu({ query, onError }: { query: InventoryQuery; onError(message: string): void }) {
  const [busy, setBusy] = useState(false);
  const exportAs = async (format: ExportFormat) => {
    setBusy(true);
    try {
      saveFile(await inventoryApi.exportFile(query, format));
    } catch (error) {
      onError(userMessage(error, INVENTORY_TEXT.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden />}>
          Esporta
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Inventario con i filtri attuali</Menu.Label>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void exportAs('csv')}>
          File CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void exportAs('xlsx')}>
          File Excel
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
