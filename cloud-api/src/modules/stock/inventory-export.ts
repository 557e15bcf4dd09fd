import { formatDay, PIECE_STATUS_LABELS, todayIso, type FileAnswer, type InventoryItem } from '@banco/shared';
import { csvAmount, csvFile } from '../../common/csv-file.ts';
import { xlsxFile, type SheetValue } from '../../common/xlsx-file.ts';

/** The inventory list as a file: CSV for Italian spreadsheets or XLSX; purchase columns only for who sees them. */
export async function inventoryFile(items: readonly InventoryItem[], format: 'csv' | 'xlsx', seesPurchasePrices: boolean, name = 'inventario'): Promise<FileAnswer> {
  const header = [
    'Prodotto', 'Marca', 'Modello', 'Categoria', 'IMEI', 'IMEI 2', 'Seriale', 'Stato', 'Quantità', 'Ubicazione', 'Negozio', 'Fornitore',
    'Data acquisto', 'Ultima vendita', ...(seesPurchasePrices ? ['Prezzo acquisto'] : []), 'Prezzo vendita', ...(seesPurchasePrices ? ['Margine %'] : []), 'DDT', 'EAN', 'SKU',
  ];
  // amounts: numbers in the workbook (a spreadsheet sums them), Italian decimals in the CSV
  const amount = (value: string | null): SheetValue => (value === null ? null : format === 'xlsx' ? Number(value) : csvAmount(value));
  const rows = items.map((item): SheetValue[] => [
    item.product_name, item.brand, item.model, item.category, item.imei, item.imei2, item.serial_number, PIECE_STATUS_LABELS[item.status], item.quantity,
    item.location_label, item.store_name, item.supplier, item.purchase_date === null ? null : formatDay(item.purchase_date),
    item.last_sale_date === null ? null : formatDay(item.last_sale_date), ...(seesPurchasePrices ? [amount(item.purchase_price)] : []), amount(item.selling_price),
    ...(seesPurchasePrices ? [item.margin_percent] : []), item.ddt_number, item.ean, item.sku,
  ]);
  const filename = `${name}-${todayIso()}.${format}`;
  return format === 'xlsx' ? xlsxFile(filename, 'Inventario', header, rows) : csvFile(filename, header, rows);
}
