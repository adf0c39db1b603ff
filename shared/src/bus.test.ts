import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUS_VERSION, lastValue, publish, subscribe } from './bus.js';

const kebbi = { countryId: 1, countryName: 'Nigeria', stateId: 22, stateName: 'Kebbi' };

afterEach(() => {
  delete window.__portalBus;
});

describe('event bus', () => {
  it('delivers a published value to every subscriber', () => {
    const first = vi.fn();
    const second = vi.fn();
    subscribe('selection', first);
    subscribe('selection', second);
    publish('selection', kebbi);
    expect(first).toHaveBeenCalledWith(kebbi);
    expect(second).toHaveBeenCalledWith(kebbi);
  });

  it('replays the last value to an app that subscribes late', () => {
    publish('selection', kebbi);
    const late = vi.fn();
    subscribe('selection', late);
    expect(late).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledWith(kebbi);
    expect(lastValue('selection')).toEqual(kebbi);
  });

  it('does not replay toasts, which are events rather than state', () => {
    publish('toast', { kind: 'success', text: 'Saved' });
    const late = vi.fn();
    subscribe('toast', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const listener = vi.fn();
    const stop = subscribe('session', listener);
    stop();
    publish('session', null);
    expect(listener).not.toHaveBeenCalled();
  });

  it('meets a second copy of the package through window, and ignores other payload versions', () => {
    const listener = vi.fn();
    subscribe('selection', listener);
    // What another copy of the bus would send:
    window.dispatchEvent(new CustomEvent('portal:selection', { detail: { version: BUS_VERSION, value: kebbi } }));
    window.dispatchEvent(new CustomEvent('portal:selection', { detail: { version: BUS_VERSION + 1, value: {} } }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(kebbi);
  });
});
