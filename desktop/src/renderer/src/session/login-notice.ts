import { MSG } from '@banco/shared';
import { create } from 'zustand';

/**
 * Why the login page is shown when the user did not ask for it: a session that ended on its own
 * (expired, or refused by the server) is said there, not left as an unexplained jump to /login.
 * Cleared by the next successful login.
 */
export const useLoginNotice = create<{ text: string | null }>(() => ({ text: null }));

/** The refusals that say more than "expired": the account or its company may no longer work. */
const TOLD_AS_IS: readonly string[] = [MSG.userInactive, MSG.companySuspended];

export const loginNotice = {
  /** The session ended: with a `refusal` (the server's message) it ended on its own and the page says why. */
  sessionEnded(refusal?: string): void {
    useLoginNotice.setState({ text: refusal === undefined ? null : TOLD_AS_IS.includes(refusal) ? refusal : MSG.sessionExpired });
  },
  clear(): void {
    useLoginNotice.setState({ text: null });
  },
};
