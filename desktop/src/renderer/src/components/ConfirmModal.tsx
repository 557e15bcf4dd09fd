import { Alert, Button, Group, Modal, Text, type MantineSize } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  /** The size of the message text; Mantine's default when absent. */
  messageSize?: MantineSize;
  confirmLabel: string;
  onCancel(): void;
  /** Resolves when done; a rejection shows `errorText(error)` and keeps the dialog open. */
  onConfirm(): Promise<void>;
  errorText(error: unknown): string;
  /** Why the action is not possible (said before anything is tried): shown instead of the message, with only 'Chiudi'. */
  blockedReason?: string | null;
}

/** A confirmation for a destructive action (delete a store or a user, remove a user from a store). */
export function ConfirmModal({ opened, title, message, messageSize, confirmLabel, onCancel, onConfirm, errorText, blockedReason = null }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setError(null);
    onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (blockedReason !== null) {
    return (
      <Modal opened={opened} onClose={cancel} title={<Text fw={700}>{title}</Text>} centered size="md">
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="delete-blocked-reason">
          {blockedReason}
        </Alert>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={cancel}>
            Chiudi
          </Button>
        </Group>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={cancel} title={<Text fw={700}>{title}</Text>} centered size="md">
      <Text size={messageSize}>{message}</Text>
      {error ? (
        <Alert mt="md" color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={cancel} disabled={busy}>
          Annulla
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
