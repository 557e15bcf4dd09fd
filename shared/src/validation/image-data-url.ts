import { z } from 'zod';

/** What an image upload's field says when it is missing, too large or not an image. */
export interface ImageUploadMessages {
  required: string;
  tooLarge: string;
  invalid: string;
}

/**
 * The largest side an uploaded image may declare. A few hundred KB of PNG can declare 100,000 ×
 * 100,000 pixels of nothing, and every screen that shows it (the logo is in every page's header)
 * would try to decode tens of gigabytes.
 */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_TOO_MANY_PIXELS = `L'immagine è troppo grande: al massimo ${IMAGE_MAX_SIDE} pixel per lato`;

/** `data:<type>;base64,<bytes>`: the form an uploaded image travels in. */
const DATA_URL_PATTERN = /^data:[\w/+.-]*;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * An image uploaded as a data URL (the company logo, a returned product's photo). The server trusts
 * only the bytes: their signature decides PNG or JPEG, whatever the URL claims, and their exact size
 * is checked there; this bounds the text at the base64 of `maxBytes` plus the prefix.
 */
export function imageDataUrlField(maxBytes: number, messages: ImageUploadMessages) {
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(Math.ceil((maxBytes * 4) / 3) + 100, messages.tooLarge)
    .regex(DATA_URL_PATTERN, messages.invalid);
}
