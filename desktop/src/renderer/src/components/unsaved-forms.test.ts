import { describe, expect, it } from 'vitest';
import { LEAVE_UNSAVED_QUESTION, mayLeaveUnsaved, registerUnsavedForm } from './unsaved-forms.ts';

describe('leaving every screen with unsaved forms (Esci, Cambia Azienda)', () => {
  it('goes on without asking when no form holds changes, asks while one does', () => {
    const asked: string[] = [];
    const answer = (reply: boolean) => (question: string) => {
      asked.push(question);
      return reply;
    };
    expect(mayLeaveUnsaved(answer(false))).toBe(true);
    expect(asked).toEqual([]);

    const first = registerUnsavedForm();
    const second = registerUnsavedForm();
    expect(mayLeaveUnsaved(answer(false))).toBe(false);
    expect(mayLeaveUnsaved(answer(true))).toBe(true);
    first();
    first(); // a second call changes nothing: the other form is still there
    expect(mayLeaveUnsaved(answer(false))).toBe(false);
    second();
    expect(mayLeaveUnsaved(answer(false))).toBe(true);
    expect(asked).toEqual([LEAVE_UNSAVED_QUESTION, LEAVE_UNSAVED_QUESTION, LEAVE_UNSAVED_QUESTION]);
  });
});
