import fs from 'node:fs';
import path from 'node:path';

/** The cloud API's version, from its package.json. */
export const API_VERSION: string = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }
).version;
