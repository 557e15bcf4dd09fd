import type { DownloadedFile } from '../api/client.ts';

/**
 * Saves a file the way the browser does a download (in the desktop app Electron asks where). The
 * object URL lives a little after the click, long enough for the save to start.
 */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A JSON document as a file: indented, UTF-8. */
export function jsonFile(value: unknown, filename: string): DownloadedFile {
  return { blob: new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), filename };
}
