import { describe, expect, it } from 'vitest';
import { CASH_MSG } from '@banco/shared';
import { formErrorsOf } from '../../components/wizard/form-schema.ts';
import { emptyCashCountText } from './cash-count-form.ts';
import { emptyOpenShift, OPEN_SHIFT_WIZARD_STEPS, openShiftSchema, toOpenBody } from './open-shift-form.ts';

describe('open shift form', () => {
  it('has the three steps of spec 2 §2.8, the count on step 2', () => {
    expect(OPEN_SHIFT_WIZARD_STEPS.map((step) => step.title)).toEqual(['Informazioni Turno', 'Conteggio Cassa Iniziale', 'Conferma Apertura']);
    expect(OPEN_SHIFT_WIZARD_STEPS[1]?.fields).toEqual(['count']);
  });

  it('sends the store, the count as whole pieces and blank notes as null', () => {
    const values = { ...emptyOpenShift(4), count: { ...emptyCashCountText(), notes: { ...emptyCashCountText().notes, 20: '5' } } };
    const body = toOpenBody(values);
    expect(body.store_id).toBe(4);
    expect(body.count.notes['20']).toBe(5);
    expect(body.count.coins['1']).toBe(0);
    expect(body.notes).toBeNull();
    expect(toOpenBody({ ...values, notes: 'Fondo dal turno mattina' }).notes).toBe('Fondo dal turno mattina');
  });

  it('opens with an empty drawer (the warning does not block) and refuses what the shared schema refuses', () => {
    expect(formErrorsOf(openShiftSchema, emptyOpenShift(4))).toEqual({});
    const huge = { ...emptyOpenShift(4), count: { ...emptyCashCountText(), coins: { ...emptyCashCountText().coins, 1: '100001' } } };
    expect(formErrorsOf(openShiftSchema, huge)).toEqual({ 'count.coins.1': CASH_MSG.countInvalid });
    expect(formErrorsOf(openShiftSchema, { ...emptyOpenShift(4), notes: 'x'.repeat(1001) })).toEqual({ notes: CASH_MSG.textTooLong });
  });
});
