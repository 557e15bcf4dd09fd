import { centsToMoney, REFUND_METHOD_RULES, type PaymentMethod, type SaleDetail, type SaleServiceCode } from '@banco/shared';
import { dayOf } from '../stock/inventory-item-dto.ts';
import { customerDisplayName } from '../customers/customer-dto.ts';
import type { SaleCommission } from './sale-commission.entity.ts';
import type { SaleLine } from './sale-line.entity.ts';
import type { SalePayment } from './sale-payment.entity.ts';
import type { Sale } from './sale.entity.ts';
import type { SaleReturn } from '../returns/sale-return.entity.ts';

type Operator = NonNullable<SaleDetail['lines'][number]['activation']>['operator'];

/** A sale as the API answers it (its store, customer, consultant, authoriser and products loaded). */
export function toSaleDetail(
  sale: Sale,
  parts: { lines: readonly SaleLine[]; payments: readonly SalePayment[]; commissions: readonly SaleCommission[]; returns: readonly SaleReturn[]; pointsEarned: number },
  warnings: string[] = [],
): SaleDetail {
  const { lines, payments, commissions } = parts;
  const consultant = sale.consultant ?? null;
  return {
    id: sale.id,
    client_id: sale.clientId ?? '',
    sale_number: sale.saleNumber,
    status: sale.status,
    sale_date: sale.saleDate.toISOString(),
    store_id: sale.store.id,
    store_name: sale.store.name,
    customer_id: sale.customer?.id ?? null,
    customer_name: sale.customer ? customerDisplayName(sale.customer) : null,
    consultant_id: consultant?.id ?? null,
    consultant_name: consultant ? `${consultant.firstName} ${consultant.lastName}` : null,
    authorized_by_name: sale.authorizedBy ? `${sale.authorizedBy.firstName} ${sale.authorizedBy.lastName}` : null,
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.product.id,
      product_name: line.product.name,
      category: line.product.category,
      piece_id: line.piece?.id ?? null,
      imei: line.imei ?? null,
      serial_number: line.serialNumber ?? null,
      quantity: line.quantity,
      unit_price: centsToMoney(line.unitPriceCents),
      discount_percent: Number(line.discountPercent),
      discount_amount: centsToMoney(line.discountCents),
      total_price: centsToMoney(line.totalCents),
      activation: line.activationOperator
        ? {
            operator: line.activationOperator as Operator,
            dealer_code: line.dealerCode ?? null,
            portability_number: line.portabilityNumber ?? null,
            portability_operator: (line.portabilityOperator ?? null) as Operator | null,
          }
        : null,
    })),
    services: sale.services as SaleServiceCode[],
    delivery_method: sale.deliveryMethod === 'delivery' ? 'delivery' : 'pickup',
    delivery_address: sale.deliveryAddress ?? null,
    delivery_date: dayOf(sale.deliveryDate ?? null),
    payments: payments.map((payment) => ({
      method: payment.method as PaymentMethod,
      amount: centsToMoney(payment.amountCents),
      installments: payment.installments ?? null,
      notes: payment.notes ?? null,
    })),
    subtotal: centsToMoney(sale.subtotalCents),
    total_discount: centsToMoney(sale.discountCents),
    services_total: centsToMoney(sale.servicesCents),
    delivery_total: centsToMoney(sale.deliveryCents),
    total_amount: centsToMoney(sale.totalCents),
    change_amount: centsToMoney(sale.changeCents),
    notes: sale.notes ?? null,
    points_earned: parts.pointsEarned,
    commissions: netCommissions(commissions),
    returns: parts.returns.map((done) => ({
      id: done.id,
      return_number: done.returnNumber,
      type: done.type,
      created_at: done.createdAt.toISOString(),
      refund_method_label: done.refundMethod ? REFUND_METHOD_RULES[done.refundMethod].label : null,
      final_amount: centsToMoney(done.finalCents),
    })),
    warnings,
  };
}

/** Each person's commission on the sale, net of what returns took back (their reversal rows, issue 11). */
function netCommissions(commissions: readonly SaleCommission[]): SaleDetail['commissions'] {
  const net = new Map<string, { commission: SaleCommission; cents: number }>();
  for (const commission of commissions) {
    const key = `${commission.user.id}:${commission.role}`;
    const seen = net.get(key);
    if (seen) seen.cents += commission.amountCents;
    else net.set(key, { commission, cents: commission.amountCents });
  }
  return [...net.values()].map(({ commission, cents }) => ({
    user_id: commission.user.id,
    user_name: `${commission.user.firstName} ${commission.user.lastName}`,
    role: commission.role,
    percent: Number(commission.percent),
    amount: centsToMoney(cents),
  }));
}
