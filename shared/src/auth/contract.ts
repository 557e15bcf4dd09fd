import { defineEndpoint, nullResponse } from '../api/contract.ts';
import { changePasswordBodySchema, loginBodySchema, logoutBodySchema, profileBodySchema, refreshBodySchema } from '../api/auth.ts';
import { MSG } from '../validation/messages.ts';
import { authTokensSchema, loginResultSchema, userDtoSchema } from './responses.ts';

/**
 * /auth/* (spec 1 §7 Authentication). Login, refresh and logout are public: the login is
 * throttled by the service, and logout accepts a refresh token alone (the bearer is optional).
 */
export const authContract = {
  login: defineEndpoint({ method: 'POST', path: '/auth/login', access: 'public', body: loginBodySchema, response: loginResultSchema }),
  refresh: defineEndpoint({ method: 'POST', path: '/auth/refresh', access: 'public', body: refreshBodySchema, response: authTokensSchema }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    body: logoutBodySchema,
    response: nullResponse,
    message: MSG.loggedOut,
  }),
  me: defineEndpoint({ method: 'GET', path: '/auth/me', access: 'authenticated', response: userDtoSchema }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/auth/profile',
    access: 'authenticated',
    body: profileBodySchema,
    response: userDtoSchema,
    message: MSG.profileUpdated,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    access: 'authenticated',
    body: changePasswordBodySchema,
    response: nullResponse,
    message: MSG.passwordChanged,
  }),
};
