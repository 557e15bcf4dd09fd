import { centsToMoney, decimalToCents, MSG, type SalesRates } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { NotFoundError } from '../../http/errors.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { Company } from '../companies/company.entity.ts';

/** The company's sales rates as the API names them (numeric columns read back as the API's forms). */
export function salesRatesOf(company: Company): SalesRates {
  return {
    points_per_euro: company.pointsPerEuro,
    consultant_commission_percent: Number(company.consultantCommissionPercent),
    manager_commission_percent: Number(company.managerCommissionPercent),
    delivery_fee: centsToMoney(decimalToCents(company.deliveryFee)),
  };
}

/** The rates a sale of `companyId` is recorded with. */
export async function companySalesRates(em: SqlEntityManager, companyId: number): Promise<SalesRates> {
  const company = await em.findOne(Company, { id: companyId });
  if (!company) throw new NotFoundError(MSG.companyNotFound);
  return salesRatesOf(company);
}

/** GET /sales/rates: the rates of the caller's company (404 for a superadmin who has chosen none). */
export function currentSalesRates(sc: ServiceContext): Promise<SalesRates> {
  if (sc.auth.companyId === null) throw new NotFoundError(MSG.companyNotFound);
  return companySalesRates(sc.em, sc.auth.companyId);
}
