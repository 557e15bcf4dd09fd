import { Button, Loader, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import type { DownloadedFile } from '../api/client.ts';
import { userMessage } from '../api/errors.ts';
import { saveFile } from './save-file.ts';

export type ExportFormat = 'csv' | 'xlsx';

interface FileExportMenuProps {
  /** The menu's heading: what the file holds ('Vendite con i filtri attuali'). */
  label: string;
  download(format: ExportFormat): Promise<DownloadedFile>;
  /** The message when the file could not be made (the server's own when it gave one). */
  failedText: string;
  onError(message: string): void;
}

/** 'Esporta': a list with its current filters, every page, as CSV or Excel. */
export function FileExportMenu({ label, download, failedText, onError }: FileExportMenuProps) {
  const [busy, setBusy] = useState(false);
  // busy, the button stays enabled (a disabled one would drop the focus the menu gives back to it) and a second choice waits
  const exportAs = async (format: ExportFormat) => {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await download(format));
    } catch (error) {
      onError(userMessage(error, failedText));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" aria-busy={busy} leftSection={busy ? <Loader size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}>
          Esporta
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
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
