import { useEffect } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { bridge } from '../bridge/index.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { registerUnsavedForm } from './unsaved-forms.ts';

interface UnsavedChangesGuardProps {
  /** The form holds changes not saved yet. */
  when: boolean;
  /** What would be lost: 'Le modifiche … non sono state salvate e andranno perse.' */
  message: string;
}

/**
 * Asks before a link, the menu or the browser's Back leaves a page whose form holds unsaved changes
 * (react-router's useBlocker); moving within the page (its query, as a store picker does) is not leaving.
 * Esci and Cambia Azienda ask too (unsaved-forms.ts), and in a browser so do a reload and closing the tab;
 * the desktop window is not held open (Electron would keep it open without a word).
 */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => (when ? registerUnsavedForm() : undefined), [when]);
  useBeforeUnload((event) => {
    if (when && bridge.kind === 'web') event.preventDefault();
  });
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
