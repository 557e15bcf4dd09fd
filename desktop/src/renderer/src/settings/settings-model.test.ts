import { describe, expect, it } from 'vitest';
import { parseMoney, planFeatureEntries, planFeatureLabel, type MultiCompanyEntrepreneur, type SettingsDashboard, type SettingsOperator } from '@banco/shared';
import { limitText, usageText } from '../format/format.ts';
import { annualValue, assignableCompanies, defaultSectionOf, groupOperators, impactPerCustomer, sectionToShow } from './settings-model.ts';

function dashboard(available: string[], defaultSection: SettingsDashboard['default_section']): SettingsDashboard {
  const names = ['profile', 'company', 'notifications', 'system', 'operators'] as const;
  return {
    available_sections: names.map((name) => ({ name, label: name, description: '', available: available.includes(name) })),
    permissions: { can_modify_company: false, can_modify_system: false, can_manage_plans: false, can_manage_operators: false },
    default_section: defaultSection,
    account: { role: 'manager', company_id: 1, company_name: 'Demo', subscription_plan_name: null },
  };
}

describe('subscription tiles', () => {
  it('shows used/max with ∞ for -1, and only the count without a plan', () => {
    expect(usageText(2, 5)).toBe('2 / 5');
    expect(usageText(7, -1)).toBe('7 / ∞');
    expect(usageText(3, null)).toBe('3');
    expect(limitText(-1)).toBe('∞');
    expect(limitText(15)).toBe('15');
  });

  it('computes the annual value as 12 × the monthly price, 29.90 by default', () => {
    expect(annualValue(parseMoney('79.90'))).toBe('958.80');
    expect(annualValue(parseMoney('26.91'))).toBe('322.92');
    expect(annualValue(parseMoney('29.90'))).toBe('358.80');
    expect(annualValue(null)).toBe('358.80');
    expect(annualValue(parseMoney('0.00'))).toBe('358.80');
  });

  it('divides the annual value by the customers to the cent, 0 without customers', () => {
    expect(impactPerCustomer(parseMoney('958.80'), 0)).toBe('0.00');
    expect(impactPerCustomer(parseMoney('958.80'), 100)).toBe('9.59');
    expect(impactPerCustomer(parseMoney('358.80'), 3)).toBe('119.60');
    expect(impactPerCustomer(parseMoney('1.00'), 3)).toBe('0.33');
    expect(impactPerCustomer(parseMoney('2.00'), 3)).toBe('0.67');
  });
});

describe('sections', () => {
  it('shows an available section and sends anything else to the default', () => {
    const data = dashboard(['profile', 'notifications'], 'notifications');
    expect(sectionToShow(data, 'profile')).toBe('profile');
    expect(sectionToShow(data, 'system')).toBeNull();
    expect(sectionToShow(data, 'qualcosa')).toBeNull();
    expect(sectionToShow(data, undefined)).toBeNull();
    expect(defaultSectionOf(data)).toBe('notifications');
  });

  it('falls back to the first available section when the default is not available', () => {
    expect(defaultSectionOf(dashboard(['profile'], 'system'))).toBe('profile');
  });
});

describe('operators', () => {
  it('groups by category in the fixed order, keeping empty categories', () => {
    const op = (id: number, category: SettingsOperator['category']): SettingsOperator => ({ id, company_id: 1, name: `O${id}`, category, is_active: true });
    const groups = groupOperators([op(1, 'energy'), op(2, 'mobile'), op(3, 'energy')]);
    expect(groups.map((g) => [g.category, g.operators.map((o) => o.id)])).toEqual([
      ['mobile', [2]],
      ['fixed_line', []],
      ['energy', [1, 3]],
      ['mobility', []],
    ]);
  });
});

describe('multi-company', () => {
  it('offers only companies that are neither primary nor already assigned', () => {
    const entrepreneur: MultiCompanyEntrepreneur = {
      user_id: 9,
      first_name: 'Marco',
      last_name: 'Rossi',
      email: 'm@x.it',
      primary_company_id: 1,
      primary_company_name: 'A',
      assigned_companies: [{ company_id: 2, company_name: 'B', role: 'entrepreneur', assigned_date: '2026-01-01T00:00:00Z' }],
      total_companies: 2,
    };
    const companies = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ];
    expect(assignableCompanies(entrepreneur, companies)).toEqual([{ id: 3, name: 'C' }]);
    expect(assignableCompanies(entrepreneur, companies.slice(0, 2))).toEqual([]);
  });

  it('orders plan features: known ones first, as listed, then the others by name', () => {
    expect(planFeatureEntries({ zeta: true, repairs: false, pos: true, alpha: false }).map(([flag]) => flag)).toEqual(['pos', 'repairs', 'alpha', 'zeta']);
  });

  it('labels plan features in Italian, unknown ones readably', () => {
    expect(planFeatureLabel('ai_suggestions')).toBe('Suggerimenti AI');
    expect(planFeatureLabel('custom_reports')).toBe('Custom reports');
  });
});
