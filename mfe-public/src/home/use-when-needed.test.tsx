import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useWhenNeeded } from './use-when-needed.js';

/** The browser's IntersectionObserver, reduced to what the region uses, with a way to scroll it into view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  constructor(readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

function Region() {
  const region = useRef<HTMLDivElement>(null);
  return <div ref={region}>{useWhenNeeded(region) ? <p>The map</p> : <p>Loading the map…</p>}</div>;
}

const renderRegion = () => render(<Region />);

describe('a region loaded when needed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its placeholder until it nears the viewport', () => {
    renderRegion();
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    act(() => FakeIntersectionObserver.last!.report([{ isIntersecting: false }]));
    expect(screen.queryByText('The map')).toBeNull();
    act(() => FakeIntersectionObserver.last!.report([{ isIntersecting: true }]));
    expect(screen.getByText('The map')).toBeTruthy();
    expect(screen.queryByText('Loading the map…')).toBeNull();
  });

  it('loads at the first key press, so that a keyboard user tabbing towards it finds it there', () => {
    renderRegion();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(screen.getByText('The map')).toBeTruthy();
  });

  it('loads anyway a few seconds after the page rendered, for a screen reader that scrolls nothing', () => {
    renderRegion();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByText('The map')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('The map')).toBeTruthy();
  });
});
