import { Group, Loader, Modal, Text } from '@mantine/core';
import { ErrorBanner } from '../Banners.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface WizardLoadingProps {
  /** The wizard's title ('Modifica Cliente'). */
  title: string;
  /** What is loading ('Caricamento cliente...'). */
  loadingText: string;
  /** The load failed: its message, shown instead of the loader. */
  error: string | null;
  onClose(): void;
}

/**
 * An edit wizard while what it edits loads (or failed to): the wizard's frame with a loader or the error.
 * Closing it (Escape, the close button) gives the focus back to what opened it, as the wizard does.
 */
export function WizardLoading({ title, loadingText, error, onClose }: WizardLoadingProps) {
  useReturnFocus();
  return (
    <Modal
      opened
      onClose={onClose}
      size={1000}
      centered
      closeOnClickOutside={false}
     
      title={
        <Text span fw={700} size="lg">
          {title}
        </Text>
      }
    >
      {error !== null ? (
        <ErrorBanner message={error} flush />
      ) : (
        <Group justify="center" gap="sm" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{loadingText}</Text>
        </Group>
      )}
    </Modal>
  );
}
