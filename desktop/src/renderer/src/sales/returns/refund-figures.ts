import { centsToMoney, moneyToCents, REFUND_METHOD_RULES, RETURN_MSG, type RefundFigures, type RefundMethod } from '@banco/shared';
import { formatCents, formatMoney, formatPercent } from '../../format/format.ts';

/** Why a method cannot be chosen for this return, as the server says it ('Limite superato (max €999.99)', no customer...); null when it can. */
export function methodBlockedReason(figures: Pick<RefundFigures, 'available' | 'unavailable_reason'>): string | null {
  return figures.available ? null : (figures.unavailable_reason ?? RETURN_MSG.refundMethodInvalid);
}

/** A method's figures in a line: the refund, the bonus, the fee, what the customer gets, and when. */
export function figuresText(figures: Pick<RefundFigures, 'refund_amount' | 'bonus' | 'processing_fee' | 'final_amount' | 'processing_time'>): string {
  const parts = [`Rimborso ${formatMoney(figures.refund_amount)}`];
  if (moneyToCents(figures.bonus) > 0) parts.push(`bonus +${formatMoney(figures.bonus)}`);
  if (moneyToCents(figures.processing_fee) > 0) parts.push(`commissione −${formatMoney(figures.processing_fee)}`);
  parts.push(`al cliente ${formatMoney(figures.final_amount)}`);
  parts.push(figures.processing_time);
  return parts.join(' · ');
}

/** A refund method's terms as 'Metodi di Rimborso' lists them (spec 2 §9). */
export function refundTermsText(method: RefundMethod): string {
  const rule = REFUND_METHOD_RULES[method];
  const parts: string[] = [];
  if (rule.bonusPercent > 0) parts.push(`bonus +${formatPercent(rule.bonusPercent)}`);
  if (rule.feePercent > 0) parts.push(`commissione ${formatPercent(rule.feePercent)}`);
  if (rule.fixedFeeCents > 0) parts.push(`commissione ${formatCents(rule.fixedFeeCents)}`);
  if (rule.feePercent === 0 && rule.fixedFeeCents === 0) parts.push('nessuna commissione');
  if (rule.maxCents !== null) parts.push(`massimo €${centsToMoney(rule.maxCents)}`);
  parts.push(rule.processingTime.toLowerCase());
  return parts.join(', ');
}
