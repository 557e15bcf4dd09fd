import { centsToMoney, REFUND_METHOD_RULES, type AssessedLine, type ReturnDetail, type ReturnPhoto as ReturnPhotoDto } from '@banco/shared';
import { customerDisplayName } from '../customers/customer-dto.ts';
import type { User } from '../users/user.entity.ts';
import type { ReturnLine } from './return-line.entity.ts';
import type { ReturnPhoto } from './return-photo.entity.ts';
import type { SaleReturn } from './sale-return.entity.ts';

const nameOf = (user: User | null | undefined): string | null => (user ? `${user.firstName} ${user.lastName}` : null);
const moneyOrNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : centsToMoney(cents));

export function toReturnPhoto(photo: ReturnPhoto): ReturnPhotoDto {
  return { id: photo.id, content_type: photo.contentType, bytes: photo.bytes, created_at: photo.createdAt.toISOString() };
}

function toAssessedLine(line: ReturnLine): AssessedLine {
  const sold = line.saleLine;
  return {
    sale_line_id: sold.id,
    product_id: line.product.id,
    product_name: line.product.name,
    category: line.product.category,
    imei: sold.imei ?? null,
    serial_number: sold.serialNumber ?? null,
    quantity: line.quantity,
    original_amount: centsToMoney(line.originalCents),
    defects: line.defects,
    total_impact: line.totalImpact,
    condition: line.condition as AssessedLine['condition'],
    return_value: centsToMoney(line.returnValueCents),
    restocking_percent: line.restockingPercent,
    restocking_fee: centsToMoney(line.restockingCents),
    resellable: line.resellable,
    has_major_defect: line.hasMajorDefect,
    notes: line.notes ?? null,
  };
}

/** A return as the API answers it (its store, sale, customer, users, exchange sale, lines and photos loaded). */
export function toReturnDetail(saleReturn: SaleReturn, lines: readonly ReturnLine[], photos: readonly ReturnPhoto[]): ReturnDetail {
  const method = saleReturn.refundMethod ?? null;
  const customer = saleReturn.customer ?? null;
  return {
    id: saleReturn.id,
    client_id: saleReturn.clientId,
    return_number: saleReturn.returnNumber,
    type: saleReturn.type,
    created_at: saleReturn.createdAt.toISOString(),
    store_id: saleReturn.store.id,
    store_name: saleReturn.store.name,
    sale_id: saleReturn.sale.id,
    sale_number: saleReturn.sale.saleNumber,
    customer_id: customer?.id ?? null,
    customer_name: customer ? customerDisplayName(customer) : null,
    customer_email: customer?.email ?? null,
    processed_by_name: nameOf(saleReturn.processedBy),
    approved_by_name: nameOf(saleReturn.approvedBy),
    customer_agreement: saleReturn.customerAgreement,
    lines: lines.map(toAssessedLine),
    original_amount: centsToMoney(saleReturn.originalCents),
    return_value: centsToMoney(saleReturn.returnValueCents),
    restocking_fees: centsToMoney(saleReturn.restockingCents),
    refund_method: method,
    refund_method_label: method ? REFUND_METHOD_RULES[method].label : null,
    processing_time: method ? REFUND_METHOD_RULES[method].processingTime : null,
    refund_amount: centsToMoney(saleReturn.refundCents),
    bonus: centsToMoney(saleReturn.bonusCents),
    processing_fee: centsToMoney(saleReturn.processingFeeCents),
    final_amount: centsToMoney(saleReturn.finalCents),
    balance_credit: centsToMoney(saleReturn.balanceCreditCents),
    exchange_sale_id: saleReturn.exchangeSale?.id ?? null,
    exchange_sale_number: saleReturn.exchangeSale?.saleNumber ?? null,
    new_products_value: moneyOrNull(saleReturn.newProductsCents),
    difference: moneyOrNull(saleReturn.differenceCents),
    direction: (saleReturn.direction ?? null) as ReturnDetail['direction'],
    points_reversed: saleReturn.pointsReversed,
    points_not_recovered: saleReturn.pointsNotRecovered,
    commissions_reversed: centsToMoney(saleReturn.commissionsReversedCents),
    photos: photos.map(toReturnPhoto),
    notes: saleReturn.notes ?? null,
  };
}
