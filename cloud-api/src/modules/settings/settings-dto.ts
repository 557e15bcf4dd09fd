import type { SettingsOperator, SettingsPlan, SettingsProfile, SystemSettingDto, SystemSettingsGroup } from '@banco/shared';
import { planPrice } from '../companies/company-dto.ts';
import { planFields } from '../companies/plan-fields.ts';
import type { SubscriptionPlan } from '../companies/subscription-plan.entity.ts';
import { profileFields } from '../users/user-fields.ts';
import type { UserDtoSource } from '../users/user-dto.ts';
import { operatorFields } from './operator-fields.ts';
import type { Operator } from './operator.entity.ts';
import type { SystemSetting } from './system-setting.entity.ts';

/** The profile fields of the settings page (spec 1 §3 Profile; passwords are never read back). */
export function toProfileDto(user: UserDtoSource): SettingsProfile {
  return { ...profileFields.toApi(user), email: user.email };
}

export function toOperatorDto(operator: Operator): SettingsOperator {
  return {
    id: operator.id,
    company_id: operator.company.id,
    ...operatorFields.toApi(operator),
  };
}

export function toPlanDto(plan: SubscriptionPlan, companiesCount: number): SettingsPlan {
  return {
    id: plan.id,
    ...planFields.toApi(plan),
    price_monthly: planPrice(plan),
    companies_count: companiesCount,
    features: Object.fromEntries(Object.entries(plan.features).map(([flag, on]) => [flag, on === true])),
  };
}

function toSystemSettingDto(setting: SystemSetting): SystemSettingDto {
  return { id: setting.id, key_name: setting.keyName, description: setting.description, value: setting.value };
}

/** Settings grouped by category, categories in the order their first setting comes. */
export function groupSystemSettings(settings: readonly SystemSetting[]): SystemSettingsGroup[] {
  const groups = new Map<string, SystemSettingDto[]>();
  for (const setting of settings) {
    const group = groups.get(setting.category) ?? [];
    group.push(toSystemSettingDto(setting));
    groups.set(setting.category, group);
  }
  return [...groups].map(([category, entries]) => ({ category, settings: entries }));
}
