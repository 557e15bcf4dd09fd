import type { AppState } from './state.ts';

/**
 * Defines `state[key]` as built on its first read: a request's pino child logger and its
 * EntityManager cost CPU at every request, and most reads (the raw hot paths) use neither.
 */
export function defineLazy<K extends 'log' | 'em'>(state: AppState, key: K, build: () => NonNullable<AppState[K]>): void {
  let value: AppState[K] | undefined;
  Object.defineProperty(state, key, {
    configurable: true,
    enumerable: true,
    get: () => (value ??= build()),
    set: (next: AppState[K]) => {
      value = next;
    },
  });
}
