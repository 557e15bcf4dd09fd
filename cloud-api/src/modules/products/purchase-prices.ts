import type { ServiceContext } from '../../http/service-context.ts';

/** Purchase prices, margins and the sold items never leave the server for consultants (spec 3 §6). */
export const seesPurchasePrices = (sc: ServiceContext): boolean => sc.auth.role !== 'consultant';
