import { brandingContract } from '@banco/shared';
import type { Router } from '@koa/router';
import { registerContract, type RegistrarOptions } from '../../http/registrar.ts';
import type { AppState } from '../../http/state.ts';
import { createBrandingService } from './branding.service.ts';

/** Impostazioni → Personalizzazione: logo and receipt/document texts of the company. */
export function brandingModule(options: RegistrarOptions): Router<AppState> {
  const branding = createBrandingService();
  return registerContract(brandingContract, {
    show: ({ sc }) => branding.show(sc),
    update: ({ sc, body }) => branding.update(sc, body),
    uploadLogo: ({ sc, body }) => branding.uploadLogo(sc, body.logo),
    removeLogo: ({ sc }) => branding.removeLogo(sc),
    receipt: ({ sc }) => branding.receipt(sc),
  }, options);
}
