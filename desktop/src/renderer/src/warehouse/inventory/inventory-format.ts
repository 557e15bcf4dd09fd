import { marginTone, MOVEMENT_TYPE_LABELS, type InventoryItem, type Movement, type PieceStatus } from '@banco/shared';
import { formatPercent } from '../../format/format.ts';

/** The badge colour of a piece's status (spec 3 §4). */
export const STATUS_COLORS: Readonly<Record<PieceStatus, string>> = {
  available: 'green',
  reserved: 'yellow',
  sold: 'gray',
  damaged: 'red',
  transferred: 'blue',
};

/** The Mantine colour of a margin % (spec 3 §9: above 30 green, above 15 warning, else danger). */
export function marginColor(percent: number): string {
  const tone = marginTone(percent);
  if (tone === 'success') return 'green.7';
  if (tone === 'warning') return 'orange.7';
  return 'red.7';
}

/** '+23%' / '-5%'. */
export function marginText(percent: number): string {
  return `${percent > 0 ? '+' : ''}${formatPercent(percent)}`;
}

/** The line under the product name: brand and model ('Apple · iPhone 15'), without repeats or blanks. */
export function brandModel(item: Pick<InventoryItem, 'brand' | 'model'>): string {
  return [item.brand.trim(), item.model.trim()].filter((part) => part !== '').join(' · ');
}

/** The codes of a row: 'IMEI 3569…' and/or 'S/N ABC'; none for a quantity row. */
export function rowCodes(item: Pick<InventoryItem, 'imei' | 'imei2' | 'serial_number'>): string[] {
  const parts: string[] = [];
  if (item.imei) parts.push(`IMEI ${item.imei}`);
  if (item.imei2) parts.push(`IMEI 2 ${item.imei2}`);
  if (item.serial_number) parts.push(`S/N ${item.serial_number}`);
  return parts;
}

/** What a row is called in the dialogs and the action labels: the name and its first code. */
export function rowLabel(item: Pick<InventoryItem, 'product_name' | 'imei' | 'serial_number'>): string {
  const code = item.imei ?? item.serial_number;
  return code ? `${item.product_name} (${code})` : item.product_name;
}

/** A movement's direction as shown: '+1' in, '-1' out, '=' a change that moves nothing. */
export function movementQuantity(movement: Pick<Movement, 'direction' | 'quantity'>): string {
  if (movement.direction === '=') return '=';
  return `${movement.direction}${Math.abs(movement.quantity)}`;
}

/** The movement's type label; a status change names the two statuses. */
export function movementLabel(movement: Pick<Movement, 'movement_type'>): string {
  return MOVEMENT_TYPE_LABELS[movement.movement_type];
}
