import type { AppProps, LifeCycles } from 'single-spa';
import { messages } from '@portal/shared/messages';

export type RegionProps = AppProps & { domElement: HTMLElement };

/**
 * Wraps a remote app's lifecycles so that a failure to load it, or a throw while mounting it, shows an
 * accessible message with a Retry button in that app's region only. single-spa would otherwise mark the
 * app broken and never try again, and the page would show nothing where the app should be.
 */
export function resilientApp(
  load: () => Promise<LifeCycles<RegionProps>>,
  { isPage = false }: { isPage?: boolean } = {},
): LifeCycles<RegionProps> {
  let lifecycles: LifeCycles<RegionProps> | null = null;
  let mounted = false;

  async function mountRemote(props: RegionProps) {
    if (!lifecycles) {
      const loaded = await load();
      await run(loaded.bootstrap, props);
      lifecycles = loaded;
    }
    await run(lifecycles.mount, props);
    mounted = true;
  }

  async function tryMount(props: RegionProps) {
    try {
      await mountRemote(props);
    } catch (error) {
      console.error(`${props.name} failed to load`, error);
      showLoadError(props.domElement, isPage, () => {
        props.domElement.replaceChildren();
        void tryMount(props);
      });
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: tryMount,
    async unmount(props) {
      if (mounted && lifecycles) await run(lifecycles.unmount, props);
      mounted = false;
      props.domElement.replaceChildren();
    },
  };
}

type Lifecycle = LifeCycles<RegionProps>['mount'];
async function run(lifecycle: Lifecycle | undefined, props: RegionProps) {
  for (const step of [lifecycle ?? []].flat()) await step(props);
}

/**
 * Same words and roles as `LoadError` in @portal/shared, built without React: here React may be what
 * failed. When the failed app is the page itself, the message is the page's h1, so the page still has one.
 */
function showLoadError(region: HTMLElement, isPage: boolean, onRetry: () => void) {
  const alert = document.createElement('div');
  alert.className = 'portal-load-error';
  alert.setAttribute('role', 'alert');
  const heading = document.createElement(isPage ? 'h1' : 'p');
  heading.textContent = isPage ? messages.pageLoadFailed : messages.appLoadFailed;
  const text = document.createElement('p');
  text.textContent = messages.loadFailedHint;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'portal-button';
  button.textContent = messages.retry;
  button.addEventListener('click', onRetry, { once: true });
  alert.append(heading, text, button);
  region.replaceChildren(alert);
}
