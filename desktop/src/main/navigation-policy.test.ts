import { describe, expect, it } from 'vitest';
import { decideNavigation, decideWindowOpen, isAppUrl, isPermissionAllowed, isTrustedIpcSender } from './navigation-policy.ts';

describe('navigation policy', () => {
  it.each(['app://banco/', 'app://banco/index.html', 'app://banco/vendite/nuova?x=1#top', 'app://banco/assets/index-abc.js', 'app://banco'])(
    'allows the bundled app page %s',
    (url) => {
      expect(decideNavigation(url)).toBe('allow');
      expect(decideWindowOpen(url)).toBe('allow');
      expect(isAppUrl(url)).toBe(true);
    },
  );

  it.each([
    'http://127.0.0.1:43121/', // the embedded server's own pages are not the app
    'https://banco.example.it/',
    'https://banco.example.it/negozio/magazzino',
    'http://localhost:3000/',
    'https://evil.example.it/',
    'https://www.agenziaentrate.gov.it/portale/',
  ])('sends the http(s) page %s to the system browser', (url) => {
    expect(decideNavigation(url)).toBe('open-external');
    expect(decideWindowOpen(url)).toBe('open-external');
    expect(isAppUrl(url)).toBe(false);
  });

  it.each([
    'file:///etc/passwd',
    'file:///opt/Banco/resources/app.asar/out/renderer/index.html',
    'app://evil/',
    'app://banco.evil.it/',
    'app://banco:8080/',
    'app://user:pw@banco/',
    'app:banco/index.html',
    'apps://banco/',
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
    expect(decideNavigation(url)).toBe('deny');
    expect(decideWindowOpen(url)).toBe('deny');
  });
});

describe('IPC sender check', () => {
  it('trusts only a main frame showing the bundled app', () => {
    expect(isTrustedIpcSender({ url: 'app://banco/cassa', isMainFrame: true })).toBe(true);
    expect(isTrustedIpcSender({ url: 'app://banco/', isMainFrame: false })).toBe(false);
  });

  it('never trusts a server page, remote or embedded, nor anything else', () => {
    for (const url of [
      'https://banco.example.it/',
      'http://127.0.0.1:43121/',
      'https://evil.example.it/',
      'file:///opt/Banco/resources/app.asar/out/renderer/index.html',
      'app://evil/',
      'about:blank',
      '',
    ]) {
      expect(isTrustedIpcSender({ url, isMainFrame: true })).toBe(false);
    }
    expect(isTrustedIpcSender(null)).toBe(false);
    expect(isTrustedIpcSender(undefined)).toBe(false);
  });
});

describe('permissions', () => {
  it('denies by default and grants the few the app needs to the app only', () => {
    for (const permission of ['clipboard-sanitized-write', 'fullscreen', 'local-network-access', 'loopback-network', 'local-network']) {
      expect(isPermissionAllowed(permission, 'app://banco/')).toBe(true);
      expect(isPermissionAllowed(permission, 'app://banco')).toBe(true);
      expect(isPermissionAllowed(permission, 'https://evil.example.it/')).toBe(false);
      expect(isPermissionAllowed(permission, 'http://127.0.0.1:43121/')).toBe(false);
    }
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'hid', 'serial', 'usb', 'clipboard-read']) {
      expect(isPermissionAllowed(permission, 'app://banco/')).toBe(false);
    }
  });

  it('grants the camera to the app only, never the microphone (the returns\' photos)', () => {
    expect(isPermissionAllowed('media', 'app://banco/', ['video'])).toBe(true);
    expect(isPermissionAllowed('media', 'app://banco/', ['video', 'audio'])).toBe(false);
    expect(isPermissionAllowed('media', 'app://banco/', ['audio'])).toBe(false);
    expect(isPermissionAllowed('media', 'app://banco/', [])).toBe(false);
    expect(isPermissionAllowed('media', 'https://evil.example.it/', ['video'])).toBe(false);
    expect(isPermissionAllowed('media', 'http://127.0.0.1:43121/', ['video'])).toBe(false);
  });
});
