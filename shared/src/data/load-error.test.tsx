import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedEnglish } from '../../test/testing.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { LoadError } from './load-error.js';
import { accountMessages } from '@portal/shared/account-messages';

afterEach(cleanup);

describe('LoadError', () => {
  it('says the part of the page could not be loaded, as an alert, and loads it again on Retry', async () => {
    const retry = vi.fn();
    render(<LoadError onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(sharedEnglish('appLoadFailed'));
    await expectNoAxeViolations(document.body, { fragment: true });
    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says what failed in the page’s own words', () => {
    render(<LoadError message={accountMessages.rolesLoadFailed} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain(accountMessages.rolesLoadFailed);
    expect(screen.queryByText(sharedEnglish('appLoadFailed'))).toBeNull();
  });

  it('keeps Retry but is not announced again where a toast already says it', async () => {
    render(<LoadError message={accountMessages.rolesLoadFailed} onRetry={() => undefined} announce={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(accountMessages.rolesLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: sharedEnglish('retry') })).toBeTruthy();
    await expectNoAxeViolations(document.body, { fragment: true });
  });

  it('without Retry, quietly says that the message before it has the Retry that loads it too', () => {
    render(<LoadError />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(sharedEnglish('loadFailedRetryShared'))).toBeTruthy();
  });
});
