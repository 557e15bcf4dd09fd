import { describe, expect, it } from 'vitest';
import { MAX_SETTING_DAYS, settingNumberBounds, WAREHOUSE_SETTING_KEYS } from '@banco/shared';
import { SETTINGS_TABS, tabOf } from './warehouse-settings-fields.ts';

describe('the six tabs of the warehouse settings', () => {
  it('hold every key of spec 3 §3 exactly once', () => {
    const shown = SETTINGS_TABS.flatMap((tab) => tab.fields.map((field) => field.key));
    expect([...shown].sort()).toEqual([...WAREHOUSE_SETTING_KEYS].sort());
    expect(SETTINGS_TABS.map((tab) => tab.label)).toEqual(['Generale', 'Soglie e Avvisi', 'Comportamenti', 'Inventari Fisici', 'Autorizzazioni', 'Vendite e Resi']);
  });

  it("offers each number the bounds of its rule (spec 3 §5), and has a number rule behind every number field", () => {
    const numbers = SETTINGS_TABS.flatMap((tab) => tab.fields).filter((field) => field.input.kind === 'number');
    for (const field of numbers) expect(settingNumberBounds(field.key), field.key).not.toBeNull();
    expect(settingNumberBounds('display_rotation_days')).toEqual({ min: 1, max: 30 });
    expect(settingNumberBounds('stale_products_days')).toEqual({ min: 1, max: MAX_SETTING_DAYS });
    expect(settingNumberBounds('return_days_smartphone')).toEqual({ min: 0, max: MAX_SETTING_DAYS });
    expect(settingNumberBounds('discount_max_manager')).toEqual({ min: 0, max: 100 });
    expect(settingNumberBounds('stock_max_alert')).toEqual({ min: 0, max: undefined });
    expect(settingNumberBounds('inventory_frequency')).toBeNull();
    expect(settingNumberBounds('sale_authorization_amount')).toBeNull();
  });

  it('finds the tab of a key', () => {
    expect(tabOf('display_rotation_days')).toBe('behaviours');
    expect(tabOf('sale_authorization_amount')).toBe('authorisations');
    expect(tabOf('nessuna')).toBeUndefined();
  });
});
