import { api, errorStatus, readDeviceToken, saveDeviceToken } from '@portal/shared';
import type {
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  RegisterBody,
  ResendAnswer,
  ResetPasswordBody,
  VerifyEmailAnswer,
} from '@portal/shared/contracts';

/** The account calls of spec §7, with the payloads and answers of the contracts. */

/** A logged-in user and their session token. */
export type Session = Pick<LoginAnswer, 'user' | 'token'>;

export const register = (body: RegisterBody) => api.post<MessageAnswer>('/auth/register', body).then(({ data }) => data);

/** Logs in with this device's token, if an earlier login left one, and keeps the one the server returns. */
export const login = (body: Omit<LoginBody, 'deviceToken'>) => {
  const deviceToken = readDeviceToken();
  return api.post<LoginAnswer>('/auth/login', deviceToken ? { ...body, deviceToken } : body).then(({ data }) => {
    if (data.deviceToken) saveDeviceToken(data.deviceToken);
    return data;
  });
};

export const resendVerification = (email: string) =>
  api.post<ResendAnswer>('/auth/resend-verification', { email }).then(({ data }) => data);

export const requestPasswordReset = (email: string) =>
  api.post<MessageAnswer>('/auth/request-password-reset', { email }).then(({ data }) => data);

export const resetPassword = (body: ResetPasswordBody) => api.post<MessageAnswer>('/auth/reset-password', body).then(({ data }) => data);

const verifyPath = (token: string) => `/auth/verify-email/${encodeURIComponent(token)}`;

/**
 * Verification links work once, so one page view must never send two requests for the same token (React
 * runs effects twice in development). The request in flight is shared and forgotten once it settles.
 */
const verifying = new Map<string, Promise<VerifyEmailAnswer>>();

/**
 * §7: GET /auth/verify-email/{token}, with the fallback of a second, direct call. The second call is made
 * only when no answer arrived (a dropped connection): an answered failure is final, the token being single-use.
 */
export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  let request = verifying.get(token);
  if (!request) {
    const once = () => api.get<VerifyEmailAnswer>(verifyPath(token)).then(({ data }) => data);
    request = once()
      .catch((error: unknown) => (errorStatus(error) === undefined ? once() : Promise.reject(error)))
      .finally(() => verifying.delete(token));
    verifying.set(token, request);
  }
  return request;
}
