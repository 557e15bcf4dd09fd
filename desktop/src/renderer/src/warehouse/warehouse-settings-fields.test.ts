import { describe, expect, it } from 'vitest';
import { WAREHOUSE_SETTING_KEYS } from '@banco/shared';
import { SETTINGS_TABS, tabOf } from './warehouse-settings-fields.ts';

describe('the six tabs of the warehouse settings', () => {
  it('hold every key of spec 3 §3 exactly once', () => {
    const shown = SETTINGS_TABS.flatMap((tab) => tab.fields.map((field) => field.key));
    expect([...shown].sort()).toEqual([...WAREHOUSE_SETTING_KEYS].sort());
    expect(SETTINGS_TABS.map((tab) => tab.label)).toEqual(['Generale', 'Soglie e Avvisi', 'Comportamenti', 'Inventari Fisici', 'Autorizzazioni', 'Vendite e Resi']);
  });

  it('finds the tab of a key', () => {
    expect(tabOf('display_rotation_days')).toBe('behaviours');
    expect(tabOf('sale_authorization_amount')).toBe('authorisations');
    expect(tabOf('nessuna')).toBeUndefined();
  });
});
