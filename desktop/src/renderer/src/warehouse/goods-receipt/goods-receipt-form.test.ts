import { describe, expect, it } from 'vitest';
import { DDT_MSG, IDENTIFIER_MSG, luhnCheckDigit, STOCK_MSG } from '@banco/shared';
import { formErrorsOf } from '../../components/wizard/form-schema.ts';
import { errorsOfStep } from '../../components/wizard/wizard-steps.ts';
import {
  codesProgress,
  duplicateInDdt,
  emptyGoodsReceipt,
  formErrorsOfServer,
  GOODS_RECEIPT_STEP_FIELDS,
  GOODS_RECEIPT_WIZARD_STEPS,
  goodsReceiptSchema,
  isDuplicateImeiRefusal,
  isGoodsReceiptDraft,
  newLine,
  nextQuantity,
  pieceWith,
  purchaseValueCents,
  selectionSummary,
  specificationSearchUrl,
  toDdtBody,
  withQuantity,
  type GoodsReceiptFormValues,
  type ReceiptLineValues,
} from './goods-receipt-form.ts';

const TODAY = '2026-11-20';
const imei = (body14: string) => `${body14}${luhnCheckDigit(body14)}`;
const PHONE = { id: 1, name: 'iPhone 16 128GB Nero', brand: 'Apple', category: 'Smartphone', requires_imei: true, requires_serial: false } as const;
const CASE = { id: 9, name: 'Cover Silicone MagSafe', brand: 'Apple', category: 'Accessori', requires_imei: false, requires_serial: false } as const;

function phoneLine(quantity: number, codes: string[]): ReceiptLineValues {
  return { ...withQuantity(newLine(PHONE), quantity), pieces: codes.map((code) => pieceWith('imei', code)) };
}

function valid(overrides: Partial<GoodsReceiptFormValues> = {}): GoodsReceiptFormValues {
  return {
    ...emptyGoodsReceipt(TODAY),
    supplier_id: 3,
    supplier_name: 'TIM Business',
    ddt_number: 'DDT-001',
    store_id: 7,
    store_name: 'Milano',
    total_declared_items: 7,
    lines: [phoneLine(2, [imei('35209900176148'), imei('35209900176149')]), { ...withQuantity(newLine(CASE), 5), purchase_price: '24.00' }],
    ...overrides,
  };
}

const stepErrors = (values: GoodsReceiptFormValues, step: number) => errorsOfStep(GOODS_RECEIPT_STEP_FIELDS, formErrorsOf(goodsReceiptSchema, values), step);

describe('goods-receipt steps', () => {
  it('has the five steps of the spec, Verifica always proceeding', () => {
    expect(GOODS_RECEIPT_WIZARD_STEPS.map((step) => step.title)).toEqual(['Documento di Trasporto', 'Selezione Prodotti', 'Dettagli e IMEI', 'Verifica', 'Completamento']);
    expect(GOODS_RECEIPT_WIZARD_STEPS[3]?.alwaysProceeds).toBe(true);
  });

  it('a complete DDT has no error in any step', () => {
    expect(formErrorsOf(goodsReceiptSchema, valid())).toEqual({});
  });

  it('step 1 says the shared messages', () => {
    const errors = stepErrors({ ...emptyGoodsReceipt(TODAY), ddt_date: '' }, 0);
    expect(errors).toMatchObject({
      supplier_id: DDT_MSG.supplierRequired,
      ddt_number: DDT_MSG.numberRequired,
      ddt_date: DDT_MSG.dateRequired,
      store_id: DDT_MSG.storeRequired,
      total_declared_items: DDT_MSG.totalRequired,
    });
    expect(stepErrors(valid({ ddt_date: '2999-01-01' }), 0)).toEqual({ ddt_date: DDT_MSG.dateInFuture });
    expect(stepErrors(valid({ ddt_date: '2026-11-10', delivery_date: '2026-11-09' }), 0)).toEqual({ delivery_date: DDT_MSG.deliveryBeforeDate });
    expect(stepErrors(valid({ packages_count: 0 }), 0)).toEqual({ packages_count: DDT_MSG.packagesInvalid });
    expect(stepErrors(valid({ packages_count: null, delivery_date: '' }), 0)).toEqual({});
  });

  it('step 2 needs a product; step 3 one IMEI per piece, each valid', () => {
    expect(stepErrors(valid({ lines: [] }), 1)).toEqual({ lines: DDT_MSG.productsRequired });
    const missing = valid({ lines: [phoneLine(2, [imei('35209900176148')])] });
    expect(stepErrors(missing, 1)).toEqual({});
    expect(stepErrors(missing, 2)).toEqual({ 'details.0.codes': DDT_MSG.imeisRequired });
    const wrong = valid({ lines: [phoneLine(1, [`35209900176148${(luhnCheckDigit('35209900176148') + 1) % 10}`])] });
    expect(Object.values(stepErrors(wrong, 2))).toContain(IDENTIFIER_MSG.imeiCheckDigit);
    expect(stepErrors(valid({ lines: [{ ...newLine(CASE), purchase_price: '-1.00' }] }), 2)).toEqual({ 'details.0.purchase_price': STOCK_MSG.priceInvalid });
  });

  it('the body is ddt_info plus the products with their pieces; the authorisation only when given', () => {
    const body = toDdtBody(valid());
    expect(body.ddt_info).toMatchObject({ supplier_id: 3, ddt_number: 'DDT-001', ddt_date: TODAY, store_id: 7, total_declared_items: 7, packages_count: null });
    expect(body.products).toEqual([
      { product_id: 1, quantity: 2, pieces: [{ imei: imei('35209900176148'), imei2: null, serial_number: null }, { imei: imei('35209900176149'), imei2: null, serial_number: null }], purchase_price: null, location: 'pronto_vendita' },
      { product_id: 9, quantity: 5, pieces: [], purchase_price: '24.00', location: 'pronto_vendita' },
    ]);
    expect(body).not.toHaveProperty('authorize_duplicate_imei');
    expect(toDdtBody(valid({ authorize_duplicate_imei: true })).authorize_duplicate_imei).toBe(true);
  });

  it('recognises its draft', () => {
    expect(isGoodsReceiptDraft(JSON.parse(JSON.stringify(valid())))).toBe(true);
    expect(isGoodsReceiptDraft({ ddt_number: 'x' })).toBe(false);
  });
});

describe('goods-receipt helpers', () => {
  it('a quantity at or below 0 removes the product; fewer pieces drop the extra codes', () => {
    expect(nextQuantity(0)).toBeNull();
    expect(nextQuantity(-3)).toBeNull();
    expect(nextQuantity(4)).toBe(4);
    const line = phoneLine(2, [imei('35209900176148'), imei('35209900176149')]);
    expect(withQuantity(line, 1).pieces).toHaveLength(1);
  });

  it('a code already in this DDT names its product', () => {
    const values = valid();
    expect(duplicateInDdt(values.lines, imei('35209900176149'))).toBe(STOCK_MSG.imeiEnteredFor('iPhone 16 128GB Nero'));
    expect(duplicateInDdt(values.lines, imei('35209900176140'))).toBeNull();
  });

  it('summarises the selection and the codes entered', () => {
    const values = valid({ lines: [phoneLine(3, [imei('35209900176148')]), withQuantity(newLine(CASE), 5)] });
    expect(selectionSummary(values.lines)).toEqual({ products: 2, pieces: 8, withImei: 3, withSerial: 0 });
    expect(codesProgress(values.lines)).toEqual({ entered: 1, required: 3, percent: 33 });
    expect(codesProgress([withQuantity(newLine(CASE), 2)]).percent).toBe(100);
  });

  it('values the lines with a price in cents', () => {
    expect(purchaseValueCents(valid().lines)).toBe(12000);
    // a price typed with seventeen digits is no price (its cents are past a safe integer): counted as nothing, refused by the step
    const huge = valid({ lines: [{ ...withQuantity(newLine(CASE), 5), purchase_price: '99999999999999.99' }] });
    expect(purchaseValueCents(huge.lines)).toBe(0);
    expect(stepErrors(huge, 2)).toEqual({ 'details.0.purchase_price': STOCK_MSG.priceInvalid });
  });

  it('maps the server field errors onto the steps', () => {
    expect(
      formErrorsOfServer({
        'ddt_info.ddt_number': DDT_MSG.numberTaken,
        'products.1.quantity': DDT_MSG.quantityRequired,
        'products.0.pieces.1.imei': STOCK_MSG.imeiExists,
        'products.0.purchase_price': STOCK_MSG.priceInvalid,
        products: DDT_MSG.productsRequired,
      }),
    ).toEqual({
      ddt_number: DDT_MSG.numberTaken,
      'lines.1.quantity': DDT_MSG.quantityRequired,
      'details.0.codes': STOCK_MSG.imeiExists,
      'details.0.purchase_price': STOCK_MSG.priceInvalid,
      lines: DDT_MSG.productsRequired,
    });
  });

  it('tells the duplicate-IMEI refusal from other conflicts', () => {
    const one = { 'products.0.pieces.0.imei': STOCK_MSG.imeiExists };
    const three = { ...one, 'products.0.pieces.1.imei': STOCK_MSG.imeiExists, 'products.1.pieces.0.imei2': STOCK_MSG.imeiExists };
    expect(isDuplicateImeiRefusal(409, DDT_MSG.duplicatesNeedApproval(1), one)).toBe(true);
    expect(isDuplicateImeiRefusal(409, DDT_MSG.duplicatesNeedApproval(3), three)).toBe(true);
    expect(isDuplicateImeiRefusal(409, DDT_MSG.numberTaken, one)).toBe(false);
    expect(isDuplicateImeiRefusal(422, DDT_MSG.duplicatesNeedApproval(1), one)).toBe(false);
    expect(isDuplicateImeiRefusal(409, DDT_MSG.duplicatesNeedApproval(1), {})).toBe(false);
  });

  it('searches the specifications by brand and model, else by name', () => {
    expect(specificationSearchUrl({ brand: 'Samsung', model: 'Galaxy S25', product_name: 'Galaxy S25 256GB Blu' })).toBe('https://www.gsmarena.com/res.php3?sSearch=Samsung%20Galaxy%20S25');
    expect(specificationSearchUrl({ brand: 'Apple', model: null, product_name: 'iPhone 16' })).toBe('https://www.gsmarena.com/res.php3?sSearch=Apple%20iPhone%2016');
  });
});
