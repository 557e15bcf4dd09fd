import { eanCheckDigit, parseMoney, type ProductCategory } from '@banco/shared';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Company } from '../../modules/companies/company.entity.ts';
import { productValues } from '../../modules/products/product-dto.ts';
import { Product } from '../../modules/products/product.entity.ts';
import type { DemoCompanyKey } from './demo-data.ts';

type DemoProduct = [name: string, brand: string, model: string, category: ProductCategory, purchase: string, selling: string];

/** Current phones, tablets, accessories and e-mobility, at plausible Italian prices (November 2026). */
const CATALOGUE: readonly DemoProduct[] = [
  ['iPhone 16 128GB Nero', 'Apple', 'iPhone 16', 'Smartphone', '699.00', '879.00'],
  ['iPhone 16 Pro 256GB Titanio', 'Apple', 'iPhone 16 Pro', 'Smartphone', '1049.00', '1289.00'],
  ['Galaxy S25 256GB Blu', 'Samsung', 'Galaxy S25', 'Smartphone', '679.00', '859.00'],
  ['Galaxy A56 5G 128GB', 'Samsung', 'Galaxy A56', 'Smartphone', '319.00', '419.00'],
  ['Redmi Note 14 Pro 256GB', 'Xiaomi', 'Redmi Note 14 Pro', 'Smartphone', '259.00', '349.00'],
  ['Pixel 9 128GB Obsidian', 'Google', 'Pixel 9', 'Smartphone', '619.00', '799.00'],
  ['iPad Air 11" M3 128GB', 'Apple', 'iPad Air 11', 'Tablet', '569.00', '719.00'],
  ['Galaxy Tab S10 FE 128GB', 'Samsung', 'Galaxy Tab S10 FE', 'Tablet', '399.00', '529.00'],
  ['Cover Silicone MagSafe iPhone 16', 'Apple', 'MagSafe Silicone', 'Accessori', '24.00', '59.00'],
  ['Caricatore USB-C 25W', 'Samsung', 'EP-T2510', 'Accessori', '9.50', '24.90'],
  ['Vetro temperato iPhone 16', 'PanzerGlass', 'UWF', 'Accessori', '6.00', '29.90'],
  ['AirPods 4', 'Apple', 'AirPods 4', 'Accessori', '109.00', '149.00'],
  ['Monopattino Electric Scooter 4 Pro', 'Xiaomi', 'Scooter 4 Pro', 'Mobilità Elettrica', '489.00', '649.00'],
  ['E-bike pieghevole FX-20', 'FIIDO', 'D11', 'Mobilità Elettrica', '699.00', '999.00'],
];

/** A stable valid EAN-13 for the demo (Italian prefix 80, then the row number). */
function demoEan(row: number): string {
  const body = `80${String(row + 1).padStart(10, '0')}`;
  return `${body}${eanCheckDigit(body)}`;
}

/** The demo catalogue, in the demo companies that sell (not Rivale, whose catalogue stays empty). */
export function seedDemoProducts(tx: SqlEntityManager, companies: Map<DemoCompanyKey, Company>): void {
  for (const key of ['demo', 'sud'] as const) {
    const company = companies.get(key);
    if (!company) continue;
    CATALOGUE.forEach(([name, brand, model, category, purchase, selling], row) => {
      const serialized = category === 'Smartphone' || category === 'Tablet';
      const values = productValues({
        name,
        brand,
        model,
        category,
        requires_imei: serialized,
        requires_serial: category === 'Mobilità Elettrica',
        ean: demoEan(row),
        sku: `${key.toUpperCase()}-${String(row + 1).padStart(3, '0')}`,
        last_purchase_price: parseMoney(purchase),
        selling_price: parseMoney(selling),
      });
      tx.create(Product, { company, ...values, isActive: true });
    });
  }
}
