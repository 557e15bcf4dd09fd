import { useBlocker } from 'react-router-dom';
import { ConfirmModal } from './ConfirmModal.tsx';

interface UnsavedChangesGuardProps {
  /** The form holds changes not saved yet. */
  when: boolean;
  /** What would be lost: 'Le modifiche … non sono state salvate e andranno perse.' */
  message: string;
}

/**
 * Asks before a link, the menu or the browser's Back leaves a page whose form holds unsaved changes
 * (react-router's useBlocker); moving within the page (its query, as a store picker does) is not leaving.
 */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title="Uscire senza salvare?"
      message={message}
      confirmLabel="Esci senza salvare"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => Promise.resolve(blocker.proceed?.())}
      errorText={() => ''}
    />
  );
}
