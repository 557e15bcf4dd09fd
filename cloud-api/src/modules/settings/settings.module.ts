import { settingsContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import { reply } from '../../http/reply.ts';
import type { AppState } from '../../http/state.ts';
import type { SettingsService } from './settings.service.ts';

/** /settings/* (spec 1 §7 Settings): binds the shared settingsContract to the settings services. */
export function settingsModule({ settings }: { settings: SettingsService }, options: RegistrarOptions): Router<AppState> {
  return registerContract(settingsContract, {
    dashboard: ({ sc }) => settings.dashboard(sc),
    profile: async ({ sc }) => settings.profile(sc),
    updateProfile: ({ sc, body }) => settings.updateProfile(sc, body),
    company: ({ sc }) => settings.company(sc),
    updateCompany: ({ sc, body }) => settings.updateCompany(sc, body),
    system: ({ sc }) => settings.system(sc),
    plans: ({ sc }) => settings.plans(sc),
    operators: ({ sc, query }) => settings.operators.list(sc, query.company_id),
    // a new operator (no id) answers 201, a saved one 200
    saveOperator: async ({ sc, body }) => reply(await settings.operators.save(sc, body), { status: body.id === undefined ? 201 : 200 }),
    multiCompany: ({ sc }) => settings.multiCompany.overview(sc),
    assignCompany: ({ sc, body }) => settings.multiCompany.assign(sc, body),
    unassignCompany: async ({ sc, body }) => {
      await settings.multiCompany.unassign(sc, body);
      return null;
    },
  }, options);
}
