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

describe('the alert region, once its error no longer applies (issue 37)', () => {
  const user = { id: 1, firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', role: 'user' as const, isVerified: true, token: 't' };
  const alertAfter = (ms: number) => {
    vi.advanceTimersByTime(ms);
    return regions().alert.textContent;
  };
  const goTo = (path: string) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
  };

  afterEach(() => {
    publish('session', null);
    window.history.pushState(null, '', '/');
  });

  it('is emptied when a success is announced, such as the save that follows the error', () => {
    publish('toast', { kind: 'error', text: 'Fill all required fields' });
    expect(alertAfter(100)).toBe('Fill all required fields');
    publish('toast', { kind: 'success', text: 'Profile updated successfully' });
    expect(alertAfter(100)).toBe('');
    expect(regions().status.textContent).toBe('Profile updated successfully');
  });

  it('is not emptied by a notice that is not a success', () => {
    publish('toast', { kind: 'error', text: 'Fill all required fields' });
    publish('toast', { kind: 'warning', text: 'No State Selected' });
    expect(alertAfter(100)).toBe('Fill all required fields');
  });

  it('is emptied on logout, and an error sent as the session ends is still said', () => {
    publish('session', user);
    publish('toast', { kind: 'error', text: 'Fill all required fields' });
    vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
    publish('session', null);
    expect(regions().alert.textContent).toBe('');
    // §8: a refused session ends the session, then says so.
    publish('session', user);
    publish('session', null);
    publish('toast', { kind: 'error', text: 'Unauthorized! Logging Out...' });
    expect(alertAfter(100)).toBe('Unauthorized! Logging Out...');
  });

  it('is emptied when the path changes once its toast has gone, not by a hash change', () => {
    goTo('/dashboard/profile');
    publish('toast', { kind: 'error', text: 'Fill all required fields' });
    vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
    goTo('/dashboard/profile#first-name');
    expect(regions().alert.textContent).toBe('Fill all required fields');
    goTo('/');
    expect(regions().alert.textContent).toBe('');
  });

  it('keeps an error whose toast is still on screen across the navigation it explains', () => {
    goTo('/dashboard');
    publish('toast', { kind: 'error', text: 'Unauthorized! Logging Out...' });
    vi.advanceTimersByTime(100);
    goTo('/');
    expect(regions().alert.textContent).toBe('Unauthorized! Logging Out...');
  });

  it('drops an error not yet written when the path changes', () => {
    publish('toast', { kind: 'error', text: 'Fill all required fields' });
    regions().visual.replaceChildren();
    goTo('/about');
    expect(alertAfter(100)).toBe('');
  });
});
