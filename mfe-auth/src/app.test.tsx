import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { api } from '@portal/shared';
import { pending, renderAuth, resetAuthState } from './test/helpers.js';

beforeEach(resetAuthState);
afterEach(cleanup);

describe('the accounts app', () => {
  it.each([
    ['/register', 'Register'],
    ['/login', 'Login'],
    ['/login/', 'Login'],
    ['/forgot-password', 'Forgot password'],
    ['/verify-email/some-token-0123456789', 'Verifying your email address'],
    ['/verify-email', 'Verification failed'],
    ['/reset-password/some-token-0123456789', 'Reset password'],
  ])('shows %s with one h1, %s', (path, heading) => {
    vi.spyOn(api, 'get').mockReturnValue(pending());
    renderAuth(path);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([heading]);
  });

  it('renders nothing on a path it does not own', () => {
    const { container } = renderAuth('/dashboard');
    expect(container.querySelector('main')?.childElementCount).toBe(0);
  });
});
