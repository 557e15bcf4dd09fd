import { create } from 'zustand';

/** What leaving asks when a form on screen holds changes not saved yet. */
export const LEAVE_UNSAVED_QUESTION = 'Ci sono modifiche non salvate che andranno perse. Continuare?';

interface UnsavedForms {
  /** How many forms on screen hold unsaved changes (UnsavedChangesGuard registers them). */
  count: number;
}

const useUnsavedForms = create<UnsavedForms>(() => ({ count: 0 }));

/** A form with unsaved changes is on screen until the returned function is called. */
export function registerUnsavedForm(): () => void {
  useUnsavedForms.setState((state) => ({ count: state.count + 1 }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useUnsavedForms.setState((state) => ({ count: state.count - 1 }));
  };
}

/**
 * Whether an action that leaves every screen (Esci, Cambia Azienda) may go on: yes when no form holds
 * unsaved changes, else the user says so (the browser's or the desktop app's own confirmation: these
 * actions do not pass through the router, whose leaving UnsavedChangesGuard asks in its dialog).
 */
export function mayLeaveUnsaved(ask: (question: string) => boolean = (question) => window.confirm(question)): boolean {
  return useUnsavedForms.getState().count === 0 || ask(LEAVE_UNSAVED_QUESTION);
}
