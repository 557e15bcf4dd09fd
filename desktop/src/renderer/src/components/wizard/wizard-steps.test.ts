import { describe, expect, it } from 'vitest';
import { canOpenStep, errorsOfStep, errorsOutsideSteps, firstStepWithError, reachedSteps, stepOfField, stepStatus } from './wizard-steps.ts';

const STEPS = [['name', 'company_id'], ['address', 'city'], ['codes', 'notes']] as const;

describe('wizard steps', () => {
  it('finds the step of a field, nested paths by their root', () => {
    expect(stepOfField(STEPS, 'city')).toBe(1);
    expect(stepOfField(STEPS, 'codes.2.code')).toBe(2);
    expect(stepOfField(STEPS, 'unknown')).toBeNull();
  });

  it('takes a server error to the first step holding one of its fields', () => {
    expect(firstStepWithError(STEPS, { notes: 'Troppo lungo', city: 'Città richiesta' })).toBe(1);
    expect(firstStepWithError(STEPS, ['codes.0.operator'])).toBe(2);
    expect(firstStepWithError(STEPS, { other: 'x' })).toBeNull();
  });

  it('splits errors by step and keeps the ones no step holds', () => {
    const errors = { name: 'Nome richiesto', city: 'Città richiesta', plan: 'Piano non valido' };
    expect(errorsOfStep(STEPS, errors, 0)).toEqual({ name: 'Nome richiesto' });
    expect(errorsOutsideSteps(STEPS, errors)).toEqual(['Piano non valido']);
  });

  it('never ticks an unvisited or invalid step', () => {
    const visited = new Set([0, 1]);
    const valid = [true, false, true];
    expect(stepStatus(0, 1, visited, valid)).toBe('done');
    expect(stepStatus(1, 1, visited, valid)).toBe('current');
    expect(stepStatus(0, 0, visited, valid)).toBe('done');
    expect(stepStatus(2, 1, visited, valid)).toBe('todo');
    expect(stepStatus(1, 0, visited, valid)).toBe('error');
  });

  it('opens earlier steps always and later ones only through valid steps', () => {
    const visited = new Set([0, 1, 2]);
    expect(canOpenStep(0, 2, visited, [false, false, false])).toBe(true);
    expect(canOpenStep(2, 0, visited, [true, false, true])).toBe(false);
    expect(canOpenStep(2, 0, visited, [true, true, false])).toBe(true);
    expect(canOpenStep(2, 0, new Set([0]), [true, true, true])).toBe(false);
    expect(canOpenStep(1, 0, new Set([0]), [true, true, true])).toBe(true);
  });

  it('editing: every step opens at once, but only a visited valid step is ticked', () => {
    // an edit wizard just opened: all the saved data is valid, only the first step was seen
    const visited = new Set([0]);
    const valid = [true, true, true];
    const reached = reachedSteps(true, 3, visited);
    expect(canOpenStep(2, 0, reached, valid)).toBe(true);
    expect([0, 1, 2].map((step) => stepStatus(step, 0, visited, valid))).toEqual(['done', 'todo', 'todo']);
    // creating: a later step opens only once reached
    expect(canOpenStep(2, 0, reachedSteps(false, 3, visited), valid)).toBe(false);
  });
});
