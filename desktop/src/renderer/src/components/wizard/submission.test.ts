import { describe, expect, it } from 'vitest';
import { createSubmissions } from './submission.ts';

describe('wizard submissions (Idempotency-Keys of Completa)', () => {
  it('a retry with the same data sends the same key for each call, and each call has its own', () => {
    const submissions = createSubmissions();
    const first = submissions.of({ name: 'Negozio Centro', codes: [] });
    const store = first.key('store');
    const codes = first.key('codes');
    expect(store).not.toBe(codes);
    const retry = submissions.of({ name: 'Negozio Centro', codes: [] });
    expect(retry.key('store')).toBe(store);
    expect(retry.key('codes')).toBe(codes);
  });

  it('changed data is a new submission with new keys', () => {
    const submissions = createSubmissions();
    const store = submissions.of({ name: 'Negozio Centro' }).key('store');
    const changed = submissions.of({ name: 'Negozio Centro 2' }).key('store');
    expect(changed).not.toBe(store);
    expect(changed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // back to the first data: a new submission too (the first one may have been refused and corrected)
    expect(submissions.of({ name: 'Negozio Centro' }).key('store')).not.toBe(store);
  });
});
