import { describe, expect, it } from 'vitest';
import { assignPointsInput } from './assign-points.ts';

describe('manual points (spec 2 §5.2)', () => {
  it('asks for both the points and the reason', () => {
    expect(assignPointsInput('', 'Compleanno')).toEqual({ error: 'Inserisci sia i punti che la causale' });
    expect(assignPointsInput('50', '   ')).toEqual({ error: 'Inserisci sia i punti che la causale' });
  });

  it('takes only a positive whole number of points', () => {
    for (const text of ['0', '-5', '2.5', 'dieci', '1e3']) {
      expect(assignPointsInput(text, 'Compleanno')).toEqual({ error: 'Inserisci un numero valido di punti' });
    }
  });

  it('sends the points as a number and the reason trimmed', () => {
    expect(assignPointsInput(' 150 ', ' Compleanno ')).toEqual({ body: { points: 150, reason: 'Compleanno' } });
  });
});
