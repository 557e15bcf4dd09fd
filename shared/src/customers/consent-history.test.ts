import { describe, expect, it } from 'vitest';
import { consentChoices } from './consent-history.ts';

describe('consentChoices', () => {
  it("says 'Non dato' for a consent refused at registration, 'Revocato' only after it was given", () => {
    // newest first, as the detail lists them
    const history = [
      { consent: 'marketing', granted: false },
      { consent: 'marketing', granted: true },
      { consent: 'profiling', granted: false },
      { consent: 'marketing', granted: false },
      { consent: 'privacy', granted: true },
    ] as const;
    expect(consentChoices(history)).toEqual(['Revocato', 'Dato', 'Non dato', 'Non dato', 'Dato']);
    expect(consentChoices([])).toEqual([]);
  });
});
