import { AuditLog } from '../modules/audit/audit-log.entity.ts';
import { AuthSession } from '../modules/auth/auth-session.entity.ts';
import { RefreshToken } from '../modules/auth/refresh-token.entity.ts';
import { Company } from '../modules/companies/company.entity.ts';
import { OutboxMail } from '../modules/mail/outbox-mail.entity.ts';
import { OutboxMailAttachment } from '../modules/mail/outbox-mail-attachment.entity.ts';
import { Notification } from '../modules/notifications/notification.entity.ts';
import { platformRecipientsRoutine } from '../modules/notifications/platform-recipients-routine.ts';
import { customerSearchRoutine } from '../modules/customers/customer-search-routine.ts';
import { stockCodeSearchRoutine } from '../modules/stock/stock-code-search-routine.ts';
import { SubscriptionPlan } from '../modules/companies/subscription-plan.entity.ts';
import { SystemSetting } from '../modules/settings/system-setting.entity.ts';
import { Operator } from '../modules/settings/operator.entity.ts';
import { CompanyBranding } from '../modules/branding/company-branding.entity.ts';
import { CompanyIntegration } from '../modules/integrations/company-integration.entity.ts';
import { IdempotencyKey } from '../modules/idempotency/idempotency-key.entity.ts';
import { PlanChangeRequest } from '../modules/subscription/plan-change-request.entity.ts';
import { ActivationCode } from '../modules/stores/activation-code.entity.ts';
import { Store } from '../modules/stores/store.entity.ts';
import { UserStore } from '../modules/stores/user-store.entity.ts';
import { CompanyAssignment } from '../modules/users/company-assignment.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { ConsentEvent } from '../modules/customers/consent-event.entity.ts';
import { Coupon } from '../modules/customers/coupon.entity.ts';
import { Customer } from '../modules/customers/customer.entity.ts';
import { PointsEntry } from '../modules/customers/points-entry.entity.ts';
import { CreditEntry } from '../modules/customers/credit-entry.entity.ts';
import { Product } from '../modules/products/product.entity.ts';
import { Supplier } from '../modules/suppliers/supplier.entity.ts';
import { Sale } from '../modules/sales/sale.entity.ts';
import { CashShift } from '../modules/sales/cash-shift.entity.ts';
import { StoreSalesGoal } from '../modules/sales/store-sales-goal.entity.ts';
import { SaleCommission } from '../modules/sales/sale-commission.entity.ts';
import { SaleCounter } from '../modules/sales/sale-counter.entity.ts';
import { SaleDayCount } from '../modules/sales/sale-day-count.entity.ts';
import { StockTotal } from '../modules/stock/stock-total.entity.ts';
import { CustomerListVersion } from '../modules/customers/customer-list-version.entity.ts';
import { SaleLine } from '../modules/sales/sale-line.entity.ts';
import { SalePayment } from '../modules/sales/sale-payment.entity.ts';
import { DeliveryNote } from '../modules/goods-receipt/delivery-note.entity.ts';
import { DeliveryNoteLine } from '../modules/goods-receipt/delivery-note-line.entity.ts';
import { StockLevel } from '../modules/stock/stock-level.entity.ts';
import { StockMovement } from '../modules/stock/stock-movement.entity.ts';
import { StockPiece } from '../modules/stock/stock-piece.entity.ts';
import { SaleReturn } from '../modules/returns/sale-return.entity.ts';
import { ReturnLine } from '../modules/returns/return-line.entity.ts';
import { ReturnPhoto } from '../modules/returns/return-photo.entity.ts';
import { ReturnCounter } from '../modules/returns/return-counter.entity.ts';
import { StorageLocation } from '../modules/stock/storage-location.entity.ts';
import { StoreWarehouseSettings } from '../modules/warehouse-settings/warehouse-settings.entity.ts';

/** The one entity list, for both drivers and for the migration generator. */
export const ENTITIES = [
  SubscriptionPlan,
  Company,
  Store,
  User,
  UserStore,
  CompanyAssignment,
  AuthSession,
  RefreshToken,
  AuditLog,
  Operator,
  SystemSetting,
  ActivationCode,
  OutboxMail,
  OutboxMailAttachment,
  Notification,
  PlanChangeRequest,
  CompanyBranding,
  CompanyIntegration,
  Customer,
  Coupon,
  PointsEntry,
  CreditEntry,
  ConsentEvent,
  Sale,
  SaleLine,
  SalePayment,
  SaleCounter,
  SaleDayCount,
  StockTotal,
  CustomerListVersion,
  SaleCommission,
  CashShift,
  StoreSalesGoal,
  SaleReturn,
  ReturnLine,
  ReturnPhoto,
  ReturnCounter,
  StoreWarehouseSettings,
  Product,
  Supplier,
  DeliveryNote,
  DeliveryNoteLine,
  StockPiece,
  StockLevel,
  StockMovement,
  StorageLocation,
  IdempotencyKey,
];

/** The stored functions, declared like the entities (the migration generator and the schema check see them). */
export const ROUTINES = [platformRecipientsRoutine, customerSearchRoutine, stockCodeSearchRoutine];
