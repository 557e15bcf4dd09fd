import { PAYMENT_METHOD_LABELS, SALE_SERVICES, type MoneyString, type SalePaymentMethod, type SaleDetail, type SaleServiceCode, type SaleStatus } from '@banco/shared';
import { formatMoney, formatPercent } from '../../format/format.ts';

/** A sale without a registered customer (spec 2 §2.6: walk-in). */
export const WALK_IN_CUSTOMER = 'Cliente occasionale';

export function customerText(name: string | null): string {
  return name === null || name.trim() === '' ? WALK_IN_CUSTOMER : name;
}

/** 'Carta, Contanti' in the order the payment step offers the methods; '—' for none. */
export function paymentMethodsText(methods: readonly SalePaymentMethod[]): string {
  if (methods.length === 0) return '—';
  const order = Object.keys(PAYMENT_METHOD_LABELS);
  return [...new Set(methods)]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((method) => PAYMENT_METHOD_LABELS[method])
    .join(', ');
}

/** '12 rate' of an installment plan; null when the payment is in one go. */
export function installmentsText(installments: number | null): string | null {
  return installments === null || installments <= 0 ? null : `${installments} rate`;
}

export const SALE_STATUS_LABELS: Readonly<Record<SaleStatus, string>> = { completed: 'Completata', pending: 'In corso', cancelled: 'Annullata' };
export const SALE_STATUS_COLORS: Readonly<Record<SaleStatus, string>> = { completed: 'green', pending: 'yellow', cancelled: 'red' };

export const COMMISSION_ROLE_LABELS: Readonly<Record<SaleDetail['commissions'][number]['role'], string>> = { consultant: 'Consulente', manager: 'Manager' };

export const DELIVERY_LABELS: Readonly<Record<SaleDetail['delivery_method'], string>> = { pickup: 'Ritiro in negozio', delivery: 'Consegna a domicilio' };

/** A service of step 3 with its label and list price; an unknown code shows as itself. */
export function serviceOf(code: SaleServiceCode | string): { label: string; priceCents: number | null } {
  const service = SALE_SERVICES.find((candidate) => candidate.code === code);
  return service ? { label: service.label, priceCents: service.priceCents } : { label: code, priceCents: null };
}

/** 'IMEI 35…' or 'S/N AB…' of a sold piece; null for a quantity product. */
export function lineCodeText(line: Pick<SaleDetail['lines'][number], 'imei' | 'serial_number'>): string | null {
  if (line.imei) return `IMEI ${line.imei}`;
  if (line.serial_number) return `S/N ${line.serial_number}`;
  return null;
}

/** '10% (−9,99 €)'; '—' without a discount. */
export function lineDiscountText(line: Pick<SaleDetail['lines'][number], 'discount_percent' | 'discount_amount'>): string {
  if (line.discount_percent <= 0 && line.discount_amount === '0.00') return '—';
  return `${formatPercent(line.discount_percent)} (${minusMoney(line.discount_amount)})`;
}

/** 'TIM · portabilità 3331234567 da Vodafone · dealer D12'; null without an activation. */
export function activationText(activation: SaleDetail['lines'][number]['activation']): string | null {
  if (!activation) return null;
  const parts: string[] = [activation.operator];
  if (activation.portability_number) {
    parts.push(`portabilità ${activation.portability_number}${activation.portability_operator ? ` da ${activation.portability_operator}` : ''}`);
  }
  if (activation.dealer_code) parts.push(`dealer ${activation.dealer_code}`);
  return parts.join(' · ');
}

/** An amount taken off: '−12,50 €' ('0,00 €' stays unsigned). */
export function minusMoney(value: MoneyString): string {
  return value === '0.00' ? formatMoney(value) : `−${formatMoney(value)}`;
}

const time = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' });
const dayTime = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** When a sale or a shift happened, short: '14:05' today, '21/11, 14:05' another day; '' when invalid. */
export function momentText(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return sameDay(at, now) ? time.format(at) : dayTime.format(at);
}
