import { RETURN_PHOTO_MAX_BYTES } from '@banco/shared';

/**
 * Sizing of a return's photos (issue 11): each is a JPEG data URL of at most RETURN_PHOTO_MAX_BYTES
 * (600 KB), downscaled at the counter before it is kept. No DOM here.
 */

/** The longest side a photo keeps: enough to read a crack or a serial number. */
export const PHOTO_MAX_SIDE = 1600;

/** The types a photo may be picked as (the server stores JPEG or PNG; what is kept is always JPEG). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

export function isAcceptedPhotoType(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}

/** A picture's size scaled to fit `maxSide` on its longest side (never enlarged), in whole pixels of at least 1. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 1, height: 1 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The bytes a base64 data URL holds (what the server counts). */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = comma < 0 ? '' : dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** One way of encoding: a share of the fitted size and a JPEG quality. */
export interface EncodeAttempt {
  scale: number;
  quality: number;
}

/** Tried in order until one fits: the quality first, then the size. */
export const ENCODE_ATTEMPTS: readonly EncodeAttempt[] = [
  { scale: 1, quality: 0.85 },
  { scale: 1, quality: 0.7 },
  { scale: 0.75, quality: 0.7 },
  { scale: 0.5, quality: 0.7 },
  { scale: 0.35, quality: 0.6 },
  { scale: 0.25, quality: 0.5 },
];

/** The size of an attempt on a fitted picture. */
export function attemptSize(fitted: { width: number; height: number }, attempt: EncodeAttempt): { width: number; height: number } {
  return { width: Math.max(1, Math.round(fitted.width * attempt.scale)), height: Math.max(1, Math.round(fitted.height * attempt.scale)) };
}

/** The first encoding that fits the limit, or null when none does. */
export function firstThatFits(encodings: readonly string[], maxBytes: number = RETURN_PHOTO_MAX_BYTES): string | null {
  return encodings.find((encoded) => dataUrlBytes(encoded) <= maxBytes) ?? null;
}

/** '240 KB' for a photo's size. */
export function photoSizeText(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
