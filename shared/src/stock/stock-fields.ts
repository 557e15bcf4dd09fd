import { z } from 'zod';
import { imeiError, normalizeImei } from '../devices/identifiers.ts';
import { unitPriceField } from '../products/products.ts';
import { LOCATION_CODE_PATTERN, STOCK_MSG } from './stock.ts';

/**
 * The field rules the goods receipt and the inventory's edit both apply to a piece and its stock:
 * an IMEI (empty is none; 15 digits with the Luhn check digit, separators dropped), a serial, a
 * price not below zero, a location code.
 */
export const optionalImeiField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const error = imeiError(value);
    if (error !== null) ctx.addIssue({ code: 'custom', message: error });
    return normalizeImei(value);
  })
  .nullable()
  .optional();

export const optionalSerialField = z
  .string()
  .trim()
  .max(60, STOCK_MSG.textTooLong)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const optionalPriceField = unitPriceField();

export const locationCodeField = z.string({ error: STOCK_MSG.locationInvalid }).trim().regex(LOCATION_CODE_PATTERN, STOCK_MSG.locationInvalid);
