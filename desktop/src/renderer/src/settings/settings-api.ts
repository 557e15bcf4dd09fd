import type {
  AssignedCompany,
  ChangePasswordBody,
  CompanyAssignmentBody,
  CompanySettings,
  CompanySettingsBody,
  MultiCompanyData,
  OperatorBody,
  OperatorsSettings,
  SettingsDashboard,
  SettingsOperator,
  SettingsPlan,
  SettingsProfile,
  SettingsProfileBody,
  SettingsProfileUpdate,
  SystemSettingsGroup,
} from '@banco/shared';
import type { ApiClient } from '../api/client.ts';
import { apiClient } from '../app/services.ts';

/** The calls of the settings page (spec 1 §7 Settings), plus the password change of the profile. */
export function createSettingsApi(client: ApiClient) {
  return {
    dashboard: (signal?: AbortSignal) => client.request<SettingsDashboard>('/settings', { signal }),
    profile: (signal?: AbortSignal) => client.request<SettingsProfile>('/settings/user-profile', { signal }),
    updateProfile: (body: SettingsProfileBody) =>
      client.requestEnvelope<SettingsProfileUpdate>('/settings/user-profile', { method: 'PUT', body }),
    changePassword: (body: ChangePasswordBody) =>
      client.requestEnvelope<null>('/auth/change-password', { method: 'POST', body }),
    company: (signal?: AbortSignal) => client.request<CompanySettings>('/settings/company', { signal }),
    updateCompany: (body: CompanySettingsBody) =>
      client.requestEnvelope<CompanySettings>('/settings/company', { method: 'PUT', body }),
    system: (signal?: AbortSignal) => client.request<SystemSettingsGroup[]>('/settings/system', { signal }),
    plans: (signal?: AbortSignal) => client.request<SettingsPlan[]>('/settings/subscription-plans', { signal }),
    operators: (companyId: number | null, signal?: AbortSignal) =>
      client.request<OperatorsSettings>('/settings/operators', { query: { company_id: companyId }, signal }),
    saveOperator: (body: OperatorBody) =>
      client.requestEnvelope<SettingsOperator>('/settings/operators', { method: 'POST', body }),
    multiCompany: (signal?: AbortSignal) => client.request<MultiCompanyData>('/settings/multi-company', { signal }),
    assignCompany: (body: CompanyAssignmentBody) =>
      client.requestEnvelope<AssignedCompany>('/settings/multi-company/assign', { method: 'POST', body }),
    unassignCompany: (body: CompanyAssignmentBody) =>
      client.requestEnvelope<null>('/settings/multi-company/unassign', { method: 'POST', body }),
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;

export const settingsApi = createSettingsApi(apiClient);

/** Query keys: one root, so a save can refresh the whole page's data at once. */
export const settingsKeys = {
  all: ['settings'] as const,
  dashboard: ['settings', 'dashboard'] as const,
  profile: ['settings', 'profile'] as const,
  company: ['settings', 'company'] as const,
  system: ['settings', 'system'] as const,
  plans: ['settings', 'plans'] as const,
  operators: (companyId: number | null) => ['settings', 'operators', companyId] as const,
  multiCompany: ['settings', 'multi-company'] as const,
};
