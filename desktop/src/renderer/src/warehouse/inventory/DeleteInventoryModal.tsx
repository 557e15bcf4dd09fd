import { STOCK_MSG, type InventoryItem } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import { useInventoryMutations } from './use-inventory.ts';

interface DeleteInventoryModalProps {
  item: InventoryItem;
  onClose(): void;
  onDeleted(message: string): void;
}

/** The delete confirmation (spec 3 §2); a sold piece is refused by the server, and its reason shown. */
export function DeleteInventoryModal({ item, onClose, onDeleted }: DeleteInventoryModalProps) {
  const { remove } = useInventoryMutations();
  return (
    <ConfirmModal
      opened
      title="Elimina prodotto"
      message={STOCK_MSG.deleteConfirm}
      messageSize="sm"
      confirmLabel="Elimina"
      onCancel={onClose}
      onConfirm={async () => {
        const answer = await remove.mutateAsync({ kind: item.kind, id: item.id });
        onDeleted(answer.message);
      }}
      errorText={(failure) => userMessage(failure, INVENTORY_TEXT.deleteFailed)}
      blockedReason={item.kind === 'piece' && item.status === 'sold' ? STOCK_MSG.soldCannotBeDeleted : null}
    />
  );
}
