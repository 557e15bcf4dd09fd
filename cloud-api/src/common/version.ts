// A static JSON import: the bundled server (scripts/build-server.ts) carries the version inside.
import packageJson from '../../package.json' with { type: 'json' };

/** The cloud API's version, from its package.json. */
export const API_VERSION: string = packageJson.version;
