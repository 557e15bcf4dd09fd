import type { UserDto } from '@banco/shared';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import type { ApiSession, SessionTokens } from '../api/client.ts';

/** Spec 1 §9: the access token under a fixed key, the auth state under a fixed name. */
export const ACCESS_TOKEN_KEY = 'banco_access_token';
export const SESSION_STORE_NAME = 'banco-auth';

/** The part of Web Storage the session needs (localStorage in the app, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** checking: the start-up GET /auth/me is running; ready: the session is known. */
export type SessionStatus = 'checking' | 'ready';

export interface NewSession {
  user: UserDto;
  access_token: string;
  refresh_token: string | null;
}

export interface SessionState {
  user: UserDto | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  status: SessionStatus;
  /** After login or a company switch. */
  start(session: NewSession): void;
  /** After a token refresh. */
  setTokens(tokens: SessionTokens): void;
  /** After GET /auth/me. */
  setUser(user: UserDto): void;
  setStatus(status: SessionStatus): void;
  /** Logout, expiry, failed start-up check. */
  clear(): void;
}

type PersistedSession = Pick<SessionState, 'user' | 'refreshToken' | 'isAuthenticated'>;

export type SessionStore = Mutate<StoreApi<SessionState>, [['zustand/persist', PersistedSession]]>;

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const writeAccessToken = (token: string | null) => {
    if (token) storage.setItem(ACCESS_TOKEN_KEY, token);
    else storage.removeItem(ACCESS_TOKEN_KEY);
  };
  const storedAccessToken = storage.getItem(ACCESS_TOKEN_KEY);

  return createStore<SessionState>()(
    persist(
      (set) => ({
        user: null,
        accessToken: storedAccessToken,
        refreshToken: null,
        isAuthenticated: false,
        status: storedAccessToken ? 'checking' : 'ready',
        start: ({ user, access_token, refresh_token }) => {
          writeAccessToken(access_token);
          set({ user, accessToken: access_token, refreshToken: refresh_token, isAuthenticated: true, status: 'ready' });
        },
        setTokens: ({ access_token, refresh_token }) => {
          writeAccessToken(access_token);
          set((state) => ({ accessToken: access_token, refreshToken: refresh_token ?? state.refreshToken }));
        },
        setUser: (user) => set({ user, isAuthenticated: true }),
        setStatus: (status) => set({ status }),
        clear: () => {
          writeAccessToken(null);
          set({ user: null, accessToken: null, refreshToken: null, isAuthenticated: false, status: 'ready' });
        },
      }),
      {
        name: SESSION_STORE_NAME,
        storage: createJSONStorage<PersistedSession>(() => storage),
        partialize: (state): PersistedSession => ({
          user: state.user,
          refreshToken: state.refreshToken,
          isAuthenticated: state.isAuthenticated,
        }),
      },
    ),
  );
}

/**
 * Takes the session other tabs and windows wrote to the shared storage (a refresh, a logout):
 * tabs share one session, so one refresh serves them all.
 */
export async function reloadSharedSession(store: SessionStore, storage: KeyValueStorage): Promise<void> {
  await store.persist.rehydrate();
  const accessToken = storage.getItem(ACCESS_TOKEN_KEY);
  if (accessToken !== store.getState().accessToken) store.setState({ accessToken });
}

/** The keys whose change in another tab means the session changed. */
export function isSessionKey(key: string | null): boolean {
  return key === null || key === ACCESS_TOKEN_KEY || key === SESSION_STORE_NAME;
}

/**
 * The API client's view of the session; `onExpired` runs after the session is cleared. `renew`:
 * the renewal of the refresh token's holder when it is not the page (desktop: the main process).
 */
export function sessionForApi(
  store: SessionStore,
  onExpired: (refusal?: string) => void,
  storage?: KeyValueStorage,
  holder: Pick<ApiSession, 'renew' | 'signIn'> = {},
): ApiSession {
  const { renew, signIn } = holder;
  return {
    ...(renew ? { renew } : {}),
    ...(signIn ? { signIn } : {}),
    reloadShared: storage ? () => reloadSharedSession(store, storage) : async () => undefined,
    getAccessToken: () => store.getState().accessToken,
    getRefreshToken: () => store.getState().refreshToken,
    storeTokens: (tokens) => store.getState().setTokens(tokens),
    expire: (refusal) => {
      store.getState().clear();
      onExpired(refusal);
    },
  };
}

/** A Storage held in memory, for tests and for a browser that refuses localStorage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
