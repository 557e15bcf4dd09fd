import { BRANDING_MSG } from '@banco/shared';
import { describe, expect, it } from 'vitest';
import { logoFileProblem, printedLines } from './branding-model.ts';

describe('logoFileProblem', () => {
  it('accepts PNG and JPEG up to 512 KB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/jpeg', size: 512 * 1024 })).toBeNull();
  });
  it('refuses other types and larger files with the server\'s messages', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(BRANDING_MSG.logoInvalid);
    expect(logoFileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe(BRANDING_MSG.logoTooLarge);
  });
});

describe('printedLines', () => {
  it('splits on any line ending; nothing prints nothing', () => {
    expect(printedLines('a\r\nb\nc')).toEqual(['a', 'b', 'c']);
    expect(printedLines('')).toEqual([]);
    expect(printedLines(null)).toEqual([]);
  });
});
