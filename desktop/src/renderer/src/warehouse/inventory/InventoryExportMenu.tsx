import type { InventoryQuery } from '@banco/shared';
import { FileExportMenu, LIST_FILE_CHOICES } from '../../components/FileExportMenu.tsx';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import { inventoryApi } from './use-inventory.ts';

/** 'Esporta': the list with its current filters and sort, every page, as CSV or Excel. */
export function InventoryExportMenu({ query, onError }: { query: InventoryQuery; onError(message: string): void }) {
  return <FileExportMenu label="Inventario con i filtri attuali" choices={LIST_FILE_CHOICES} download={(format) => inventoryApi.exportFile(query, format)} failedText={INVENTORY_TEXT.exportFailed} onError={onError} />;
}
