import { commissionCents, type Role, type SalesRates } from '@banco/shared';

export interface CommissionPreview {
  label: string;
  percent: number;
  cents: number;
}

/**
 * The commissions card of step 4 (spec 2 §2.6, §9), as the server will record them at the company's rates: a consultant
 * earns the consultant's rate and their supervising manager the manager's; a manager who sells the
 * manager's; owners and the platform none.
 */
export function commissionPreview(role: Role, productsCents: number, rates: Pick<SalesRates, 'consultant_commission_percent' | 'manager_commission_percent'>): CommissionPreview[] {
  const { consultant_commission_percent: consultantCommissionPercent, manager_commission_percent: managerCommissionPercent } = rates;
  const line = (label: string, percent: number): CommissionPreview => ({ label, percent, cents: commissionCents(productsCents, percent) });
  if (role === 'consultant') return [line('Consulente', consultantCommissionPercent), line('Manager supervisore', managerCommissionPercent)];
  if (role === 'manager') return [line('Manager', managerCommissionPercent)];
  return [];
}
