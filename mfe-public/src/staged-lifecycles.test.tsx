import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { stagedLifecycles } from './staged-lifecycles.js';

// What happens first as the app starts: the locale check, or React Aria's evaluation (which makes it).
const firsts = vi.hoisted(() => [] as string[]);
vi.mock('@portal/shared/ui', async (importOriginal) => {
  firsts.push('React Aria evaluated');
  return importOriginal();
});

describe('an app evaluated in stages', () => {
  // First in this file: React Aria is evaluated once per file.
  it("loads the browser's locale data before React Aria is evaluated, so that task stays short", async () => {
    const lifecycles = stagedLifecycles(async () => () => null);
    const props = { name: 'mfe_public', domElement: document.createElement('div') } as unknown as AppProps;
    const { supportedLocalesOf } = Intl.DateTimeFormat;
    const localeCheck = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) => {
      firsts.push('locale data loaded');
      return supportedLocalesOf(locales);
    });
    await lifecycles.bootstrap(props);
    // The browser's locale data is loaded before React Aria, which would otherwise load it as it is evaluated.
    expect(firsts.slice(0, 2)).toEqual(['locale data loaded', 'React Aria evaluated']);
    localeCheck.mockRestore();
  });

  it('loads its root once, then mounts it into its region and unmounts it as single-spa asks', async () => {
    let loads = 0;
    const lifecycles = stagedLifecycles(async () => {
      loads += 1;
      return function Greeting() {
        return <p>Welcome to the portal</p>;
      };
    });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { name: 'mfe_public', domElement } as unknown as AppProps;

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await waitFor(() => expect(domElement.textContent).toBe('Welcome to the portal'));
    await lifecycles.unmount(props);
    expect(domElement.textContent).toBe('');
    await lifecycles.mount(props);
    await waitFor(() => expect(domElement.textContent).toBe('Welcome to the portal'));
    expect(loads).toBe(1);
    await lifecycles.unmount(props);
    domElement.remove();
  });
});
