import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { fillMessage, MSG, type UserListItem } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { useUserMutations } from './use-users.ts';

interface DeleteUserModalProps {
  user: UserListItem;
  onClose(): void;
  onDeleted(message: string): void;
}

/** The delete confirmation (spec 1 §8): failures are shown in an alert inside it. */
export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const { remove } = useUserMutations();
  const [error, setError] = useState<string | null>(null);
  const name = `${user.first_name} ${user.last_name}`;

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(user.id);
      onDeleted(MSG.userDeleted);
    } catch (failure) {
      setError(userMessage(failure, MSG.userDeleteFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} centered title={<Text fw={700}>Elimina utente</Text>}>
      <Text size="sm">{fillMessage(MSG.userDeleteConfirm, { name })}</Text>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mt="md">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          Annulla
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
          Elimina
        </Button>
      </Group>
    </Modal>
  );
}
