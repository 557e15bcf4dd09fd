import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconEdit } from '@tabler/icons-react';
import type { InventoryItem } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { brandModel, rowCodes } from './inventory-format.ts';
import { CodeList } from '../../components/CodeList.tsx';
import type { InventoryRowRef } from './inventory-api.ts';
import { InventoryDetailSections } from './InventoryDetailSections.tsx';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import { useInventoryDetail } from './use-inventory.ts';

interface InventoryDetailModalProps {
  row: InventoryRowRef | null;
  seesPurchasePrices: boolean;
  canEdit: boolean;
  onClose(): void;
  onEdit(item: InventoryItem): void;
}

/** The detail of a piece or a quantity row, with its history (spec 3 §2). */
export function InventoryDetailModal({ row, seesPurchasePrices, canEdit, onClose, onEdit }: InventoryDetailModalProps) {
  const query = useInventoryDetail(row);
  const detail = query.data;
  const failed = query.error !== null && detail === undefined;
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      size={860}
      centered
     
      title={<Text fw={700}>Dettaglio prodotto</Text>}
    >
      {failed ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title={INVENTORY_TEXT.detailLoadFailed}>
            {userMessage(query.error, INVENTORY_TEXT.unknownError)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void query.refetch()}>
              Riprova
            </Button>
            <Button variant="default" onClick={onClose}>
              Chiudi
            </Button>
          </Group>
        </Stack>
      ) : detail === undefined ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento dettagli...</Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={700} size="xl" data-testid="inventory-detail-name">
              {detail.item.product_name}
            </Text>
            <Text size="sm" c="dimmed">
              {brandModel(detail.item)}
            </Text>
            {rowCodes(detail.item).length > 0 ? <CodeList codes={rowCodes(detail.item)} size="sm" /> : null}
          </Stack>
          <InventoryDetailSections detail={detail} seesPurchasePrices={seesPurchasePrices} />
          <Group justify="flex-end">
            {canEdit ? (
              <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(detail.item)}>
                Modifica
              </Button>
            ) : null}
            <Button onClick={onClose}>Chiudi</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
