import { useState } from 'react';
import type { DownloadedFile } from '../api/client.ts';
import { userMessage } from '../api/errors.ts';
import { saveFile } from './save-file.ts';

export interface FileDownload<K extends string> {
  /** Which file is being made (its button shows the spinner); null when none. */
  busy: K | null;
  /** Why the last download failed (the server's message, else `failedText`); null after a success. */
  failure: string | null;
  download(key: K, load: () => Promise<DownloadedFile>, failedText: string): Promise<void>;
  /** Forgets the last failure (the screen showing it closes). */
  clear(): void;
}

/** A screen's file buttons (a report, labels, a receipt): one download at a time, saved as the browser does. */
export function useFileDownload<K extends string = 'file'>(): FileDownload<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    busy,
    failure,
    async download(key, load, failedText) {
      setBusy(key);
      setFailure(null);
      try {
        saveFile(await load());
      } catch (error) {
        setFailure(userMessage(error, failedText));
      } finally {
        setBusy(null);
      }
    },
    clear: () => setFailure(null),
  };
}
