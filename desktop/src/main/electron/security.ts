import { shell, type Session, type WebContents } from 'electron';
import { decideNavigation, decideWindowOpen, isPermissionAllowed } from '../navigation-policy.ts';
import { secureWebPreferences } from './window.ts';

/** Web permissions: denied unless navigation-policy grants them (app pages, a harmless few). */
export function applyPermissionPolicy(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    callback(isPermissionAllowed(permission, details.requestingUrl, mediaTypes));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(permission, requestingOrigin, details.mediaType ? [details.mediaType] : []),
  );
}

function openExternal(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.error('[banco] openExternal failed', url, error));
}

/**
 * Every web contents the app creates (main window, allowed child windows): navigation, redirects
 * and window.open go through the navigation policy; <webview> is never attached.
 */
export function guardWebContents(contents: WebContents, preloadPath: string): void {
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternal(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (!event.isMainFrame) return;
    const decision = decideNavigation(event.url);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openExternal(event.url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url);
    if (decision === 'open-external') openExternal(url);
    if (decision !== 'allow') return { action: 'deny' };
    return {
      action: 'allow',
      overrideBrowserWindowOptions: { title: 'Banco', autoHideMenuBar: true, webPreferences: secureWebPreferences(preloadPath) },
    };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
