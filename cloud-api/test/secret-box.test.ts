import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/common/secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('segreto-del-server');

  it('opens what it sealed; the sealed form hides the text and differs every time', () => {
    const sealed = box.seal('password-smtp');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('password');
    expect(box.seal('password-smtp')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('password-smtp');
  });

  it('gives null for another server\'s secret, a tampered value or garbage', () => {
    const sealed = box.seal('password-smtp');
    expect(createSecretBox('altro-segreto').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('x').toString('base64url')].join('.');
    expect(box.open(tampered)).toBeNull();
    expect(box.open('testo in chiaro')).toBeNull();
  });
});
