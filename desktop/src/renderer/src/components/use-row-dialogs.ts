import { useState } from 'react';
import { useRowDeletion, type ListPage, type RowDeletion } from './use-row-deletion.ts';

export interface RowDialogs<Row, WizardTarget> extends RowDeletion<Row> {
  /** The id of the row whose detail is open. */
  viewId: number | null;
  view(id: number): void;
  closeView(): void;
  /** The open wizard: what it creates or edits. */
  wizard: WizardTarget | null;
  openWizard(target: WizardTarget): void;
  closeWizard(): void;
  /** Modifica in the detail: the detail gives way to the wizard. */
  editFromView(target: WizardTarget): void;
}

/** The dialogs a list page opens on its rows: the detail, the create/edit wizard and the delete confirmation. */
export function useRowDialogs<Row, WizardTarget>(list: ListPage, showSuccess: (message: string) => void): RowDialogs<Row, WizardTarget> {
  const [viewId, setViewId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<WizardTarget | null>(null);
  const deletion = useRowDeletion<Row>(list, showSuccess);
  return {
    ...deletion,
    viewId,
    view: setViewId,
    closeView: () => setViewId(null),
    wizard,
    openWizard: setWizard,
    closeWizard: () => setWizard(null),
    editFromView(target) {
      setViewId(null);
      setWizard(target);
    },
  };
}
