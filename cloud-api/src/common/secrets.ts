import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface JwtSecrets {
  jwtAccessSecret: string;
  jwtRefreshSecret: string;
}

interface SecretsFile {
  jwt_access_secret: string;
  jwt_refresh_secret: string;
}

const newSecret = (): string => randomBytes(48).toString('base64url');

/**
 * Reads `<dataDir>/secrets.json`, creating it (mode 0600, exclusive create) with fresh random
 * secrets on first start. No secret ever lives in the code.
 */
export function loadOrCreateSecrets(dataDir: string): JwtSecrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    const fresh: SecretsFile = { jwt_access_secret: newSecret(), jwt_refresh_secret: newSecret() };
    try {
      fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // another process created it first: read theirs
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SecretsFile>;
  if (typeof stored.jwt_access_secret !== 'string' || typeof stored.jwt_refresh_secret !== 'string') {
    throw new Error(`${file}: jwt_access_secret e jwt_refresh_secret mancanti`);
  }
  return { jwtAccessSecret: stored.jwt_access_secret, jwtRefreshSecret: stored.jwt_refresh_secret };
}
