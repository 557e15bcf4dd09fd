import { describe, expect, it } from 'vitest';
import { estimatedTimeText, offersSkip, type WizardStepConfig } from './wizard-step-config.ts';

const step = (id: string, canSkip?: boolean): WizardStepConfig => ({ id, title: id, estimatedMinutes: 1, fields: [], canSkip });

describe('wizard step config', () => {
  it('says the estimated time in Italian, singular and plural', () => {
    expect(estimatedTimeText(1)).toBe('Tempo stimato: 1 minuto');
    expect(estimatedTimeText(3)).toBe('Tempo stimato: 3 minuti');
    expect(estimatedTimeText(0.2)).toBe('Tempo stimato: 1 minuto');
  });

  it("offers 'Salta questo step' only on a skippable step that is not the last", () => {
    const steps = [step('a'), step('b', true), step('c', true)];
    expect(offersSkip(steps, 0)).toBe(false);
    expect(offersSkip(steps, 1)).toBe(true);
    expect(offersSkip(steps, 2)).toBe(false);
  });
});
