import bwipjs from 'bwip-js';

/**
 * A barcode as a PNG data URL for a pdfmake image (bwip-js: the maintained pure-JavaScript port of
 * BWIPP, no native code). EAN-8/13 as such (the check digit is the code's own), anything else
 * (IMEI, serial, SKU) as Code 128, with its text under the bars.
 */
export async function barcodePng(code: string): Promise<string> {
  const bcid = /^\d{13}$/.test(code) ? 'ean13' : /^\d{8}$/.test(code) ? 'ean8' : 'code128';
  const png = await bwipjs.toBuffer({ bcid, text: code, scale: 3, height: 10, includetext: true, textxalign: 'center' });
  return `data:image/png;base64,${png.toString('base64')}`;
}
