import { describe, expect, it, vi } from 'vitest';
import type { LifeCycles } from 'single-spa';
import { messages } from '@portal/shared/messages';
import { resilientApp, type RegionProps } from './resilient-app.js';

function regionProps(): RegionProps {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return { name: 'schools', singleSpa: {}, mountParcel: vi.fn(), domElement } as unknown as RegionProps;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const working: LifeCycles<RegionProps> = {
  bootstrap: async () => undefined,
  mount: async ({ domElement }) => {
    domElement.innerHTML = '<h1>School</h1>';
  },
  unmount: async ({ domElement }) => {
    domElement.innerHTML = '';
  },
};

describe('resilient app region', () => {
  it('shows an alert with Retry when the remote fails to load, and mounts it on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('404 remoteEntry.js')).mockResolvedValue(working);
    const app = resilientApp(load);
    const props = regionProps();
    await (app.mount as (p: RegionProps) => Promise<void>)(props);

    const alert = props.domElement.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(messages.appLoadFailed);
    alert.querySelector('button')!.click();
    await flush();
    expect(props.domElement.innerHTML).toBe('<h1>School</h1>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the alert when the app throws while mounting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = resilientApp(async () => ({ ...working, mount: async () => Promise.reject(new Error('boom')) }));
    const props = regionProps();
    await (app.mount as (p: RegionProps) => Promise<void>)(props);
    expect(props.domElement.querySelector('[role="alert"] button')?.textContent).toBe(messages.retry);
  });

  it('gives a failed page app an h1, so the page keeps one heading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = resilientApp(async () => Promise.reject(new Error('offline')), { isPage: true });
    const props = regionProps();
    await (app.mount as (p: RegionProps) => Promise<void>)(props);
    expect(props.domElement.querySelector('[role="alert"] h1')?.textContent).toBe(messages.pageLoadFailed);
  });

  it('bootstraps the remote once and unmounts it cleanly', async () => {
    const bootstrap = vi.fn(async () => undefined);
    const app = resilientApp(async () => ({ ...working, bootstrap }));
    const props = regionProps();
    const mount = app.mount as (p: RegionProps) => Promise<void>;
    const unmount = app.unmount as (p: RegionProps) => Promise<void>;
    await mount(props);
    await unmount(props);
    await mount(props);
    expect(bootstrap).toHaveBeenCalledOnce();
    expect(props.domElement.innerHTML).toBe('<h1>School</h1>');
    await unmount(props);
    expect(props.domElement.innerHTML).toBe('');
  });
});
