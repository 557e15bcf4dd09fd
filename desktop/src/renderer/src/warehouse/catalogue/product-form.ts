import { NEW_PRODUCT_DEFAULTS, PRODUCT_MSG, productBodySchema, type ProductDto, type z } from '@banco/shared';
import { isApiValidationError } from '../../api/errors.ts';

/** The catalogue's product form: the shared body's rules (the session's company: no company_id). */
export const productFormSchema = productBodySchema.omit({ company_id: true });
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** The fields a server's validation_errors may name. */
export const PRODUCT_FIELDS = ['name', 'brand', 'model', 'category', 'requires_imei', 'requires_serial', 'ean', 'sku', 'last_purchase_price', 'selling_price'] as const;

/** What the form starts from: the product's values, or a new accessory without IMEI or serial. */
export function productFormValues(product: ProductDto | null): ProductFormValues {
  if (product === null) {
    return { name: '', brand: '', model: '', ...NEW_PRODUCT_DEFAULTS, ean: '', sku: '', last_purchase_price: null, selling_price: null };
  }
  return {
    name: product.name,
    brand: product.brand,
    model: product.model,
    category: product.category,
    requires_imei: product.requires_imei,
    requires_serial: product.requires_serial,
    ean: product.ean ?? '',
    sku: product.sku ?? '',
    last_purchase_price: product.last_purchase_price,
    selling_price: product.selling_price,
  };
}

/**
 * Whether the server refused a change of how the product is tracked because it already has stock
 * (422 with PRODUCT_MSG.trackingLocked on requires_imei / requires_serial).
 */
export function isTrackingLocked(error: unknown): boolean {
  if (!isApiValidationError(error)) return false;
  return error.validationErrors.requires_imei === PRODUCT_MSG.trackingLocked || error.validationErrors.requires_serial === PRODUCT_MSG.trackingLocked;
}
