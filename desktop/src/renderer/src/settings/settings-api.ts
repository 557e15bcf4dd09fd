import {
  authContract,
  settingsContract,
  type ChangePasswordBody,
  type CompanyAssignmentBody,
  type CompanySettingsBody,
  type OperatorBody,
  type SettingsProfileBody,
} from '@banco/shared';
import { createCall, createCallEnvelope } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import { apiClient } from '../app/services.ts';

/**
 * The calls of the settings page (spec 1 §7 Settings), plus the password change of the profile.
 * The saves answer the whole envelope: the sections show the server's message.
 */
export function createSettingsApi(client: ApiClient) {
  const call = createCall(client);
  const callEnvelope = createCallEnvelope(client);
  return {
    dashboard: (signal?: AbortSignal) => call(settingsContract.dashboard, { signal }),
    profile: (signal?: AbortSignal) => call(settingsContract.profile, { signal }),
    updateProfile: (body: SettingsProfileBody) => callEnvelope(settingsContract.updateProfile, { body }),
    changePassword: (body: ChangePasswordBody) => callEnvelope(authContract.changePassword, { body }),
    company: (signal?: AbortSignal) => call(settingsContract.company, { signal }),
    updateCompany: (body: CompanySettingsBody) => callEnvelope(settingsContract.updateCompany, { body }),
    system: (signal?: AbortSignal) => call(settingsContract.system, { signal }),
    plans: (signal?: AbortSignal) => call(settingsContract.plans, { signal }),
    operators: (companyId: number | null, signal?: AbortSignal) =>
      call(settingsContract.operators, { query: { company_id: companyId ?? undefined }, signal }),
    saveOperator: (body: OperatorBody) => callEnvelope(settingsContract.saveOperator, { body }),
    multiCompany: (signal?: AbortSignal) => call(settingsContract.multiCompany, { signal }),
    assignCompany: (body: CompanyAssignmentBody) => callEnvelope(settingsContract.assignCompany, { body }),
    unassignCompany: (body: CompanyAssignmentBody) => callEnvelope(settingsContract.unassignCompany, { body }),
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
