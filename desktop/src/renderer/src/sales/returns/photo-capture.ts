import { RETURN_MSG, RETURN_PHOTO_MAX_BYTES } from '@banco/shared';
import { attemptSize, dataUrlBytes, ENCODE_ATTEMPTS, fitWithin, isAcceptedPhotoType } from './photo-size.ts';

/** A photo kept in the wizard until the return is completed, then uploaded (POST /returns/:id/photos). */
export interface ReturnPhotoDraft {
  key: string;
  /** A JPEG data URL within RETURN_PHOTO_MAX_BYTES. */
  dataUrl: string;
  bytes: number;
  /** Where it came from: the file's name, or 'Webcam'. */
  source: string;
}

type Drawable = HTMLImageElement | HTMLVideoElement;

/** Draws a picture on a canvas at the sizes of ENCODE_ATTEMPTS until its JPEG fits the limit. */
export function encodeWithinLimit(source: Drawable, width: number, height: number, maxBytes: number = RETURN_PHOTO_MAX_BYTES): string {
  const fitted = fitWithin(width, height);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context === null) throw new Error(RETURN_MSG.photoInvalid);
  for (const attempt of ENCODE_ATTEMPTS) {
    const size = attemptSize(fitted, attempt);
    canvas.width = size.width;
    canvas.height = size.height;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(source, 0, 0, size.width, size.height);
    const encoded = canvas.toDataURL('image/jpeg', attempt.quality);
    if (dataUrlBytes(encoded) <= maxBytes) return encoded;
  }
  throw new Error(RETURN_MSG.photoTooLarge);
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(RETURN_MSG.photoInvalid));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** A picked file as a photo: JPEG or PNG, downscaled and encoded as JPEG within the limit. */
export async function photoOfFile(file: File): Promise<ReturnPhotoDraft> {
  if (!isAcceptedPhotoType(file.type)) throw new Error(RETURN_MSG.photoInvalid);
  const image = await loadImage(file);
  const dataUrl = encodeWithinLimit(image, image.naturalWidth, image.naturalHeight);
  return { key: crypto.randomUUID(), dataUrl, bytes: dataUrlBytes(dataUrl), source: file.name };
}

/** The webcam's current frame as a photo. */
export function photoOfVideo(video: HTMLVideoElement): ReturnPhotoDraft {
  const dataUrl = encodeWithinLimit(video, video.videoWidth, video.videoHeight);
  return { key: crypto.randomUUID(), dataUrl, bytes: dataUrlBytes(dataUrl), source: 'Webcam' };
}
