import type { DownloadedFile } from '../../api/client.ts';
import { bridge } from '../../bridge/index.ts';
import { saveFile } from '../../components/save-file.ts';

/**
 * 'Stampa Documenti': the PDF opened in the browser's viewer, where it prints. The desktop app has no
 * print bridge yet and opens no new windows: there the PDF is saved, to be opened and printed.
 * Answers whether it was opened (false: saved).
 */
export function printDocument(file: DownloadedFile): boolean {
  if (bridge.kind === 'web') {
    const url = URL.createObjectURL(file.blob);
    const opened = window.open(url, '_blank');
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    if (opened !== null) return true;
  }
  saveFile(file);
  return false;
}
