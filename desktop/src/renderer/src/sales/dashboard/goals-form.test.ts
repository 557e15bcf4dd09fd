import { describe, expect, it } from 'vitest';
import { parseMoney, SALE_MSG } from '@banco/shared';
import { ApiError, ApiValidationError } from '../../api/errors.ts';
import { goalsFormValuesOf, goalsInput, serverFieldErrors } from './goals-form.ts';

describe('goalsFormValuesOf', () => {
  it('starts the modal from the current targets', () => {
    const values = goalsFormValuesOf({
      revenue: { target: parseMoney('3000.00'), actual: parseMoney('0.00'), percent: 0 },
      sales_count: { target: 15, actual: 0, percent: 0 },
      new_customers: { target: 5, actual: 0, percent: 0 },
    });
    expect(values).toEqual({ revenue: '3000.00', sales_count: 15, new_customers: 5 });
  });
});

describe('goalsInput', () => {
  it('answers the body of valid goals for the store', () => {
    expect(goalsInput(4, { revenue: '4500.50', sales_count: '20', new_customers: 3 })).toEqual({
      body: { store_id: 4, revenue: '4500.50', sales_count: 20, new_customers: 3 },
    });
  });

  it('accepts zero targets', () => {
    expect(goalsInput(4, { revenue: '0.00', sales_count: 0, new_customers: 0 })).toHaveProperty('body');
  });

  it("puts the server's Italian message under each empty, negative or fractional field", () => {
    expect(goalsInput(4, { revenue: '', sales_count: '', new_customers: 2.5 })).toEqual({
      errors: { revenue: SALE_MSG.goalInvalid, sales_count: SALE_MSG.goalInvalid, new_customers: SALE_MSG.goalInvalid },
    });
    expect(goalsInput(4, { revenue: '-5.00', sales_count: -1, new_customers: 'tre' })).toEqual({
      errors: { revenue: SALE_MSG.goalInvalid, sales_count: SALE_MSG.goalInvalid, new_customers: SALE_MSG.goalInvalid },
    });
  });
});

describe('serverFieldErrors', () => {
  it("takes the validation_errors of the modal's fields", () => {
    const error = new ApiValidationError('Dati non validi', { status: 422, path: '/sales/goals', fromServer: true }, { sales_count: 'Troppe', store_id: 'Seleziona il negozio' });
    expect(serverFieldErrors(error)).toEqual({ sales_count: 'Troppe' });
  });

  it('has nothing for another failure', () => {
    expect(serverFieldErrors(new ApiError('Accesso negato', { status: 403, path: '/sales/goals', fromServer: true }))).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});
