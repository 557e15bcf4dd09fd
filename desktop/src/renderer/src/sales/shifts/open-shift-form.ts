import { shiftOpenBodySchema, type ShiftOpenBody } from '@banco/shared';
import { addIssuesOf, formSchema } from '../../components/wizard/form-schema.ts';
import type { WizardStepConfig } from '../../components/wizard/wizard-step-config.ts';
import { emptyCashCountText, toCashCount, type CashCountText } from './cash-count-form.ts';

/**
 * 'Apertura Turno' (spec 2 §2.8): the wizard's values, its three steps, the rules (the shared
 * shiftOpenBodySchema on the body it sends) and POST /shifts's body. No React here.
 */
export interface OpenShiftFormValues {
  /** The counter's store (useCounterStore): its drawer is the one opened. */
  store_id: number;
  count: CashCountText;
  notes: string;
}

/** The wizard's id (no draft is kept: a count is made at the drawer, at once). */
export const OPEN_SHIFT_WIZARD_ID = 'shift-open';

export const OPEN_SHIFT_WIZARD_STEPS: readonly WizardStepConfig[] = [
  {
    id: 'info',
    title: 'Informazioni Turno',
    description: 'Operatore, data e ora di apertura, note del turno',
    estimatedMinutes: 1,
    helpText: 'Le note sono facoltative: ad esempio chi affianca alla cassa o un fondo cassa ricevuto dal turno precedente.',
    fields: ['store_id', 'notes'],
  },
  {
    id: 'count',
    title: 'Conteggio Cassa Iniziale',
    description: 'Quante banconote e monete ci sono in cassa all’apertura',
    estimatedMinutes: 3,
    helpText: 'Scrivi il numero di pezzi per ogni taglio; Invio passa al taglio successivo. I tagli vuoti contano zero.',
    fields: ['count'],
  },
  {
    id: 'confirm',
    title: 'Conferma Apertura',
    description: 'Controlla il riepilogo e apri il turno',
    estimatedMinutes: 1,
    fields: [],
  },
];

export function emptyOpenShift(storeId: number): OpenShiftFormValues {
  return { store_id: storeId, count: emptyCashCountText(), notes: '' };
}

/** POST /shifts: the store, the count as whole pieces, the notes (blank ones as null). */
export function toOpenBody(values: OpenShiftFormValues): ShiftOpenBody {
  return { store_id: values.store_id, count: toCashCount(values.count), notes: values.notes.trim() === '' ? null : values.notes };
}

/** The rules of the opening: the shared body schema, under the form's own paths ('count.notes.50', 'notes'). */
export const openShiftSchema = formSchema<OpenShiftFormValues>((values, add) => {
  addIssuesOf(add, shiftOpenBodySchema, toOpenBody(values));
});
