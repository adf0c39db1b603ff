import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';

type Lifecycle = (props: AppProps) => Promise<unknown>;
interface Lifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

/** What follows runs in a new task, after the browser has had its turn (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * React Aria checks the browser's locale as its module is evaluated, with
 * `Intl.DateTimeFormat.supportedLocalesOf`, and the first such call loads the browser's locale data: 100–145
 * ms on a 4× throttled phone, most of React Aria's evaluation. Asked first, in a task of its own while
 * React DOM downloads, it no longer lengthens that task. (The answer is cached by the browser.)
 */
function loadLocaleData(): void {
  Intl.DateTimeFormat.supportedLocalesOf([navigator.language || 'en-US']);
}

/**
 * single-spa lifecycles for a React root whose code is evaluated in stages, each in its own task: the
 * browser's locale data, React DOM, React Aria, then the app. Evaluated together they were one task of
 * about half a second on a throttled phone, during which the page could not answer a tap. The apps of
 * this package share the stages: whichever starts first evaluates them. `beforeMount` runs before each
 * mount, once the stages are done. Each root has the package's words (`publicWords`), in the page's language.
 */
export function stagedLifecycles(loadRoot: () => Promise<ComponentType>, beforeMount?: () => Promise<void>): Lifecycles {
  let loading: Promise<Lifecycles> | undefined;
  const app = () =>
    (loading ??= (async () => {
      const reactDom = import('react-dom/client');
      await nextTask();
      loadLocaleData();
      await reactDom;
      await nextTask();
      await import('@portal/shared/ui');
      await nextTask();
      const [{ appLifecycles }, Root, { publicWords }] = await Promise.all([
        import('@portal/shared'),
        loadRoot(),
        import('./i18n/words.js'),
      ]);
      return appLifecycles(Root, publicWords) as Lifecycles;
    })());
  return {
    bootstrap: async (props) => (await app()).bootstrap(props),
    mount: async (props) => {
      const lifecycles = await app();
      await beforeMount?.();
      return lifecycles.mount(props);
    },
    unmount: async (props) => (await app()).unmount(props),
  };
}
