import { api, errorStatus, readDeviceToken, saveDeviceToken, type User } from '@portal/shared';

/** The account calls of spec §7, with the payloads and answers the pages read. */

export interface Session {
  user: User;
  token: string;
}

export interface VerifyAnswer {
  success: boolean;
  message?: string;
  token?: string;
  user?: User;
}

export const register = (body: { email: string; password: string; lastname: string; firstname: string }) =>
  api.post<{ message?: string }>('/auth/register', body).then(({ data }) => data);

/** Logs in with this device's token, if an earlier login left one, and keeps the one the server returns. */
export const login = (body: { email: string; password: string }) => {
  const deviceToken = readDeviceToken();
  return api.post<Session & { deviceToken?: string }>('/auth/login', deviceToken ? { ...body, deviceToken } : body).then(({ data }) => {
    if (data.deviceToken) saveDeviceToken(data.deviceToken);
    return data;
  });
};

export const resendVerification = (email: string) =>
  api.post<{ success: boolean; message?: string }>('/auth/resend-verification', { email }).then(({ data }) => data);

export const requestPasswordReset = (email: string) =>
  api.post<{ message?: string }>('/auth/request-password-reset', { email }).then(({ data }) => data);

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api.post<{ message?: string }>('/auth/reset-password', body).then(({ data }) => data);

const verifyPath = (token: string) => `/auth/verify-email/${encodeURIComponent(token)}`;

/**
 * Verification links work once, so one page view must never send two requests for the same token (React
 * runs effects twice in development). The request in flight is shared and forgotten once it settles.
 */
const verifying = new Map<string, Promise<VerifyAnswer>>();

/**
 * §7: GET /auth/verify-email/{token}, with the fallback of a second, direct call. The second call is made
 * only when no answer arrived (a dropped connection): an answered failure is final, the token being single-use.
 */
export function verifyEmail(token: string): Promise<VerifyAnswer> {
  let request = verifying.get(token);
  if (!request) {
    const once = () => api.get<VerifyAnswer>(verifyPath(token)).then(({ data }) => data);
    request = once()
      .catch((error: unknown) => (errorStatus(error) === undefined ? once() : Promise.reject(error)))
      .finally(() => verifying.delete(token));
    verifying.set(token, request);
  }
  return request;
}
