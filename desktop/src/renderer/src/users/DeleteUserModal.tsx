import { fillMessage, MSG, type UserListItem } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { useUserMutations } from './use-users.ts';

interface DeleteUserModalProps {
  user: UserListItem;
  onClose(): void;
  onDeleted(message: string): void;
}

/** The delete confirmation (spec 1 §8): failures are shown in an alert inside it; a known refusal is said before asking. */
export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const { remove } = useUserMutations();
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <ConfirmModal
      opened
      title="Elimina utente"
      message={fillMessage(MSG.userDeleteConfirm, { name })}
      messageSize="sm"
      confirmLabel="Elimina"
      onCancel={onClose}
      onConfirm={async () => {
        await remove.mutateAsync(user.id);
        onDeleted(MSG.userDeleted);
      }}
      errorText={(failure) => userMessage(failure, MSG.userDeleteFailed)}
      // the server says up front when it would refuse (a manager who still supervises consultants)
      blockedReason={user.delete_blocked_reason}
    />
  );
}
