import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, hasKeys, hasTypedData, loadDraft, saveDraft, type DraftStorage } from './wizard-draft.ts';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

interface Values {
  name: string;
  city: string;
}
const isValues = hasKeys<Values>(['name', 'city']);

describe('wizard drafts', () => {
  it('saves under a key with the wizard id and offers the draft again', () => {
    const storage = memoryStorage();
    saveDraft(storage, draftKey('store-create'), 2, { name: 'Centro', city: 'Roma' }, new Date('2026-11-23T10:00:00Z'));
    expect([...storage.items.keys()]).toEqual([draftKey('store-create')]);
    expect(loadDraft(storage, draftKey('store-create'), isValues)).toEqual({
      step: 2,
      data: { name: 'Centro', city: 'Roma' },
      savedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(loadDraft(storage, draftKey('store-edit-4'), isValues)).toBeNull();
  });

  it('drops an unreadable or foreign draft', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('a'), 'not json');
    storage.setItem(draftKey('b'), JSON.stringify({ step: 1, data: { other: 1 }, savedAt: 'x' }));
    expect(loadDraft(storage, draftKey('a'), isValues)).toBeNull();
    expect(loadDraft(storage, draftKey('b'), isValues)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('removes the draft on clear', () => {
    const storage = memoryStorage();
    saveDraft(storage, draftKey('w'), 0, { name: '', city: '' });
    clearDraft(storage, draftKey('w'));
    expect(loadDraft(storage, draftKey('w'), isValues)).toBeNull();
  });

  it('tells typed data from the opening values', () => {
    expect(hasTypedData({ name: '', city: '' }, { name: '', city: '' })).toBe(false);
    expect(hasTypedData({ name: '', city: '' }, { name: 'R', city: '' })).toBe(true);
  });
});
