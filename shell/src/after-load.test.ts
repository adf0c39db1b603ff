import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintWhenIdle } from './after-load.js';

/** A stand-in for the browser's paint timing: `paint(name)` delivers a paint entry to the observers. */
function fakePaintTiming({ supported }: { supported: boolean }) {
  const observers = new Set<{ callback: PerformanceObserverCallback; observer: PerformanceObserver }>();
  class FakePerformanceObserver {
    static supportedEntryTypes = supported ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.add({ callback: this.callback, observer: this as unknown as PerformanceObserver });
    }
    disconnect() {
      for (const entry of observers) if (entry.observer === (this as unknown as PerformanceObserver)) observers.delete(entry);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const { callback, observer } of [...observers]) callback(list, observer);
    },
    get observing() {
      return observers.size;
    },
  };
}

describe('afterFirstPaintWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits, on a loaded page, for its first contentful paint, then for the browser to be idle', () => {
    const paintTiming = fakePaintTiming({ supported: true });
    const task = vi.fn();
    afterFirstPaintWhenIdle(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    paintTiming.paint('first-paint');
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    paintTiming.paint('first-contentful-paint');
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    expect(paintTiming.observing).toBe(0);
  });

  it('runs after the load where the browser has no paint timing', () => {
    fakePaintTiming({ supported: false });
    const task = vi.fn();
    afterFirstPaintWhenIdle(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
