import { Modal, Text } from '@mantine/core';
import type { InventoryItem } from '@banco/shared';
import { PieceEditForm } from './PieceEditForm.tsx';
import { StockEditForm } from './StockEditForm.tsx';

interface InventoryEditModalProps {
  item: InventoryItem;
  seesPurchasePrices: boolean;
  onClose(): void;
  onSaved(message: string): void;
}

/** 'Modifica prodotto' (spec 3 §2): a piece or a quantity row, each with its own fields. */
export function InventoryEditModal({ item, seesPurchasePrices, onClose, onSaved }: InventoryEditModalProps) {
  const props = { item, seesPurchasePrices, onCancel: onClose, onSaved };
  return (
    <Modal opened onClose={onClose} centered size="lg" title={<Text fw={700}>Modifica prodotto</Text>}>
      {item.kind === 'piece' ? <PieceEditForm {...props} /> : <StockEditForm {...props} />}
    </Modal>
  );
}
