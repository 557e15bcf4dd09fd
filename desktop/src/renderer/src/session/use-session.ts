import { useStore } from 'zustand';
import type { UserDto } from '@banco/shared';
import { sessionStore } from '../app/services.ts';
import type { SessionState } from './session-store.ts';

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The signed-in user; only for screens behind the authenticated routes. */
export function useCurrentUser(): UserDto {
  const user = useSession((state) => state.user);
  if (!user) throw new Error('useCurrentUser outside an authenticated screen');
  return user;
}
