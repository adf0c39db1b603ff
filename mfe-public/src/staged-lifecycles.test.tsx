import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { stagedLifecycles } from './staged-lifecycles.js';

describe('an app evaluated in stages', () => {
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
