import { createAuthEndpoints } from '../api/endpoints.ts';
import { createQueryClient } from '../api/query-client.ts';
import { resolveApiBaseUrl } from '../bridge/index.ts';
import { navigateTo } from '../navigation/navigator.ts';
import { createSessionActions } from '../session/session-actions.ts';
import { selectSessionKeeper } from '../session/session-keeper.ts';
import { createApiClient, type RunExclusive } from '../api/client.ts';
import {
  createMemoryStorage,
  createSessionStore,
  isSessionKey,
  reloadSharedSession,
  sessionForApi,
  type KeyValueStorage,
} from '../session/session-store.ts';
import { loginNotice } from '../session/login-notice.ts';

/** localStorage, or memory when the browser refuses it (private mode, disabled storage). */
function browserStorage(): KeyValueStorage {
  try {
    const probe = '__banco_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/** Web Locks: one refresh at a time across the app's tabs and windows (a page-local queue without them). */
const acrossTabs: RunExclusive = (name, work) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, work) : work();

/** The app's single instances: one session, one cache, one API client. */
const storage = browserStorage();
export const sessionStore = createSessionStore(storage);
/** The refresh token's holder: this page in the browser, the main process in the desktop app. */
const sessionKeeper = selectSessionKeeper(window);
if (sessionKeeper.holder === 'main' && sessionStore.getState().refreshToken !== null) {
  // a refresh token saved by an older version of the app: the page holds none in the desktop app
  // (the next renewal finds none in the main process and asks for a login, once)
  sessionStore.setState({ refreshToken: null });
}

// another tab renewed the tokens or logged out: this one follows
window.addEventListener('storage', (event) => {
  if (isSessionKey(event.key)) void reloadSharedSession(sessionStore, storage);
});
export const queryClient = createQueryClient();

export const apiClient = createApiClient({
  // '/api' on the page's origin in the browser; the server the main process chose in the desktop app.
  baseUrl: resolveApiBaseUrl,
  session: sessionForApi(
    sessionStore,
    (refusal) => {
      queryClient.clear();
      loginNotice.sessionEnded(refusal);
      navigateTo('/login');
    },
    storage,
    sessionKeeper,
  ),
  exclusive: acrossTabs,
});

export const authApi = createAuthEndpoints(apiClient);

export const sessionActions = createSessionActions({
  store: sessionStore,
  auth: authApi,
  clearCache: () => queryClient.clear(),
  navigate: navigateTo,
  reload: () => window.location.reload(),
  keeper: sessionKeeper,
});
