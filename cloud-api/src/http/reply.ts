/**
 * A handler's answer when the status or message depends on the outcome (health: 503 when the
 * database is down), or when the endpoint declares fields beside data (`extra`). Otherwise a
 * handler returns the data and the endpoint's `success` applies.
 */
export class Reply<T, Extra = undefined> {
  readonly data: T;
  readonly status: number | undefined;
  readonly message: string | undefined;
  readonly extra: Extra;

  constructor(data: T, options: { status?: number; message?: string; extra?: Extra } = {}) {
    this.data = data;
    this.status = options.status;
    this.message = options.message;
    this.extra = options.extra as Extra;
  }
}

export function reply<T, Extra = undefined>(data: T, options: { status?: number; message?: string; extra?: Extra } = {}): Reply<T, Extra> {
  return new Reply(data, options);
}
