import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publish } from '@portal/shared/bus';
import { startToasts, TOAST_DURATION_MS } from './toasts.js';

let stop: () => void;
const regions = () => ({
  visual: document.getElementById('visual')!,
  status: document.getElementById('status')!,
  alert: document.getElementById('alert')!,
});

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="visual"></div><div id="status" role="status"></div><div id="alert" role="alert"></div>';
  stop = startToasts(regions());
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast and closes it after 1000 ms', () => {
    publish('toast', { kind: 'success', text: 'Profile updated successfully' });
    expect(regions().visual.textContent).toBe('Profile updated successfully');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(regions().visual.textContent).toBe('');
    expect(TOAST_DURATION_MS).toBe(1000);
  });

  it('announces politely, and errors assertively, and keeps the words after the toast is gone', () => {
    publish('toast', { kind: 'warning', text: 'No State Selected' });
    publish('toast', { kind: 'error', text: 'Something went wrong' });
    vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
    expect(regions().status.textContent).toBe('No State Selected');
    expect(regions().alert.textContent).toBe('Something went wrong');
  });

  it('stays while the pointer rests on it', () => {
    publish('toast', { kind: 'info', text: 'Read me' });
    const toast = regions().visual.firstElementChild!;
    toast.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(5 * TOAST_DURATION_MS);
    expect(regions().visual.textContent).toBe('Read me');
    toast.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(regions().visual.textContent).toBe('');
  });
});
