import { useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage, clearDraft, draftKey, hasTypedData, loadDraft, saveDraft, type DraftStorage, type WizardDraft } from './wizard-draft.ts';
import { canOpenStep, reachedSteps, stepStatus, type StepStatus } from './wizard-steps.ts';

export interface UseWizardOptions<T> {
  /** The wizard's id: the draft is saved under it ('store-create', 'store-edit-12'). */
  id: string;
  /** The draft's storage key when the spec fixes one (the sales wizard's); else draftKey(id). */
  draftKey?: string;
  stepCount: number;
  /** Whether each step's data is valid now. */
  stepValid: readonly boolean[];
  /** The typed data (saved as the draft) and the data the wizard opened with. */
  values: T;
  initial: T;
  /** Recognises a stored draft's data; without it no draft is saved or offered. */
  isDraftData?: (value: unknown) => value is T;
  /** What the draft keeps of the data (never a password: a draft sits in the browser's storage). */
  toDraft?: (values: T) => T;
  storage?: DraftStorage;
  /** Milliseconds after the last change before the draft is saved. */
  autoSaveDelay?: number;
  /** Editing an existing entity: every step opens at once (its saved data is there); ticks still need a visit. */
  editing?: boolean;
}

export interface WizardController<T> {
  step: number;
  statuses: StepStatus[];
  canOpen(step: number): boolean;
  goTo(step: number): void;
  /** The next step when the current one is valid; returns whether it moved. */
  next(): boolean;
  back(): void;
  isLast: boolean;
  /** Whether the user typed something (closing then asks before discarding). */
  dirty: boolean;
  /** A draft saved earlier, offered until restored or dismissed. */
  offeredDraft: WizardDraft<T> | null;
  dismissDraft(): void;
  /** Takes the offered draft: returns its data and moves to its step. */
  takeDraft(): T | null;
  savedAt: string | null;
  /** Removes the draft (on completion or discard). */
  clear(): void;
}

/** The state of the generic wizard (spec 2 §3.8, §4): step, visited steps, truthful statuses and the draft. */
export function useWizard<T>(options: UseWizardOptions<T>): WizardController<T> {
  const { id, stepCount, stepValid, values, initial, isDraftData, storage, autoSaveDelay = 800, editing = false } = options;
  const toDraft = options.toDraft ?? ((data: T) => data);
  const store = useMemo(() => storage ?? browserStorage(), [storage]);
  const key = options.draftKey ?? draftKey(id);
  const [step, setStep] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [offeredDraft, setOfferedDraft] = useState<WizardDraft<T> | null>(() => (isDraftData ? loadDraft(store, key, isDraftData) : null));
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const cleared = useRef(false);
  // a wizard whose steps change (the user wizard without 'Negozi'): the steps after the current one are new
  const [counted, setCounted] = useState(stepCount);
  if (counted !== stepCount) {
    setCounted(stepCount);
    setVisited((current) => new Set([...current].filter((index) => index <= step)));
  }
  const dirty = hasTypedData(initial, values);

  const goTo = (target: number) => {
    const bounded = Math.max(0, Math.min(target, stepCount - 1));
    setStep(bounded);
    setVisited((current) => (current.has(bounded) ? current : new Set([...current, bounded])));
    // the draft follows the step at once (saveOnStepChange)
    if (isDraftData && dirty && offeredDraft === null && !cleared.current) setSavedAt(saveDraft(store, key, bounded, toDraft(values)).savedAt);
  };

  const canOpen = (target: number) => canOpenStep(target, step, reachedSteps(editing, stepCount, visited), stepValid);
  const next = () => {
    if (stepValid[step] !== true || step >= stepCount - 1) return false;
    goTo(step + 1);
    return true;
  };
  const back = () => goTo(step - 1);

  // autosave: the typed data, a moment after the last change, while no draft waits for an answer
  const serialized = JSON.stringify(toDraft(values));
  useEffect(() => {
    if (!isDraftData || !dirty || offeredDraft !== null) return undefined;
    const timer = window.setTimeout(() => {
      if (cleared.current) return;
      setSavedAt(saveDraft(store, key, step, JSON.parse(serialized) as T).savedAt);
    }, autoSaveDelay);
    return () => window.clearTimeout(timer);
  }, [serialized, step, dirty, offeredDraft, isDraftData, store, key, autoSaveDelay]);

  return {
    step,
    statuses: Array.from({ length: stepCount }, (_, index) => stepStatus(index, step, visited, stepValid)),
    canOpen,
    goTo,
    next,
    back,
    isLast: step === stepCount - 1,
    dirty,
    offeredDraft,
    dismissDraft: () => {
      clearDraft(store, key);
      setOfferedDraft(null);
    },
    takeDraft: () => {
      const draft = offeredDraft;
      setOfferedDraft(null);
      if (!draft) return null;
      setVisited(new Set(Array.from({ length: draft.step + 1 }, (_, index) => index)));
      setStep(Math.min(draft.step, stepCount - 1));
      return draft.data;
    },
    savedAt,
    clear: () => {
      cleared.current = true;
      clearDraft(store, key);
    },
  };
}
