import { cashDiscrepancy, moneyToCents, type MoneyString } from '@banco/shared';
import { formatCents } from '../../format/format.ts';

/**
 * The closing's discrepancy check (spec 2 §2.9 step 2, §5.6) as the screen shows it: expected against
 * counted, the signed difference, and whether it is within the €5 tolerance. The rule is the shared
 * cashDiscrepancy; this only words it. Pure.
 */
export interface DiscrepancyView {
  expectedCents: number;
  countedCents: number;
  differenceCents: number;
  /** '+3,00 €', '-7,00 €', '0,00 €'. */
  differenceText: string;
  /** 'Cassa in pari', 'Ammanco di 7,00 €', 'Eccedenza di 3,00 €'. */
  headline: string;
  withinTolerance: boolean;
  requiresApproval: boolean;
  /** What the tolerance means for the closing. */
  status: string;
  color: 'green' | 'yellow' | 'red';
}

/** A signed amount: '+3,00 €' above zero, '-7,00 €' below, '0,00 €' at zero. */
export function signedMoney(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

export function discrepancyView(expected: MoneyString, countedCents: number): DiscrepancyView {
  const check = cashDiscrepancy(moneyToCents(expected), countedCents);
  const difference = check.differenceCents;
  const tolerance = formatCents(check.toleranceCents);
  const headline = difference === 0 ? 'Cassa in pari' : difference < 0 ? `Ammanco di ${formatCents(-difference)}` : `Eccedenza di ${formatCents(difference)}`;
  return {
    expectedCents: check.expectedCents,
    countedCents: check.actualCents,
    differenceCents: difference,
    differenceText: signedMoney(difference),
    headline,
    withinTolerance: check.withinTolerance,
    requiresApproval: check.requiresApproval,
    status: check.withinTolerance
      ? `Differenza entro la tolleranza di ${tolerance}: il turno si chiude senza approvazione`
      : `Differenza oltre la tolleranza di ${tolerance}: serve l'approvazione di un manager con il motivo`,
    color: difference === 0 ? 'green' : check.withinTolerance ? 'yellow' : 'red',
  };
}
