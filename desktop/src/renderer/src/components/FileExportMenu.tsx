import { Button, Loader, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import type { DownloadedFile } from '../api/client.ts';
import { userMessage } from '../api/errors.ts';
import { saveFile } from './save-file.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** One entry of the menu: the file's format, its name in the menu and its icon. */
export interface ExportChoice<Format extends string> {
  format: Format;
  label: string;
  icon: TablerIcon;
}

/** A list's file: every page with the current filters, as CSV or Excel. */
export const LIST_FILE_CHOICES: readonly ExportChoice<ExportFormat>[] = [
  { format: 'csv', label: 'File CSV', icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'File Excel', icon: IconFileSpreadsheet },
];

interface FileExportMenuProps<Format extends string> {
  /** The button ('Esporta' unless given). */
  buttonLabel?: string;
  /** The menu's heading: what the file holds ('Vendite con i filtri attuali'). */
  label: string;
  choices: readonly ExportChoice<Format>[];
  download(format: Format): Promise<DownloadedFile>;
  /** The message when the file could not be made (the server's own when it gave one). */
  failedText: string;
  onError(message: string): void;
}

/**
 * A button whose menu downloads a file in the format chosen: a list's 'Esporta', a customer's 'Esporta
 * dati'. While the file is made the button stays enabled (a disabled one would drop the focus the menu
 * gives back to it), shows a spinner and lets a second choice wait.
 */
export function FileExportMenu<Format extends string>({ buttonLabel = 'Esporta', label, choices, download, failedText, onError }: FileExportMenuProps<Format>) {
  const [busy, setBusy] = useState(false);
  const exportAs = async (format: Format) => {
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
          {buttonLabel}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {choices.map(({ format, label: choiceLabel, icon: Icon }) => (
          <Menu.Item key={format} leftSection={<Icon size={16} aria-hidden />} onClick={() => void exportAs(format)}>
            {choiceLabel}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
