import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './support/pdf-text.ts';

/** A one-stream PDF body around `data`, as pdfkit writes it (LF before endstream). */
const pdfWith = (data: Buffer, lineEnd = '\n'): Uint8Array =>
  new Uint8Array(Buffer.concat([Buffer.from('1 0 obj\n<< /Length 1 >>\nstream\n', 'latin1'), data, Buffer.from(`${lineEnd}endstream\nendobj\n`, 'latin1')]));

describe('pdfText (the tests’ PDF reader)', () => {
  it('reads a content stream whose last compressed byte is 0x0D, as one PDF in a few dozen has', () => {
    const streams = Array.from({ length: 2000 }, (_, i) => zlib.deflateSync(Buffer.from(`BT [<48656c6c6f>] TJ ET % ${i}`, 'latin1')));
    const endingInCr = streams.find((data) => data[data.length - 1] === 0x0d);
    expect(endingInCr).toBeDefined();
    expect(pdfText(pdfWith(endingInCr as Buffer))).toBe('Hello');
    // and a writer that ends the line with CRLF
    expect(pdfText(pdfWith(streams[0] as Buffer, '\r\n'))).toBe('Hello');
  });
});
