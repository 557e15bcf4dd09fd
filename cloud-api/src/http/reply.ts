/**
 * A handler's answer when the status or message depends on the outcome (health: 503 when the
 * database is down). Otherwise a handler returns the data and the endpoint's `success` applies.
 */
export class Reply<T> {
  readonly data: T;
  readonly status: number | undefined;
  readonly message: string | undefined;

  constructor(data: T, options: { status?: number; message?: string } = {}) {
    this.data = data;
    this.status = options.status;
    this.message = options.message;
  }
}

export function reply<T>(data: T, options: { status?: number; message?: string } = {}): Reply<T> {
  return new Reply(data, options);
}
