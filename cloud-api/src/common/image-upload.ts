import type { ImageUploadMessages, LogoType } from '@banco/shared';
import { ValidationError } from '../http/errors.ts';

/*
 * The first bytes of the file decide what it is; the name or the claimed type never do. Two
 * fixed signatures, so no library: PNG's 8-byte signature followed by its IHDR chunk, JPEG's SOI
 * marker followed by another marker.
 */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR = Buffer.from('IHDR', 'ascii');

/** 'image/png', 'image/jpeg', or null for anything else (SVG, GIF, a renamed text file, ...). */
export function imageTypeOf(bytes: Buffer): LogoType | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG) && bytes.subarray(12, 16).equals(IHDR)) return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The bytes of an uploaded image's data URL (imageDataUrlField) and their type, or a 422 on `field`:
 * too large, or not a PNG or JPEG by its own bytes.
 */
export function decodeImageUpload(dataUrl: string, maxBytes: number, field: string, messages: Pick<ImageUploadMessages, 'tooLarge' | 'invalid'>): { bytes: Buffer; type: LogoType } {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > maxBytes) throw new ValidationError({ [field]: messages.tooLarge }, messages.tooLarge);
  const type = imageTypeOf(bytes);
  if (!type) throw new ValidationError({ [field]: messages.invalid }, messages.invalid);
  return { bytes, type };
}
