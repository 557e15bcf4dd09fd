import { IconFileTypePdf, IconJson } from '@tabler/icons-react';
import { FileExportMenu, type ExportChoice } from '../components/FileExportMenu.tsx';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { customersApi } from './use-customers.ts';

interface CustomerExportMenuProps {
  customerId: number;
  onError(message: string): void;
}

const CHOICES: readonly ExportChoice<'json' | 'pdf'>[] = [
  { format: 'pdf', label: 'Documento PDF', icon: IconFileTypePdf },
  { format: 'json', label: 'Dati in formato JSON', icon: IconJson },
];

/**
 * 'Esporta dati' (GDPR right of access, issue 8): everything held about the customer, as a JSON file
 * (for another system) or a readable PDF (for the customer).
 */
export function CustomerExportMenu({ customerId, onError }: CustomerExportMenuProps) {
  return (
    <FileExportMenu
      buttonLabel="Esporta dati"
      label="Richiesta di accesso (GDPR)"
      choices={CHOICES}
      download={(format) => customersApi.exportFile(customerId, format)}
      failedText={CUSTOMER_TEXT.exportFailed}
      onError={onError}
    />
  );
}
