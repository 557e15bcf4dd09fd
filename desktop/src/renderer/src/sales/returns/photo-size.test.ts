import { describe, expect, it } from 'vitest';
import { attemptSize, dataUrlBytes, ENCODE_ATTEMPTS, firstThatFits, fitWithin, isAcceptedPhotoType, photoSizeText } from './photo-size.ts';

describe('photo sizing', () => {
  it('fits the longest side within the maximum, keeping the proportions and never enlarging', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(640, 480, 1600)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(0, 480)).toEqual({ width: 1, height: 1 });
  });

  it('counts the bytes of a base64 data URL as the server does', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,AA==')).toBe(1);
    expect(dataUrlBytes('no comma')).toBe(0);
  });

  it('tries the quality first, then smaller sizes, and takes the first encoding within the limit', () => {
    expect(ENCODE_ATTEMPTS[0]).toEqual({ scale: 1, quality: 0.85 });
    const scales = ENCODE_ATTEMPTS.map((attempt) => attempt.scale);
    expect([...scales].sort((a, b) => b - a)).toEqual(scales);
    expect(attemptSize({ width: 1600, height: 1200 }, { scale: 0.5, quality: 0.7 })).toEqual({ width: 800, height: 600 });
    const big = `data:image/jpeg;base64,${'A'.repeat(8)}`;
    const small = 'data:image/jpeg;base64,AAAA';
    expect(firstThatFits([big, small], 4)).toBe(small);
    expect(firstThatFits([big], 4)).toBeNull();
  });

  it('accepts JPEG and PNG only, and says sizes in KB', () => {
    expect(isAcceptedPhotoType('image/jpeg')).toBe(true);
    expect(isAcceptedPhotoType('image/png')).toBe(true);
    expect(isAcceptedPhotoType('image/gif')).toBe(false);
    expect(photoSizeText(600 * 1024)).toBe('600 KB');
    expect(photoSizeText(10)).toBe('1 KB');
  });
});
