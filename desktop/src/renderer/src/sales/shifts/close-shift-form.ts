import {
  CASH_MSG,
  cashDiscrepancy,
  mayApproveCashDiscrepancy,
  moneyToCents,
  MSG,
  shiftCloseBodySchema,
  type MoneyString,
  type Role,
  type ShiftCloseBody,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../../components/wizard/form-schema.ts';
import type { WizardStepConfig } from '../../components/wizard/wizard-step-config.ts';
import { countTotalCents, emptyCashCountText, toCashCount, type CashCountText } from './cash-count-form.ts';

/**
 * 'Chiusura Turno' (spec 2 §2.9, §5.6): the wizard's values, its three steps, the rules and the body
 * of POST /shifts/{id}/close. Beyond the €5 tolerance a manager approves with a reason: the closing
 * manager (or owner) ticks the approval; at a consultant's drawer the manager types their e-mail and
 * password, since a consultant cannot approve. No React here.
 */
export interface ApprovalValues {
  /** A manager or owner closing: they confirm the approval themselves (never a consultant). */
  confirmed: boolean;
  reason: string;
  /** At a consultant's drawer: the approving manager's credentials. */
  email: string;
  password: string;
}

export interface CloseShiftFormValues {
  count: CashCountText;
  notes: string;
  approval: ApprovalValues;
}

/** What the rules depend on: the expected cash of the shift (the server's) and who is closing. */
export interface CloseShiftContext {
  expectedCash: MoneyString;
  role: Role;
}

/** The wizard's id (no draft is kept: the count is made at the drawer, and a draft would hold a password). */
export const CLOSE_SHIFT_WIZARD_ID = 'shift-close';

export const CLOSE_SHIFT_WIZARD_STEPS: readonly WizardStepConfig[] = [
  {
    id: 'summary',
    title: 'Riepilogo Turno',
    description: 'Durata, fondo cassa, incassi del turno e contante atteso',
    estimatedMinutes: 1,
    helpText: 'Il contante atteso è il fondo cassa iniziale più gli incassi in contanti, meno il resto dato e i rimborsi in contanti dei resi.',
    fields: [],
  },
  {
    id: 'count',
    title: 'Conteggio Cassa Finale',
    description: 'Conta banconote e monete in cassa e confrontale con il contante atteso',
    estimatedMinutes: 3,
    helpText: 'Scrivi il numero di pezzi per ogni taglio; Invio passa al taglio successivo. Una differenza fino a 5,00 € è accettata.',
    fields: ['count'],
  },
  {
    id: 'confirm',
    title: 'Conferma Chiusura',
    description: 'Approvazione della differenza se serve, note di chiusura e conferma',
    estimatedMinutes: 1,
    fields: ['approval', 'notes'],
  },
];

export function emptyCloseShift(): CloseShiftFormValues {
  return { count: emptyCashCountText(), notes: '', approval: { confirmed: false, reason: '', email: '', password: '' } };
}

/** Whether the closing needs a manager's approval: the count differs from the expected cash by more than €5. */
export function requiresApproval(values: CloseShiftFormValues, context: CloseShiftContext): boolean {
  return cashDiscrepancy(moneyToCents(context.expectedCash), countTotalCents(values.count)).requiresApproval;
}

/** Whether the approving manager types their credentials here: the one closing cannot approve (a consultant). */
export function needsManagerCredentials(role: Role): boolean {
  return !mayApproveCashDiscrepancy(role);
}

/**
 * POST /shifts/{id}/close: the count, the notes, and the approval only when the difference needs one —
 * the reason alone for a manager closing, with the manager's e-mail and password at a consultant's drawer.
 */
export function toCloseBody(values: CloseShiftFormValues, context: CloseShiftContext): ShiftCloseBody {
  const notes = values.notes.trim() === '' ? null : values.notes;
  const body = { count: toCashCount(values.count), notes };
  if (!requiresApproval(values, context)) return { ...body, approval: null };
  const { reason, email, password } = values.approval;
  return { ...body, approval: needsManagerCredentials(context.role) ? { reason, email, password } : { reason } };
}

/**
 * The closing's rules: the shared body schema on what it sends, a count above zero (step 2), and the
 * approval beyond the tolerance — ticked by a manager closing, or the manager's credentials at a
 * consultant's drawer (the server checks them).
 */
export function closeShiftSchema(context: CloseShiftContext) {
  return formSchema<CloseShiftFormValues>((values, add) => {
    addIssuesOf(add, shiftCloseBodySchema, toCloseBody(values, context));
    if (countTotalCents(values.count) <= 0) add('count', CASH_MSG.closingCountRequired);
    if (!requiresApproval(values, context)) return;
    if (!needsManagerCredentials(context.role)) {
      if (!values.approval.confirmed) add('approval.confirmed', CASH_MSG.managerApprovalRequired);
    } else if (values.approval.password === '') {
      add('approval.password', MSG.passwordRequired);
    }
  });
}

/** What the credentials of a refused closing keep: the password is typed again after a refusal of it. */
export function afterRefusal(values: CloseShiftFormValues, validationErrors: Readonly<Record<string, string>>): ApprovalValues {
  return 'approval.password' in validationErrors ? { ...values.approval, password: '' } : values.approval;
}
