import { PROVINCE_OPTIONS } from '@banco/shared';

export interface ProvinceOption {
  value: string;
  label: string;
}

/** The 107 official sigle; a stored value outside them (older data) stays visible so it can be corrected. */
export function provinceOptions(current: string | null | undefined): ProvinceOption[] {
  const options: ProvinceOption[] = [...PROVINCE_OPTIONS];
  if (current && !options.some((option) => option.value === current)) options.unshift({ value: current, label: current });
  return options;
}

/** What the search of the province picker keeps: the sigle starting with the text first, then the names containing it. */
export function filterProvinces<T extends ProvinceOption>(options: readonly T[], search: string): T[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [...options];
  const bySigla = options.filter((option) => option.value.toLowerCase().startsWith(text));
  const byName = options.filter((option) => !bySigla.includes(option) && option.label.toLowerCase().includes(text));
  return [...bySigla, ...byName];
}
