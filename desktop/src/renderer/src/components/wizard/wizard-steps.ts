/**
 * The pure rules of the generic wizard (spec 2 §2.11, §3.8, §4 "Generic wizard"): which steps are done,
 * which ones the user may open, and where a field error lives.
 */

/** Errors keyed by field path ('name', 'codes.0.code', ...). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The fields of each step, in step order; a field path belongs to the step listing it or its root. */
export type StepFields = readonly (readonly string[])[];

/** The step holding a field path ('codes.0.code' belongs to the step listing 'codes'), or null. */
export function stepOfField(stepFields: StepFields, field: string): number | null {
  const root = field.split('.')[0] ?? field;
  const index = stepFields.findIndex((fields) => fields.includes(field) || fields.includes(root));
  return index === -1 ? null : index;
}

/** The first step holding one of the fields with an error; null when none of them is in a step. */
export function firstStepWithError(stepFields: StepFields, errors: FieldErrors | Iterable<string>): number | null {
  const fields = isIterable(errors) ? [...errors] : Object.keys(errors);
  let first: number | null = null;
  for (const field of fields) {
    const step = stepOfField(stepFields, field);
    if (step !== null && (first === null || step < first)) first = step;
  }
  return first;
}

/** The errors of the fields of one step. */
export function errorsOfStep(stepFields: StepFields, errors: FieldErrors, step: number): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(stepFields, field) === step));
}

/** The errors no step holds (shown in the wizard's error list, never lost). */
export function errorsOutsideSteps(stepFields: StepFields, errors: FieldErrors): string[] {
  return Object.entries(errors)
    .filter(([field]) => stepOfField(stepFields, field) === null)
    .map(([, message]) => message);
}

export type StepStatus = 'done' | 'current' | 'error' | 'todo';

/**
 * A truthful indicator, one rule for creating and editing: a step is 'done' (green tick) only when the user
 * visited it in this wizard and its data is valid now. The current step otherwise shows as current, a
 * visited invalid one as 'error', an unvisited one as 'todo' even if its data is valid — in an edit wizard
 * too, where every step holds the saved data: a tick never vouches for a step the user has not looked at
 * (editing only lets every step open at once, see `reachedSteps`).
 */
export function stepStatus(step: number, current: number, visited: ReadonlySet<number>, valid: readonly boolean[]): StepStatus {
  if (visited.has(step) && valid[step] === true) return 'done';
  if (step === current) return 'current';
  return visited.has(step) ? 'error' : 'todo';
}

/**
 * The steps the user may jump to (besides the next one): the visited ones; when editing, all of them,
 * since each holds the saved data. Reaching a step is not visiting it: it gets no tick until opened.
 */
export function reachedSteps(editing: boolean, stepCount: number, visited: ReadonlySet<number>): ReadonlySet<number> {
  return editing ? new Set(Array.from({ length: stepCount }, (_, index) => index)) : visited;
}

/**
 * Forward only through valid steps (spec 2 §4): an earlier step always opens, a later one only when every
 * step before it is valid and it, or the step just before it, has been reached.
 */
export function canOpenStep(target: number, current: number, reached: ReadonlySet<number>, valid: readonly boolean[]): boolean {
  if (target <= current) return true;
  for (let step = 0; step < target; step += 1) if (valid[step] !== true) return false;
  return reached.has(target) || reached.has(target - 1);
}

function isIterable(value: FieldErrors | Iterable<string>): value is Iterable<string> {
  return typeof (value as Iterable<string>)[Symbol.iterator] === 'function';
}
