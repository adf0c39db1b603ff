import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedEnglish } from '../../test/testing.js';
import { expectNoAxeViolations } from '@portal/shared/testing';
import { LoadingPage } from './loading-page.js';

afterEach(cleanup);

const page = (load: Parameters<typeof LoadingPage>[0]['load']) =>
  render(
    <main>
      <LoadingPage
        load={load}
        className="page"
        loading="Loading the school…"
        title="School details"
        message="The school could not be loaded."
      />
    </main>,
  );

describe('LoadingPage', () => {
  it('says the page is loading, busy, so the shell moves focus only once the content is there', async () => {
    const { container } = page({ status: 'loading', retry: () => undefined });
    expect(screen.getByRole('status').textContent).toBe('Loading the school…');
    expect(container.querySelector('.page')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
    await expectNoAxeViolations();
  });

  it('keeps the page’s title as its h1 when it could not be loaded, with what failed and Retry', async () => {
    const retry = vi.fn();
    const { container } = page({ status: 'failed', retry });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('School details');
    expect(screen.getByRole('alert').textContent).toContain('The school could not be loaded.');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: sharedEnglish('retry') }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
