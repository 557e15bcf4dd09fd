import { defineEndpoint, nullResponse } from '../api/contract.ts';
import {
  companyAssignmentBodySchema,
  companySettingsBodySchema,
  operatorBodySchema,
  operatorsQuerySchema,
  settingsProfileBodySchema,
} from '../api/settings.ts';
import { MSG } from '../validation/messages.ts';
import { z } from 'zod';
import {
  assignedCompanySchema,
  companySettingsSchema,
  multiCompanyDataSchema,
  operatorsSettingsSchema,
  settingsDashboardSchema,
  settingsOperatorSchema,
  settingsPlanSchema,
  settingsProfileSchema,
  settingsProfileUpdateSchema,
  systemSettingsGroupSchema,
} from './responses.ts';

/**
 * /settings/* (spec 1 §7 Settings). Who may do what is the shared permissions policy: settings
 * view (everyone) / edit (company owners), system_settings, subscription_plans, operators,
 * multi_company (superadmin).
 */
const view = { resource: 'settings', action: 'view' } as const;
const companyEdit = { resource: 'settings', action: 'edit' } as const;
const assign = { resource: 'multi_company', action: 'assign' } as const;

export const settingsContract = {
  dashboard: defineEndpoint({ method: 'GET', path: '/settings', access: view, response: settingsDashboardSchema }),
  profile: defineEndpoint({ method: 'GET', path: '/settings/user-profile', access: view, response: settingsProfileSchema }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/settings/user-profile',
    access: view,
    body: settingsProfileBodySchema,
    response: settingsProfileUpdateSchema,
    message: MSG.profileUpdated,
  }),
  company: defineEndpoint({ method: 'GET', path: '/settings/company', access: companyEdit, response: companySettingsSchema }),
  updateCompany: defineEndpoint({
    method: 'PUT',
    path: '/settings/company',
    access: companyEdit,
    body: companySettingsBodySchema,
    response: companySettingsSchema,
    message: MSG.companySettingsUpdated,
  }),
  system: defineEndpoint({
    method: 'GET',
    path: '/settings/system',
    access: { resource: 'system_settings', action: 'view' },
    response: z.array(systemSettingsGroupSchema),
  }),
  plans: defineEndpoint({
    method: 'GET',
    path: '/settings/subscription-plans',
    access: { resource: 'subscription_plans', action: 'view' },
    response: z.array(settingsPlanSchema),
  }),
  operators: defineEndpoint({
    method: 'GET',
    path: '/settings/operators',
    access: { resource: 'operators', action: 'view' },
    query: operatorsQuerySchema,
    response: operatorsSettingsSchema,
  }),
  /**
   * Creates (no id: 201) or saves (id: 200) an operator. Needs operators create; every role of the
   * policy that has it also has edit, which the route used to check too.
   */
  saveOperator: defineEndpoint({
    method: 'POST',
    path: '/settings/operators',
    access: { resource: 'operators', action: 'create' },
    body: operatorBodySchema,
    response: settingsOperatorSchema,
    message: MSG.operatorSaved,
  }),
  multiCompany: defineEndpoint({
    method: 'GET',
    path: '/settings/multi-company',
    access: { resource: 'multi_company', action: 'view' },
    response: multiCompanyDataSchema,
  }),
  assignCompany: defineEndpoint({
    method: 'POST',
    path: '/settings/multi-company/assign',
    access: assign,
    body: companyAssignmentBodySchema,
    response: assignedCompanySchema,
    status: 201,
    message: MSG.entrepreneurAssigned,
  }),
  unassignCompany: defineEndpoint({
    method: 'POST',
    path: '/settings/multi-company/unassign',
    access: assign,
    body: companyAssignmentBodySchema,
    response: nullResponse,
    message: MSG.assignmentRemoved,
  }),
};
