import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets kept in the database (a company's SMTP password) with AES-256-GCM, Node's own
 * crypto. The key is derived with HKDF-SHA256 from the server's refresh-token secret
 * (JWT_REFRESH_SECRET, or the one generated in DATA_DIR/secrets.json), so a copy of the database
 * alone does not reveal them. Rotating that secret makes the stored ones unreadable: they are
 * then entered again (delivery reports it on the mail).
 * Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was not sealed with this server's secret. */
  open(sealed: string): string | null;
}

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'banco', 'banco stored secrets v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
