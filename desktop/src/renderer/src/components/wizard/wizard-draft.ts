/**
 * The wizard's draft (spec 2 §3.8 autoSave, §4): the typed data saved under a key with the wizard's id,
 * offered again when the wizard reopens and removed on completion or discard.
 */

/** The part of the Web Storage API the drafts use (localStorage in the app, a map in tests). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface WizardDraft<T> {
  step: number;
  data: T;
  /** ISO time of the save, shown as the saved-at time. */
  savedAt: string;
}

const PREFIX = 'banco.wizard-draft.';

/** The storage key of a wizard's draft: one per wizard id ('store-create', 'store-edit-12', ...). */
export function draftKey(wizardId: string): string {
  return `${PREFIX}${wizardId}`;
}

/** `key` is the storage key: draftKey(wizardId), or a key the spec fixes (the sales wizard's). */
export function saveDraft<T>(storage: DraftStorage, key: string, step: number, data: T, now: Date = new Date()): WizardDraft<T> {
  const draft: WizardDraft<T> = { step, data, savedAt: now.toISOString() };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    // a full or unavailable storage only costs the draft
    console.error('Salvataggio bozza non riuscito', error);
  }
  return draft;
}

/** The saved draft, or null when there is none or it is unreadable (an unreadable draft is removed). */
export function loadDraft<T>(storage: DraftStorage, key: string, isData: (value: unknown) => value is T): WizardDraft<T> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraftShape(parsed) && isData(parsed.data)) return { step: parsed.step, data: parsed.data, savedAt: parsed.savedAt };
  } catch {
    // fall through: not JSON
  }
  storage.removeItem(key);
  return null;
}

export function clearDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}

/** A type guard for plain objects holding at least the given keys (drafts of form values). */
export function hasKeys<T extends object>(keys: readonly (keyof T)[]): (value: unknown) => value is T {
  return (value: unknown): value is T =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && keys.every((key) => key in value);
}

/** The app's storage, or a no-op one where there is none. */
export function browserStorage(): DraftStorage {
  return typeof localStorage === 'undefined' ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } : localStorage;
}

function isDraftShape(value: unknown): value is { step: number; data: unknown; savedAt: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.step === 'number' && Number.isInteger(record.step) && record.step >= 0 && 'data' in record && typeof record.savedAt === 'string';
}

/** Whether the typed data differs from what the wizard opened with (then closing asks before discarding). */
export function hasTypedData<T>(initial: T, current: T): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}
