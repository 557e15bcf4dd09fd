/**
 * One step of a wizard built on the generic shell (spec 2 §3.8 "steps"): what the shell shows for it and
 * which form fields it holds. Every wizard (company, store, user, and the later customer, sale, return,
 * shift, goods receipt...) declares its steps with this type.
 */
export interface WizardStepConfig {
  /** Stable id of the step ('base', 'fiscal', ...), unique in its wizard. */
  id: string;
  /** The step's name in the indicator and above its fields. */
  title: string;
  /** A line under the title: what the step asks for. */
  description?: string;
  /** About how long the step takes, in whole minutes (shown as 'Tempo stimato: 2 minuti'). */
  estimatedMinutes: number;
  /** A hint shown with the step: where to find the data, what happens with it. */
  helpText?: string;
  /**
   * An optional step: 'Salta questo step' moves on without checking it (never on the last step).
   * Avanti still checks it; Completa checks every step, so skipped data with errors is caught there.
   */
  canSkip?: boolean;
  /**
   * Avanti moves on without checking the step (spec 1: the company wizard's step 2 "always proceeds").
   * Its errors still stop Completa, which opens the step to show them.
   */
  alwaysProceeds?: boolean;
  /** The form fields (validation_errors keys) the step shows; nested paths by their root ('codes'). */
  fields: readonly string[];
}

/** 'Tempo stimato: 1 minuto' / '3 minuti' (below a minute counts as 1). */
export function estimatedTimeText(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  return `Tempo stimato: ${whole} ${whole === 1 ? 'minuto' : 'minuti'}`;
}

/** Whether 'Salta questo step' is offered on a step: only a skippable one that is not the last. */
export function offersSkip(steps: readonly WizardStepConfig[], step: number): boolean {
  return step < steps.length - 1 && steps[step]?.canSkip === true;
}
