import { protocol, type Session } from 'electron';
import { DESKTOP_APP_SCHEME } from '@banco/shared';
import { createAppProtocolHandler, type AppProtocolOptions } from '../app-protocol.ts';

/**
 * app:// is a standard (relative URLs, history routing), secure (a secure context, like https)
 * scheme whose pages may use fetch and CORS. Must run before the app is ready.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: DESKTOP_APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
  ]);
}

/** Serves the bundled renderer on app://banco/ (request → file in ../app-protocol.ts). */
export function handleAppProtocol(session: Session, options: AppProtocolOptions): void {
  session.protocol.handle(DESKTOP_APP_SCHEME, createAppProtocolHandler(options));
}
