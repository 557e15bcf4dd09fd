import { describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import {
  decideNavigation,
  decideWindowOpen,
  isAppUrl,
  isPermissionAllowed,
  isTrustedIpcSender,
  type NavigationContext,
} from './navigation-policy.ts';

const embedded: NavigationContext = { apiBaseUrl: 'http://127.0.0.1:43121' };
const remote: NavigationContext = { apiBaseUrl: 'https://banco.example.it/negozio' };
const rendererDirUrl = pathToFileURL('/opt/Banco/resources/app.asar/out/renderer').href;
const packaged: NavigationContext = { apiBaseUrl: 'http://127.0.0.1:43121', rendererDirUrl };

describe('navigation policy', () => {
  it.each([
    ['http://127.0.0.1:43121/', embedded],
    ['http://127.0.0.1:43121/vendite/nuova?x=1#top', embedded],
    ['https://banco.example.it/', remote],
    ['https://banco.example.it/negozio/magazzino', remote],
    [`${rendererDirUrl}/index.html`, packaged],
    [`${rendererDirUrl}/assets/index-abc.js`, packaged],
  ])('allows the app page %s', (url, context) => {
    expect(decideNavigation(url, context)).toBe('allow');
    expect(decideWindowOpen(url, context)).toBe('allow');
    expect(isAppUrl(url, context)).toBe(true);
  });

  it.each([
    ['http://localhost:43121/', embedded], // another origin, even if the same machine
    ['http://127.0.0.1:43122/', embedded],
    ['https://127.0.0.1:43121/', embedded],
    ['http://banco.example.it/', remote], // http is not https
    ['https://evil.example.it/', remote],
    ['https://www.agenziaentrate.gov.it/portale/', remote],
  ])('sends the foreign http(s) page %s to the system browser', (url, context) => {
    expect(decideNavigation(url, context)).toBe('open-external');
    expect(decideWindowOpen(url, context)).toBe('open-external');
  });

  it.each([
    'file:///etc/passwd',
    `${rendererDirUrl}/../../../../etc/passwd`,
    `${rendererDirUrl}/%2e%2e/%2e%2e/secret`,
    `${rendererDirUrl}/..%2f..%2fsecret`,
    `${rendererDirUrl}-other/index.html`,
    'file://otherhost/opt/Banco/resources/app.asar/out/renderer/index.html',
    'about:blank',
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    'mailto:info@example.it',
    'ms-settings:privacy',
    'chrome://gpu',
    'devtools://devtools/bundled/inspector.html',
    'https://user:pw@evil.example.it/',
    'not a url',
    '',
  ])('denies %s', (url) => {
    expect(decideNavigation(url, packaged)).toBe('deny');
    expect(decideWindowOpen(url, packaged)).toBe('deny');
  });

  it('never treats file:// as the app when no renderer dir is given', () => {
    expect(decideNavigation(`${rendererDirUrl}/index.html`, embedded)).toBe('deny');
  });

  it('has no app pages when the base URL is not http(s)', () => {
    expect(decideNavigation('http://127.0.0.1:1/', { apiBaseUrl: 'garbage' })).toBe('open-external');
    expect(isAppUrl('file:///x', { apiBaseUrl: 'file:///x' })).toBe(false);
  });
});

describe('IPC sender check', () => {
  it('trusts only a main frame showing an app page', () => {
    expect(isTrustedIpcSender({ url: 'http://127.0.0.1:43121/cassa', isMainFrame: true }, embedded)).toBe(true);
    expect(isTrustedIpcSender({ url: 'http://127.0.0.1:43121/cassa', isMainFrame: false }, embedded)).toBe(false);
    expect(isTrustedIpcSender({ url: 'https://evil.example.it/', isMainFrame: true }, embedded)).toBe(false);
    expect(isTrustedIpcSender({ url: 'about:blank', isMainFrame: true }, embedded)).toBe(false);
    expect(isTrustedIpcSender(null, embedded)).toBe(false);
    expect(isTrustedIpcSender(undefined, embedded)).toBe(false);
  });
});

describe('permissions', () => {
  it('denies by default and grants the harmless few to the app only', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'http://127.0.0.1:43121/', embedded)).toBe(true);
    expect(isPermissionAllowed('fullscreen', 'http://127.0.0.1:43121/', embedded)).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://evil.example.it/', embedded)).toBe(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'hid', 'serial', 'usb', 'clipboard-read']) {
      expect(isPermissionAllowed(permission, 'http://127.0.0.1:43121/', embedded)).toBe(false);
    }
  });
});
