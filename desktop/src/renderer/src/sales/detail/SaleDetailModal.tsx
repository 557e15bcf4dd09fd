import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SaleDetail } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { SALE_DETAIL_TEXT } from './detail-texts.ts';
import { ReceiptButton } from './ReceiptButton.tsx';
import { useFileDownload } from '../../components/use-file-download.ts';
import { SaleCommissions } from './SaleCommissions.tsx';
import { SaleDetailHeader } from './SaleDetailHeader.tsx';
import { SaleLinesTable } from './SaleLinesTable.tsx';
import { SaleReturns } from './SaleReturns.tsx';
import { SalePaymentsTotals } from './SalePaymentsTotals.tsx';
import { SaleServicesDelivery } from './SaleServicesDelivery.tsx';
import { useSaleDetail } from './use-sale-detail.ts';

export interface SaleDetailModalProps {
  /** The sale to show; null keeps the modal closed. */
  saleId: number | null;
  onClose(): void;
  /** The sale when the caller already has it (the wizard's completion answer): no request. */
  sale?: SaleDetail;
}

/**
 * A sale in full (issue 10), from GET /sales/{id}: who, where and when, the lines, services and
 * delivery, payments and totals, points and commissions, its returns, and its PDF receipt. The sales list, the
 * dashboard's recent sales and the wizard's completion screen open it.
 */
export function SaleDetailModal({ saleId, onClose, sale }: SaleDetailModalProps) {
  const query = useSaleDetail(saleId, sale);
  const files = useFileDownload();
  const detail = query.data;
  const close = () => {
    files.clear();
    onClose();
  };
  return (
    <Modal
      opened={saleId !== null}
      onClose={close}
      size={900}
      centered
     
      title={<Text fw={700}>{SALE_DETAIL_TEXT.title}</Text>}
    >
      {detail === undefined && query.error ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title={SALE_DETAIL_TEXT.loadFailed}>
            {userMessage(query.error, SALE_DETAIL_TEXT.unknownError)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void query.refetch()}>
              Riprova
            </Button>
            <Button onClick={close}>Chiudi</Button>
          </Group>
        </Stack>
      ) : detail === undefined ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{SALE_DETAIL_TEXT.loading}</Text>
        </Group>
      ) : (
        <Stack gap="md" data-testid="sale-detail">
          <SaleDetailHeader sale={detail} actions={<ReceiptButton saleId={detail.id} files={files} />} />
          <ErrorBanner message={files.failure} flush />
          <Divider />
          <SaleLinesTable lines={detail.lines} />
          <SaleServicesDelivery sale={detail} />
          <Divider />
          <SalePaymentsTotals sale={detail} />
          <Divider />
          <SaleCommissions sale={detail} />
          <SaleReturns sale={detail} />
          <Group justify="flex-end">
            <Button onClick={close}>Chiudi</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
