/** Operator (provider) vocabulary (spec 1 §2 Operators, §3 Operator and Store). */
export const OPERATOR_CATEGORIES = ['mobile', 'fixed_line', 'energy', 'mobility'] as const;
export type OperatorCategory = (typeof OPERATOR_CATEGORIES)[number];

export const OPERATOR_CATEGORY_LABELS: Readonly<Record<OperatorCategory, string>> = {
  mobile: 'Telefonia mobile',
  fixed_line: 'Telefonia fissa',
  energy: 'Energia',
  mobility: 'Mobilità elettrica',
};

/** Provider groups on a store: telecom = mobile + fixed line operators. */
export const PROVIDER_GROUPS = ['telecom', 'energy', 'mobility'] as const;
export type ProviderGroup = (typeof PROVIDER_GROUPS)[number];

export function providerGroupOf(category: OperatorCategory): ProviderGroup {
  return category === 'mobile' || category === 'fixed_line' ? 'telecom' : category;
}

/** The operators every new company starts with (it then edits its own list in Impostazioni). */
export const DEFAULT_OPERATORS: ReadonlyArray<{ name: string; category: OperatorCategory }> = [
  { name: 'TIM', category: 'mobile' },
  { name: 'Vodafone', category: 'mobile' },
  { name: 'WindTre', category: 'mobile' },
  { name: 'Iliad', category: 'mobile' },
  { name: 'PosteMobile', category: 'mobile' },
  { name: 'ho. Mobile', category: 'mobile' },
  { name: 'Kena', category: 'mobile' },
  { name: 'Fastweb', category: 'fixed_line' },
  { name: 'Enel Energia', category: 'energy' },
  { name: 'Edison', category: 'energy' },
  { name: 'A2A', category: 'energy' },
  { name: 'Hera', category: 'energy' },
  { name: 'Enel X Way', category: 'mobility' },
  { name: 'Be Charge', category: 'mobility' },
];
