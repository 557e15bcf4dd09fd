import { fillMessage, MSG, type CustomerDto } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { useCustomerMutations } from './use-customers.ts';

interface DeleteCustomerModalProps {
  customer: CustomerDto;
  onClose(): void;
  onDeleted(message: string): void;
}

/** The delete confirmation (spec 2 §8: it cannot be undone); a failure shows the server's text or the default. */
export function DeleteCustomerModal({ customer, onClose, onDeleted }: DeleteCustomerModalProps) {
  const { remove } = useCustomerMutations();
  return (
    <ConfirmModal
      opened
      title="Elimina cliente"
      message={fillMessage(CUSTOMER_TEXT.deleteConfirm, { name: customer.display_name })}
      messageSize="sm"
      confirmLabel="Elimina"
      onCancel={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(customer.id);
        onDeleted(MSG.customerDeleted);
      }}
      errorText={(failure) => userMessage(failure, CUSTOMER_TEXT.deleteFailed)}
    />
  );
}
