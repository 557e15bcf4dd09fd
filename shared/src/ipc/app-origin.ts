/**
 * The desktop window shows the renderer bundled in the app through a custom protocol, never a page
 * of the server: `app://banco/`. Its origin is what the cloud API sees in the Origin header of the
 * app's requests (CORS, see cloud-api/src/http/security.ts).
 */
export const DESKTOP_APP_SCHEME = 'app';
export const DESKTOP_APP_HOST = 'banco';
export const DESKTOP_APP_ORIGIN = `${DESKTOP_APP_SCHEME}://${DESKTOP_APP_HOST}`;
