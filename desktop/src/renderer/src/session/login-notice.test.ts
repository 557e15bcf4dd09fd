import { MSG } from '@banco/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loginNotice, useLoginNotice } from './login-notice.ts';

const shown = () => useLoginNotice.getState().text;

afterEach(() => loginNotice.clear());

describe('why the login page is shown', () => {
  it('says the session expired for a technical refusal, and the account or company refusal as the server wrote it', () => {
    loginNotice.sessionEnded('Token di aggiornamento non valido o scaduto');
    expect(shown()).toBe(MSG.sessionExpired);
    loginNotice.sessionEnded(MSG.userInactive);
    expect(shown()).toBe(MSG.userInactive);
    loginNotice.sessionEnded(MSG.companySuspended);
    expect(shown()).toBe(MSG.companySuspended);
  });

  it('says nothing when there was no session to renew, and forgets after a login', () => {
    loginNotice.sessionEnded(MSG.sessionExpired);
    loginNotice.sessionEnded();
    expect(shown()).toBeNull();
    loginNotice.sessionEnded(MSG.sessionExpired);
    loginNotice.clear();
    expect(shown()).toBeNull();
  });
});
