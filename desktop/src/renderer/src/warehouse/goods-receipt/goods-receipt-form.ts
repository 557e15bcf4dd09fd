import {
  DDT_MSG,
  ddtInfoSchema,
  DEFAULT_LOCATION,
  GOODS_RECEIPT_STEPS,
  isMoney,
  lineCodesError,
  moneyToCents,
  receiptLineSchema,
  receiptPieceSchema,
  STOCK_MSG,
  todayIso,
  type DdtCreateBody,
  type DdtInfoInput,
  type MoneyString,
  type ProductCategory,
  type ReceiptLineInput,
} from '@banco/shared';
import { addIssuesOf, formSchema } from '../../components/wizard/form-schema.ts';
import { hasKeys } from '../../components/wizard/wizard-draft.ts';
import type { WizardStepConfig } from '../../components/wizard/wizard-step-config.ts';

/**
 * The goods-receipt wizard's model (spec 3 §2 "Goods-loading wizard", §3, §5): its values as typed, its
 * five steps, the validation (the shared DDT rules on what it sends) and the body of POST /warehouse/ddt.
 * No React here.
 */

/** One piece as entered in step 3: its codes ('' when absent) and whether the system already holds its IMEI. */
export interface ReceiptPieceValues {
  imei: string;
  imei2: string;
  serial_number: string;
  /** validate-imei said it exists and the store lets a manager authorise it. */
  existing: boolean;
}

/** A product chosen in step 2 with its details of step 3. */
export interface ReceiptLineValues {
  product_id: number;
  product_name: string;
  brand: string;
  /** Known when the product was created here (the search answers no model). */
  model: string | null;
  category: ProductCategory;
  requires_imei: boolean;
  requires_serial: boolean;
  quantity: number;
  pieces: ReceiptPieceValues[];
  /** '' or the API's money form ("199.90"). */
  purchase_price: string;
  location: string;
}

export interface GoodsReceiptFormValues {
  supplier_id: number | null;
  supplier_name: string;
  ddt_number: string;
  ddt_date: string;
  delivery_date: string;
  store_id: number | null;
  store_name: string;
  packages_count: number | null;
  total_declared_items: number | null;
  notes: string;
  discrepancy_notes: string;
  lines: ReceiptLineValues[];
  /** The manager authorises the IMEIs already in the system (the store's duplicate_imei_action is 'authorize'). */
  authorize_duplicate_imei: boolean;
}

export type ReceiptInfoField = keyof Omit<GoodsReceiptFormValues, 'lines' | 'supplier_name' | 'store_name' | 'authorize_duplicate_imei'>;

/** The fields of each step; step 3's errors live under 'details.<line>.codes' / '.purchase_price' (the same lines as step 2). */
export const GOODS_RECEIPT_STEP_FIELDS: readonly (readonly string[])[] = [
  ['supplier_id', 'ddt_number', 'ddt_date', 'delivery_date', 'store_id', 'packages_count', 'total_declared_items', 'notes'],
  ['lines'],
  ['details'],
  ['discrepancy_notes'],
  [],
];

const STEP_GUIDE: readonly Omit<WizardStepConfig, 'title' | 'fields'>[] = [
  { id: 'ddt', description: 'Fornitore, numero e data del documento di trasporto, negozio di destinazione', estimatedMinutes: 2, helpText: 'I dati sono sul DDT che accompagna la merce.' },
  { id: 'products', description: 'Cerca nel catalogo i prodotti arrivati e indica le quantità', estimatedMinutes: 3, helpText: 'Cerca per nome, marca, modello, EAN o SKU (almeno 2 caratteri).' },
  { id: 'details', description: 'IMEI o seriale di ogni pezzo, prezzo di acquisto e ubicazione', estimatedMinutes: 5, helpText: 'Scrivi o scansiona il codice e premi Invio: si aggiunge al pezzo successivo.' },
  { id: 'verify', description: 'Confronta il dichiarato con il caricato prima di confermare', estimatedMinutes: 1, alwaysProceeds: true },
  { id: 'complete', description: 'Registra il DDT, i pezzi e i movimenti di magazzino', estimatedMinutes: 1 },
];

/** The wizard's five steps (GOODS_RECEIPT_STEPS) on the generic shell. */
export const GOODS_RECEIPT_WIZARD_STEPS: readonly WizardStepConfig[] = GOODS_RECEIPT_STEPS.map((title, index) => ({
  ...(STEP_GUIDE[index] ?? { id: `step-${index}`, estimatedMinutes: 1 }),
  title,
  fields: GOODS_RECEIPT_STEP_FIELDS[index] ?? [],
}));

/** A new DDT: dated today; one store is preselected by the page. */
export function emptyGoodsReceipt(today: string = todayIso()): GoodsReceiptFormValues {
  return {
    supplier_id: null,
    supplier_name: '',
    ddt_number: '',
    ddt_date: today,
    delivery_date: '',
    store_id: null,
    store_name: '',
    packages_count: null,
    total_declared_items: null,
    notes: '',
    discrepancy_notes: '',
    lines: [],
    authorize_duplicate_imei: false,
  };
}

export const isGoodsReceiptDraft = hasKeys<GoodsReceiptFormValues>(['supplier_id', 'ddt_number', 'ddt_date', 'store_id', 'total_declared_items', 'lines']);

/** Step 1 as the shared ddtInfoSchema reads it (blank numbers as absent, so the required ones say so). */
export function toDdtInfo(values: GoodsReceiptFormValues): DdtInfoInput {
  return {
    supplier_id: values.supplier_id ?? 0,
    ddt_number: values.ddt_number,
    ddt_date: values.ddt_date,
    delivery_date: values.delivery_date,
    store_id: values.store_id ?? 0,
    packages_count: values.packages_count,
    total_declared_items: values.total_declared_items ?? 0,
    notes: values.notes,
    discrepancy_notes: values.discrepancy_notes,
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function toLine(line: ReceiptLineValues): ReceiptLineInput {
  return {
    product_id: line.product_id,
    quantity: line.quantity,
    pieces: line.pieces.map((piece) => ({ imei: orNull(piece.imei), imei2: orNull(piece.imei2), serial_number: orNull(piece.serial_number) })),
    purchase_price: line.purchase_price === '' ? null : (line.purchase_price as MoneyString),
    location: line.location,
  };
}

/** POST /warehouse/ddt: ddt_info plus the products with their pieces; the authorisation only when given. */
export function toDdtBody(values: GoodsReceiptFormValues): DdtCreateBody {
  return {
    ddt_info: toDdtInfo(values),
    products: values.lines.map(toLine),
    ...(values.authorize_duplicate_imei ? { authorize_duplicate_imei: true } : {}),
  };
}

/** Every code of the DDT (IMEI, second IMEI, serial) with the product holding it. */
export function enteredCodes(lines: readonly ReceiptLineValues[]): Map<string, string> {
  const codes = new Map<string, string>();
  for (const line of lines) {
    for (const piece of line.pieces) {
      for (const code of [piece.imei, piece.imei2, piece.serial_number]) if (code !== '' && !codes.has(code)) codes.set(code, line.product_name);
    }
  }
  return codes;
}

/** 'IMEI/SERIALE già inserito per {product}' when the code is already in this DDT, else null. */
export function duplicateInDdt(lines: readonly ReceiptLineValues[], code: string): string | null {
  const product = enteredCodes(lines).get(code);
  return product === undefined ? null : STOCK_MSG.imeiEnteredFor(product);
}

/**
 * The wizard's rules: step 1 is the shared ddtInfoSchema; step 2 needs a product and whole quantities;
 * step 3 is lineCodesError per line plus each code's and the price's shared rule.
 */
export const goodsReceiptSchema = formSchema<GoodsReceiptFormValues>((values, add) => {
  addIssuesOf(add, ddtInfoSchema, toDdtInfo(values));
  if (values.lines.length === 0) add('lines', DDT_MSG.productsRequired);
  values.lines.forEach((line, index) => {
    addIssuesOf(add, receiptLineSchema.shape.quantity, line.quantity, ['lines', index, 'quantity']);
    const body = toLine(line);
    const codes = lineCodesError(line, line.quantity, body.pieces ?? []);
    if (codes !== null) add(['details', index, 'codes'], codes);
    (body.pieces ?? []).forEach((piece) => addIssuesOf(add, receiptPieceSchema, piece, ['details', index, 'codes']));
    if (line.purchase_price !== '') addIssuesOf(add, receiptLineSchema.shape.purchase_price, line.purchase_price, ['details', index, 'purchase_price']);
  });
});

/** Step 2's summary card: unique products, pieces, pieces with IMEI and with serial. */
export function selectionSummary(lines: readonly ReceiptLineValues[]): { products: number; pieces: number; withImei: number; withSerial: number } {
  let pieces = 0;
  let withImei = 0;
  let withSerial = 0;
  for (const line of lines) {
    pieces += line.quantity;
    if (line.requires_imei) withImei += line.quantity;
    else if (line.requires_serial) withSerial += line.quantity;
  }
  return { products: lines.length, pieces, withImei, withSerial };
}

/** Codes a line needs (one per piece when serialized) and has. */
export function lineProgress(line: ReceiptLineValues): { entered: number; required: number } {
  if (!line.requires_imei && !line.requires_serial) return { entered: 0, required: 0 };
  const entered = line.pieces.filter((piece) => (line.requires_imei ? piece.imei !== '' : piece.serial_number !== '')).length;
  return { entered: Math.min(entered, line.quantity), required: line.quantity };
}

/** Step 3's overall progress: the share of required codes entered, 100 when none is required. */
export function codesProgress(lines: readonly ReceiptLineValues[]): { entered: number; required: number; percent: number } {
  let entered = 0;
  let required = 0;
  for (const line of lines) {
    const progress = lineProgress(line);
    entered += progress.entered;
    required += progress.required;
  }
  return { entered, required, percent: required === 0 ? 100 : Math.round((entered / required) * 100) };
}

/** Purchase value of the lines with a price, in cents (the pieces without a price count nothing). */
export function purchaseValueCents(lines: readonly ReceiptLineValues[]): number {
  return lines.reduce((sum, line) => (isMoney(line.purchase_price) ? sum + moneyToCents(line.purchase_price) * line.quantity : sum), 0);
}

/** A quantity typed in step 2: at or below 0 removes the line (null), else a whole number of at least 1. */
export function nextQuantity(typed: number): number | null {
  if (!Number.isFinite(typed) || typed <= 0) return null;
  return Math.max(1, Math.floor(typed));
}

/** A line's pieces after its quantity changed: never more entries than pieces. */
export function withQuantity(line: ReceiptLineValues, quantity: number): ReceiptLineValues {
  return { ...line, quantity, pieces: line.pieces.slice(0, quantity) };
}

/** A product as step 2 adds it: one piece, the default location. */
export function newLine(product: {
  id: number;
  name: string;
  brand: string;
  model?: string | null;
  category: ProductCategory;
  requires_imei: boolean;
  requires_serial: boolean;
}): ReceiptLineValues {
  return {
    product_id: product.id,
    product_name: product.name,
    brand: product.brand,
    model: product.model ?? null,
    category: product.category,
    requires_imei: product.requires_imei,
    requires_serial: product.requires_serial,
    quantity: 1,
    pieces: [],
    purchase_price: '',
    location: DEFAULT_LOCATION,
  };
}

/** An empty piece with one code set. */
export function pieceWith(kind: 'imei' | 'serial_number', code: string, existing = false): ReceiptPieceValues {
  return { imei: kind === 'imei' ? code : '', imei2: '', serial_number: kind === 'serial_number' ? code : '', existing };
}

/**
 * The server's validation_errors under the wizard's fields: 'ddt_info.x' is step 1's (or 4's) x,
 * 'products.N.quantity' step 2's line, anything else of a product step 3's line.
 */
export function formErrorsOfServer(errors: Readonly<Record<string, string>>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const parts = key.split('.');
    if (parts[0] === 'ddt_info' && parts[1] !== undefined) mapped[parts[1]] = message;
    else if (parts[0] === 'products' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
      if (parts[2] === 'quantity' || parts[2] === 'product_id') mapped[`lines.${parts[1]}.quantity`] = message;
      else if (parts[2] === 'purchase_price') mapped[`details.${parts[1]}.purchase_price`] = message;
      else mapped[`details.${parts[1]}.codes`] = message;
    } else if (parts[0] === 'products') mapped.lines = message;
    else mapped[key] = message;
  }
  return mapped;
}

/**
 * The 409 of IMEIs already in the system that a manager may authorise: the server answers it only
 * where the store's duplicate_imei_action is 'authorize' ('block' is a 422), with one field per IMEI
 * and DDT_MSG.duplicatesNeedApproval of their count.
 */
export function isDuplicateImeiRefusal(status: number, message: string, fields: Readonly<Record<string, string>>): boolean {
  const count = Object.keys(fields).length;
  return status === 409 && count > 0 && message === DDT_MSG.duplicatesNeedApproval(count);
}

/** A phone-specification search (GSMArena) for a product, from its brand and model (or its name). */
export function specificationSearchUrl(line: Pick<ReceiptLineValues, 'brand' | 'model' | 'product_name'>): string {
  const product = line.model !== null && line.model.trim() !== '' ? line.model : line.product_name;
  const words = product.toLowerCase().startsWith(line.brand.toLowerCase()) ? product : `${line.brand} ${product}`;
  return `https://www.gsmarena.com/res.php3?sSearch=${encodeURIComponent(words.trim())}`;
}
