import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121122640_initial } from './Migration20261121122640_initial.ts';
import { Migration20261121124759_settings_operators_activation_codes } from './Migration20261121124759_settings_operators_activation_codes.ts';
import { Migration20261122233000_tenant_row_security } from './Migration20261122233000_tenant_row_security.ts';
import { Migration20261122233015_mail_outbox } from './Migration20261122233015_mail_outbox.ts';
import { Migration20261122235539_notifications } from './Migration20261122235539_notifications.ts';
import { Migration20261123000429_tenant_walls_outbox_notifications } from './Migration20261123000429_tenant_walls_outbox_notifications.ts';
import { Migration20261123184501_user_density } from './Migration20261123184501_user_density.ts';
import { Migration20261123185416_plan_change_requests } from './Migration20261123185416_plan_change_requests.ts';
import { Migration20261123190000_list_indexes } from './Migration20261123190000_list_indexes.ts';
import { Migration20261123190216_company_brandings } from './Migration20261123190216_company_brandings.ts';
import { Migration20261123190243_restrict_business_foreign_keys } from './Migration20261123190243_restrict_business_foreign_keys.ts';
import { Migration20261123191131_company_integrations } from './Migration20261123191131_company_integrations.ts';
import { Migration20261124001000_store_name_unique } from './Migration20261124001000_store_name_unique.ts';
import { Migration20261124002000_idempotency_keys } from './Migration20261124002000_idempotency_keys.ts';
import { Migration20261124002100_platform_recipients_function } from './Migration20261124002100_platform_recipients_function.ts';
import { Migration20261124004000_customers } from './Migration20261124004000_customers.ts';
import { Migration20261124014716_sales_header } from './Migration20261124014716_sales_header.ts';
import { Migration20261124015154_company_coupon_settings } from './Migration20261124015154_company_coupon_settings.ts';
import { Migration20261124021301_customer_search_function } from './Migration20261124021301_customer_search_function.ts';
import { Migration20261124021729_warehouse_settings } from './Migration20261124021729_warehouse_settings.ts';
import { Migration20261124022904_products } from './Migration20261124022904_products.ts';
import { Migration20261124023306_suppliers } from './Migration20261124023306_suppliers.ts';
import { Migration20261125183444_stock_and_goods_receipt } from './Migration20261125183444_stock_and_goods_receipt.ts';
import { Migration20261126103339_inventory_indexes } from './Migration20261126103339_inventory_indexes.ts';
import { Migration20261126104913_stock_code_search } from './Migration20261126104913_stock_code_search.ts';
import { Migration20261126133618_sales_completion } from './Migration20261126133618_sales_completion.ts';
import { Migration20261126134415_sales_points_commissions } from './Migration20261126134415_sales_points_commissions.ts';
import { Migration20261126134953_cash_shifts } from './Migration20261126134953_cash_shifts.ts';
import { Migration20261126140115_store_sales_goals } from './Migration20261126140115_store_sales_goals.ts';
import { Migration20261126150159_cash_shift_difference_derived } from './Migration20261126150159_cash_shift_difference_derived.ts';
import { Migration20261126155500_company_sales_rates } from './Migration20261126155500_company_sales_rates.ts';
import { Migration20261126160105_coupon_payments } from './Migration20261126160105_coupon_payments.ts';
import { Migration20261126160844_sales_list_indexes } from './Migration20261126160844_sales_list_indexes.ts';
import { Migration20261126161941_customer_credit } from './Migration20261126161941_customer_credit.ts';
import { Migration20261126162956_sale_day_counts } from './Migration20261126162956_sale_day_counts.ts';

/**
 * The committed migrations, in order. `npm run migration:create -w @banco/cloud-api` writes a new
 * file next to this one and adds it here.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121122640_initial', class: Migration20261121122640_initial },
  { name: 'Migration20261121124759_settings_operators_activation_codes', class: Migration20261121124759_settings_operators_activation_codes },
  { name: 'Migration20261122233000_tenant_row_security', class: Migration20261122233000_tenant_row_security },
  { name: 'Migration20261122233015_mail_outbox', class: Migration20261122233015_mail_outbox },
  { name: 'Migration20261122235539_notifications', class: Migration20261122235539_notifications },
  { name: 'Migration20261123000429_tenant_walls_outbox_notifications', class: Migration20261123000429_tenant_walls_outbox_notifications },
  { name: 'Migration20261123184501_user_density', class: Migration20261123184501_user_density },
  { name: 'Migration20261123185416_plan_change_requests', class: Migration20261123185416_plan_change_requests },
  { name: 'Migration20261123190000_list_indexes', class: Migration20261123190000_list_indexes },
  { name: 'Migration20261123190216_company_brandings', class: Migration20261123190216_company_brandings },
  { name: 'Migration20261123190243_restrict_business_foreign_keys', class: Migration20261123190243_restrict_business_foreign_keys },
  { name: 'Migration20261123191131_company_integrations', class: Migration20261123191131_company_integrations },
  { name: 'Migration20261124001000_store_name_unique', class: Migration20261124001000_store_name_unique },
  { name: 'Migration20261124002000_idempotency_keys', class: Migration20261124002000_idempotency_keys },
  { name: 'Migration20261124002100_platform_recipients_function', class: Migration20261124002100_platform_recipients_function },
  { name: 'Migration20261124004000_customers', class: Migration20261124004000_customers },
  { name: 'Migration20261124014716_sales_header', class: Migration20261124014716_sales_header },
  { name: 'Migration20261124015154_company_coupon_settings', class: Migration20261124015154_company_coupon_settings },
  { name: 'Migration20261124021301_customer_search_function', class: Migration20261124021301_customer_search_function },
  { name: 'Migration20261124021729_warehouse_settings', class: Migration20261124021729_warehouse_settings },
  { name: 'Migration20261124022904_products', class: Migration20261124022904_products },
  { name: 'Migration20261124023306_suppliers', class: Migration20261124023306_suppliers },
  { name: 'Migration20261125183444_stock_and_goods_receipt', class: Migration20261125183444_stock_and_goods_receipt },
  { name: 'Migration20261126103339_inventory_indexes', class: Migration20261126103339_inventory_indexes },
  { name: 'Migration20261126104913_stock_code_search', class: Migration20261126104913_stock_code_search },
  { name: 'Migration20261126133618_sales_completion', class: Migration20261126133618_sales_completion },
  { name: 'Migration20261126134415_sales_points_commissions', class: Migration20261126134415_sales_points_commissions },
  { name: 'Migration20261126134953_cash_shifts', class: Migration20261126134953_cash_shifts },
  { name: 'Migration20261126140115_store_sales_goals', class: Migration20261126140115_store_sales_goals },
  { name: 'Migration20261126150159_cash_shift_difference_derived', class: Migration20261126150159_cash_shift_difference_derived },
  { name: 'Migration20261126155500_company_sales_rates', class: Migration20261126155500_company_sales_rates },
  { name: 'Migration20261126160105_coupon_payments', class: Migration20261126160105_coupon_payments },
  { name: 'Migration20261126160844_sales_list_indexes', class: Migration20261126160844_sales_list_indexes },
  { name: 'Migration20261126161941_customer_credit', class: Migration20261126161941_customer_credit },
  { name: 'Migration20261126162956_sale_day_counts', class: Migration20261126162956_sale_day_counts },
];
