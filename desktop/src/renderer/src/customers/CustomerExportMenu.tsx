import { Button, Loader, Menu } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconJson } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessage } from '../api/errors.ts';
import { saveFile } from '../components/save-file.ts';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { customersApi } from './use-customers.ts';

interface CustomerExportMenuProps {
  customerId: number;
  onError(message: string): void;
}

/**
 * 'Esporta dati' (GDPR right of access, issue 8): everything held about the customer, as a JSON file
 * (for another system) or a readable PDF (for the customer).
 */
export function CustomerExportMenu({ customerId, onError }: CustomerExportMenuProps) {
  const [busy, setBusy] = useState(false);
  // busy, the button stays enabled (a disabled one would drop the focus the menu gives back to it) and a second choice waits
  const exportAs = async (format: 'json' | 'pdf') => {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await customersApi.exportFile(customerId, format));
    } catch (error) {
      onError(userMessage(error, CUSTOMER_TEXT.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" aria-busy={busy} leftSection={busy ? <Loader size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}>
          Esporta dati
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Richiesta di accesso (GDPR)</Menu.Label>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => void exportAs('pdf')}>
          Documento PDF
        </Menu.Item>
        <Menu.Item leftSection={<IconJson size={16} aria-hidden />} onClick={() => void exportAs('json')}>
          Dati in formato JSON
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
