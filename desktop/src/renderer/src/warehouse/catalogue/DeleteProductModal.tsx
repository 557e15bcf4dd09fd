import type { ProductDto } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { CATALOGUE_TEXT } from './catalogue-texts.ts';
import { useCatalogueMutations } from './use-catalogue.ts';

interface DeleteProductModalProps {
  product: ProductDto;
  onClose(): void;
  onDeleted(message: string): void;
}

/** 'Elimina prodotto': a product with stock movements is refused by the server (409, PRODUCT_MSG.hasStock), its reason shown. */
export function DeleteProductModal({ product, onClose, onDeleted }: DeleteProductModalProps) {
  const { remove } = useCatalogueMutations();
  return (
    <ConfirmModal
      opened
      title="Elimina prodotto"
      message={CATALOGUE_TEXT.deleteConfirm(product.name)}
      messageSize="sm"
      confirmLabel="Elimina"
      onCancel={onClose}
      onConfirm={async () => {
        const answer = await remove.mutateAsync(product.id);
        onDeleted(answer.message);
      }}
      errorText={(failure) => userMessage(failure, CATALOGUE_TEXT.deleteFailed)}
    />
  );
}
