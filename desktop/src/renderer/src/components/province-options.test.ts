import { describe, expect, it } from 'vitest';
import { filterProvinces, provinceOptions } from './province-options.ts';

describe('province picker options', () => {
  it('offers the 107 official sigle with their names', () => {
    const options = provinceOptions('');
    expect(options).toHaveLength(107);
    expect(options).toContainEqual({ value: 'MI', label: 'MI — Milano' });
  });

  it('keeps a stored value outside the list visible so it can be corrected', () => {
    expect(provinceOptions('XX')[0]).toEqual({ value: 'XX', label: 'XX' });
    expect(provinceOptions('MI')).toHaveLength(107);
  });

  it('finds by sigla first, then by name, in any case', () => {
    const options = provinceOptions(null);
    expect(filterProvinces(options, 'mi')[0]?.value).toBe('MI');
    expect(filterProvinces(options, 'Milano').map((option) => option.value)).toEqual(['MI']);
    expect(filterProvinces(options, 'ROMA').map((option) => option.value)).toEqual(['RM']);
    expect(filterProvinces(options, '  ')).toHaveLength(107);
    expect(filterProvinces(options, 'zzz')).toEqual([]);
  });
});
