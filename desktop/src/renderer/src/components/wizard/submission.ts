/**
 * One submission of a wizard (Completa) and the Idempotency-Keys of its calls: the same keys on
 * every retry of the same data, so a double click or a retry after a lost reply gets the first
 * answer instead of a second row; new keys once the data changed.
 */
export interface Submission {
  /** The key of one call of the submission ('store', 'codes'): one per call, since a key belongs to one endpoint. */
  key(call: string): string;
}

export interface Submissions {
  /** The submission of these values: the previous one while they are unchanged. */
  of(values: unknown): Submission;
}

export function createSubmissions(newKey: () => string = () => crypto.randomUUID()): Submissions {
  let data: string | undefined;
  let keys = new Map<string, string>();
  return {
    of(values) {
      const serialized = JSON.stringify(values);
      if (serialized !== data) {
        data = serialized;
        keys = new Map();
      }
      const own = keys;
      return {
        key(call) {
          const known = own.get(call);
          if (known !== undefined) return known;
          const fresh = newKey();
          own.set(call, fresh);
          return fresh;
        },
      };
    },
  };
}
