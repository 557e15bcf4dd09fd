import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { SalesListQuery } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { saveFile } from '../../components/save-file.ts';
import { salesApi } from '../sales-api.ts';
import { salesExportQueryOf, type ExportFormat } from './sales-list-query.ts';

export const EXPORT_FAILED = "Errore durante l'esportazione delle vendite";

/** 'Esporta': the sales with the current search and filters, every page, as CSV or Excel. */
export function SalesExportMenu({ query, onError }: { query: SalesListQuery; onError(message: string): void }) {
  const [busy, setBusy] = useState(false);
  const exportAs = async (format: ExportFormat) => {
    setBusy(true);
    try {
      saveFile(await salesApi.exportList(salesExportQueryOf(query, format)));
    } catch (error) {
      onError(userMessage(error, EXPORT_FAILED));
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
        <Menu.Label>Vendite con i filtri attuali</Menu.Label>
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
