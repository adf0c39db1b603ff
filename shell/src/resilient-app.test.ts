import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LifeCycles } from 'single-spa';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { resilientApp, type RegionProps } from './resilient-app.js';

const sharedEnglish = sharedWords.in('en');

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

afterEach(() => {
  delete window.__portalFailedRegions;
  document.body.replaceChildren();
});

describe('resilient app region', () => {
  it('shows an alert with Retry when the remote fails to load, and mounts it on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('404 remoteEntry.js')).mockResolvedValue(working);
    const app = resilientApp(load, { remote: 'mfe_schools' });
    const props = regionProps();
    await (app.mount as (p: RegionProps) => Promise<void>)(props);

    const alert = props.domElement.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(sharedEnglish('appLoadFailed'));
    alert.querySelector('button')!.click();
    await flush();
    expect(props.domElement.innerHTML).toBe('<h1>School</h1>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the alert when the app throws while mounting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = resilientApp(async () => ({ ...working, mount: async () => Promise.reject(new Error('boom')) }), { remote: 'mfe_schools' });
    const props = regionProps();
    await (app.mount as (p: RegionProps) => Promise<void>)(props);
    expect(props.domElement.querySelector('[role="alert"] button')?.textContent).toBe(sharedEnglish('retry'));
  });

  it('gives a failed page app an h1, so the page keeps one heading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = resilientApp(async () => Promise.reject(new Error('offline')), { remote: 'mfe_schools', isPage: true });
    const props = regionProps();
    await (app.mount as (p: RegionProps) => Promise<void>)(props);
    expect(props.domElement.querySelector('[role="alert"] h1')?.textContent).toBe(sharedEnglish('pageLoadFailed'));
  });

  it('bootstraps the remote once and unmounts it cleanly', async () => {
    const bootstrap = vi.fn(async () => undefined);
    const app = resilientApp(async () => ({ ...working, bootstrap }), { remote: 'mfe_schools' });
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

  it('offers one Retry for an app that failed in two regions, and Retry reloads both', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(working);
    const header = regionProps();
    const page = regionProps();
    await (resilientApp(load, { remote: 'mfe_public' }).mount as (p: RegionProps) => Promise<void>)(header);
    await (resilientApp(load, { remote: 'mfe_public', isPage: true }).mount as (p: RegionProps) => Promise<void>)(page);

    expect(document.querySelectorAll('button')).toHaveLength(1);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(header.domElement.querySelector('[role="alert"] button')?.textContent).toBe(sharedEnglish('retry'));
    expect(page.domElement.querySelector('h1')?.textContent).toBe(sharedEnglish('pageLoadFailed'));
    expect(page.domElement.textContent).toContain(sharedEnglish('loadFailedRetryShared'));

    header.domElement.querySelector('button')!.click();
    await flush();
    expect(header.domElement.innerHTML).toBe('<h1>School</h1>');
    expect(page.domElement.innerHTML).toBe('<h1>School</h1>');
  });
});
