import { BRANDING_MSG, LOGO_MAX_BYTES, LOGO_TYPES } from '@banco/shared';

/**
 * A first check of a chosen logo file, to answer at once without uploading; the server checks the
 * bytes again and has the last word.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return BRANDING_MSG.logoInvalid;
  if (file.size > LOGO_MAX_BYTES) return BRANDING_MSG.logoTooLarge;
  return null;
}

/** The file as a data URL, the form PUT /settings/branding/logo takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Lettura del file non riuscita'));
    reader.readAsDataURL(file);
  });
}

/** The lines a text prints as ('' and null: none). */
export function printedLines(text: string | null | undefined): string[] {
  return text ? text.replace(/\r\n?/g, '\n').split('\n') : [];
}
