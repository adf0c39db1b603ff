import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { api, lastValue, messages } from '@portal/shared';
import { pending, resetPage } from '@portal/shared/testing';
import { renderAuth } from './test/helpers.js';

beforeEach(resetPage);
afterEach(cleanup);

describe('the accounts app', () => {
  it.each([
    ['/register', 'Register', 'Register'],
    ['/login', 'Login', 'Login'],
    ['/login/', 'Login', 'Login'],
    ['/forgot-password', 'Forgot password', 'Forgot password'],
    ['/verify-email/some-token-0123456789', 'Verifying your email address', 'Verify email'],
    ['/verify-email', 'Verification failed', 'Verify email'],
    ['/reset-password/some-token-0123456789', 'Reset password', 'Reset password'],
    ['/reset-password', 'Reset password', 'Reset password'],
  ])('shows %s with one h1, %s, titled %s', (path, heading, title) => {
    vi.spyOn(api, 'get').mockReturnValue(pending());
    renderAuth(path);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([heading]);
    expect(lastValue('page')).toEqual({ path, title });
  });

  it("shows 'Page not found' at an account path it does not know", () => {
    renderAuth('/login/help');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([messages.pageNotFound]);
    expect(screen.getByRole('link', { name: messages.backToHome }).getAttribute('href')).toBe('/');
  });
});
