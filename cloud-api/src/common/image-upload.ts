import { IMAGE_MAX_SIDE, IMAGE_TOO_MANY_PIXELS, type ImageUploadMessages, type LogoType } from '@banco/shared';
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

/** Start-of-frame markers of JPEG (baseline, progressive, ...): their segment holds the size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** The width and height the image declares (PNG's IHDR, JPEG's start of frame), or null when it names none. */
export function declaredSize(bytes: Buffer, type: LogoType): { width: number; height: number } | null {
  if (type === 'image/png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  // JPEG: walk the segments (marker, 2-byte length) to the first start of frame
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (JPEG_SOF.has(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/**
 * The bytes of an uploaded image's data URL (imageDataUrlField) and their type, or a 422 on `field`:
 * too large, not a PNG or JPEG by its own bytes, or declaring more than IMAGE_MAX_SIDE pixels a side.
 */
export function decodeImageUpload(dataUrl: string, maxBytes: number, field: string, messages: Pick<ImageUploadMessages, 'tooLarge' | 'invalid'>): { bytes: Buffer; type: LogoType } {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > maxBytes) throw new ValidationError({ [field]: messages.tooLarge }, messages.tooLarge);
  const type = imageTypeOf(bytes);
  if (!type) throw new ValidationError({ [field]: messages.invalid }, messages.invalid);
  const size = declaredSize(bytes, type);
  if (size && (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE)) throw new ValidationError({ [field]: IMAGE_TOO_MANY_PIXELS }, IMAGE_TOO_MANY_PIXELS);
  return { bytes, type };
}

/** An image's bytes as the data URL an <img> and pdfmake take: what decodeImageUpload read, written back. */
export function imageDataUrl(type: LogoType, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}
