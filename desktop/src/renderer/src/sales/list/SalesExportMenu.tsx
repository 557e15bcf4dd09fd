import type { SalesListQuery } from '@banco/shared';
import { FileExportMenu, LIST_FILE_CHOICES } from '../../components/FileExportMenu.tsx';
import { salesApi } from '../sales-api.ts';
import { salesExportQueryOf } from './sales-list-query.ts';

export const EXPORT_FAILED = "Errore durante l'esportazione delle vendite";

/** 'Esporta': the sales with the current search and filters, every page, as CSV or Excel. */
export function SalesExportMenu({ query, onError }: { query: SalesListQuery; onError(message: string): void }) {
  return (
    <FileExportMenu
      label="Vendite con i filtri attuali"
      choices={LIST_FILE_CHOICES}
      download={(format) => salesApi.exportList(salesExportQueryOf(query, format))}
      failedText={EXPORT_FAILED}
      onError={onError}
    />
  );
}
