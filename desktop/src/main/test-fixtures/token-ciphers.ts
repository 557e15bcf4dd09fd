import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenCipher } from '../refresh-token-store.ts';

/**
 * Stand-ins for Electron's safeStorage in plain-Node tests: a real AES-256-GCM cipher with a key of
 * its own (as the system keyring has one per user), and a system without encryption.
 */
export function aesCipher(key: Buffer = randomBytes(32)): TokenCipher {
  return {
    isEncryptionAvailable: () => true,
    encryptString(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(0, 12));
      decipher.setAuthTag(encrypted.subarray(12, 28));
      return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export const memoryOnlyCipher: TokenCipher = {
  isEncryptionAvailable: () => false,
  encryptString: () => {
    throw new Error('cifratura non disponibile');
  },
  decryptString: () => {
    throw new Error('cifratura non disponibile');
  },
};
