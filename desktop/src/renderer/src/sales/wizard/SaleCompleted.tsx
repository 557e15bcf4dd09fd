import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SaleDetail } from '@banco/shared';
import { ResultHeading } from '../../components/ResultHeading.tsx';
import { useFileDownload } from '../../components/use-file-download.ts';
import { salesApi } from '../sales-api.ts';
import { ReceiptPreview } from './ReceiptPreview.tsx';

interface SaleCompletedProps {
  sale: SaleDetail;
  onNew(): void;
  onDashboard(): void;
}

/** After 'Completa Vendita' (issue 10): the sale number, the receipt preview and its PDF, 'Nuova Vendita'. */
export function SaleCompleted({ sale, onNew, onDashboard }: SaleCompletedProps) {
  const store = useQuery({ queryKey: ['sales', 'wizard', 'store', sale.store_id], queryFn: ({ signal }) => salesApi.store(sale.store_id, signal) });
  const customer = useQuery({
    queryKey: ['sales', 'customer-points', sale.customer_id ?? 0],
    queryFn: ({ signal }) => salesApi.customer(sale.customer_id ?? 0, signal),
    enabled: sale.customer_id !== null,
  });
  const branding = useQuery({ queryKey: ['sales', 'receipt-branding'], queryFn: ({ signal }) => salesApi.receiptBranding(signal) });
  const files = useFileDownload();
  const address = store.data ? [store.data.address, store.data.city].filter(Boolean).join(', ') : null;
  return (
    <Stack gap="md">
      <ResultHeading title="Vendita completata">
        Numero vendita <strong>{sale.sale_number}</strong>
      </ResultHeading>
      {sale.warnings.map((warning) => (
        <Alert key={warning} color="yellow" variant="light">
          {warning}
        </Alert>
      ))}
      <ReceiptPreview sale={sale} branding={branding.data ?? null} storeAddress={address} pointsBalance={customer.data?.current_points ?? null} />
      {files.failure ? (
        <Alert color="red" variant="light" role="alert">
          {files.failure}
        </Alert>
      ) : null}
      <Group justify="center">
        <Button
          variant="default"
          loading={files.busy !== null}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void files.download('file', () => salesApi.receipt(sale.id), 'Download della ricevuta non riuscito')}
        >
          Scarica ricevuta PDF
        </Button>
        <Button variant="default" onClick={onDashboard}>
          Gestione Vendite
        </Button>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew} data-autofocus>
          Nuova Vendita
        </Button>
      </Group>
    </Stack>
  );
}
