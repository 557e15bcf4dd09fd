import { z } from 'zod';

/** What an image upload's field says when it is missing, too large or not an image. */
export interface ImageUploadMessages {
  required: string;
  tooLarge: string;
  invalid: string;
}

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
