import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { userMessage } from '../../api/errors.ts';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { returnsApi } from './returns-api.ts';

export type PhotoUploadStatus = { state: 'uploading' } | { state: 'saved' } | { state: 'failed'; message: string };
type Statuses = Readonly<Record<string, PhotoUploadStatus>>;

const FAILED = 'Foto non salvata';

async function upload(returnId: number, photo: ReturnPhotoDraft, setStatuses: Dispatch<SetStateAction<Statuses>>): Promise<void> {
  setStatuses((current) => ({ ...current, [photo.key]: { state: 'uploading' } }));
  try {
    await returnsApi.addPhoto(returnId, photo.dataUrl);
    setStatuses((current) => ({ ...current, [photo.key]: { state: 'saved' } }));
  } catch (error) {
    setStatuses((current) => ({ ...current, [photo.key]: { state: 'failed', message: userMessage(error, FAILED) } }));
  }
}

/**
 * The wizard's photos stored with the completed return (POST /returns/:id/photos), one after the
 * other, once; each one's outcome, and a retry for a failed one.
 */
export function usePhotoUploads(returnId: number, photos: readonly ReturnPhotoDraft[]) {
  const [statuses, setStatuses] = useState<Statuses>(() => Object.fromEntries(photos.map((photo) => [photo.key, { state: 'uploading' }])));
  const started = useRef<number | null>(null);

  useEffect(() => {
    // once per return, even when React mounts the screen twice (StrictMode)
    if (started.current === returnId) return;
    started.current = returnId;
    void (async () => {
      for (const photo of photos) await upload(returnId, photo, setStatuses);
    })();
  }, [returnId, photos]);

  return { statuses, retry: (photo: ReturnPhotoDraft) => void upload(returnId, photo, setStatuses) };
}
