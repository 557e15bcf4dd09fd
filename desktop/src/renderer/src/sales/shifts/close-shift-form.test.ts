import { describe, expect, it } from 'vitest';
import { CASH_MSG, MSG, parseMoney } from '@banco/shared';
import { formErrorsOf } from '../../components/wizard/form-schema.ts';
import { errorsOfStep } from '../../components/wizard/wizard-steps.ts';
import { emptyCashCountText, type CashCountText } from './cash-count-form.ts';
import {
  afterRefusal,
  CLOSE_SHIFT_WIZARD_STEPS,
  closeShiftSchema,
  emptyCloseShift,
  needsManagerCredentials,
  requiresApproval,
  toCloseBody,
  type CloseShiftFormValues,
} from './close-shift-form.ts';

const STEP_FIELDS = CLOSE_SHIFT_WIZARD_STEPS.map((step) => step.fields);
const expectedCash = parseMoney('100.00');
const manager = { expectedCash, role: 'manager' } as const;
const consultant = { expectedCash, role: 'consultant' } as const;

/** A count of `euros` in 10 € notes plus `cents` in 1-cent coins. */
function counted(tens: number, cents = 0): CashCountText {
  const empty = emptyCashCountText();
  return { notes: { ...empty.notes, 10: String(tens) }, coins: { ...empty.coins, 1: String(cents) } };
}

const values = (overrides: Partial<CloseShiftFormValues>): CloseShiftFormValues => ({ ...emptyCloseShift(), ...overrides });

describe('close shift form', () => {
  it('has the three steps of spec 2 §2.9', () => {
    expect(CLOSE_SHIFT_WIZARD_STEPS.map((step) => step.title)).toEqual(['Riepilogo Turno', 'Conteggio Cassa Finale', 'Conferma Chiusura']);
  });

  it('needs a count above zero on step 2', () => {
    const errors = formErrorsOf(closeShiftSchema(manager), emptyCloseShift());
    expect(errorsOfStep(STEP_FIELDS, errors, 1)).toEqual({ count: CASH_MSG.closingCountRequired });
  });

  it('closes within 5 € without approval and sends none', () => {
    const within = values({ count: counted(9, 500), notes: '  ' });
    expect(requiresApproval(within, manager)).toBe(false);
    expect(formErrorsOf(closeShiftSchema(consultant), within)).toEqual({});
    expect(toCloseBody(within, consultant)).toMatchObject({ approval: null, notes: null });
    expect(toCloseBody(within, consultant).count.notes['10']).toBe(9);
  });

  it('beyond 5 €, a manager closing ticks the approval and gives the reason; the body carries the reason alone', () => {
    const short = values({ count: counted(9, 499) });
    expect(requiresApproval(short, manager)).toBe(true);
    expect(formErrorsOf(closeShiftSchema(manager), short)).toEqual({
      'approval.reason': CASH_MSG.reasonRequired,
      'approval.confirmed': CASH_MSG.managerApprovalRequired,
    });
    const approved = values({ count: counted(9, 499), approval: { confirmed: true, reason: 'Resto sbagliato', email: 'x@y.it', password: 'typed' } });
    expect(formErrorsOf(closeShiftSchema(manager), approved)).toEqual({});
    expect(toCloseBody(approved, manager).approval).toEqual({ reason: 'Resto sbagliato' });
  });

  it("beyond 5 €, a consultant cannot approve: the manager's e-mail and password go with the reason", () => {
    expect(needsManagerCredentials('consultant')).toBe(true);
    expect(needsManagerCredentials('entrepreneur')).toBe(false);
    const over = values({ count: counted(11), approval: { confirmed: true, reason: 'Fondo non registrato', email: '', password: '' } });
    expect(formErrorsOf(closeShiftSchema(consultant), over)).toEqual({ 'approval.email': MSG.emailRequired, 'approval.password': MSG.passwordRequired });
    const typed = { ...over, approval: { ...over.approval, email: 'manager@banco.demo', password: 'demo1234' } };
    expect(formErrorsOf(closeShiftSchema(consultant), typed)).toEqual({});
    expect(toCloseBody(typed, consultant).approval).toEqual({ reason: 'Fondo non registrato', email: 'manager@banco.demo', password: 'demo1234' });
    // the errors of the approval are on step 3
    expect(Object.keys(errorsOfStep(STEP_FIELDS, formErrorsOf(closeShiftSchema(consultant), over), 2))).toEqual(['approval.email', 'approval.password']);
  });

  it('after a refused password keeps everything typed but the password', () => {
    const typed = values({ count: counted(11), approval: { confirmed: false, reason: 'Motivo', email: 'manager@banco.demo', password: 'sbagliata' } });
    expect(afterRefusal(typed, { 'approval.password': 'Credenziali del manager non valide' })).toEqual({ ...typed.approval, password: '' });
    expect(afterRefusal(typed, { 'approval.email': 'Questo utente non può autorizzare' })).toEqual(typed.approval);
  });
});
