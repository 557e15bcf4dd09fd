import { integrationsContract } from '@banco/shared';
import type { Router } from '@koa/router';
import type { CompanyHosts } from '../../common/company-hosts.ts';
import type { SecretBox } from '../../common/secret-box.ts';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createIntegrationsService } from './integrations.service.ts';

/** Impostazioni → Integrazioni: the company's SMTP and sender, the geocoder, the test mail. */
export function integrationsModule(deps: { box: SecretBox; serverSmtp: boolean; serverGeocoderUrl: string; companyHosts: CompanyHosts }, options: RegistrarOptions): Router<AppState> {
  const integrations = createIntegrationsService(deps);
  return registerContract(integrationsContract, {
    show: ({ sc }) => integrations.show(sc),
    update: ({ sc, body }) => integrations.update(sc, body),
    testMail: ({ sc }) => integrations.testMail(sc),
  }, options);
}
