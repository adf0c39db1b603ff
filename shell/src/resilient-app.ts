import type { AppProps, LifeCycles } from 'single-spa';
import { shellText } from '@portal/shared/shell-words';
import { addFailedRegion, offersRetry, onFailedRegionsChange, retryFailedRemote, type RemoteName } from '@portal/shared/remotes';

export type RegionProps = AppProps & { domElement: HTMLElement };

/**
 * Wraps a remote app's lifecycles so that a failure to load it, or a throw while mounting it, shows an
 * accessible message in that app's region only, with Retry in the first failed region of the app, which
 * retries them all (`@portal/shared/remotes`). single-spa would otherwise mark the app broken and never
 * try again, and the page would show nothing where the app should be.
 */
export function resilientApp(
  load: () => Promise<LifeCycles<RegionProps>>,
  { remote, isPage = false }: { remote: RemoteName; isPage?: boolean },
): LifeCycles<RegionProps> {
  let lifecycles: LifeCycles<RegionProps> | null = null;
  let mounted = false;
  let withdrawError: (() => void) | null = null;

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
      withdrawError = showLoadError(props.domElement, remote, isPage, () => {
        withdrawError?.();
        props.domElement.replaceChildren();
        void tryMount(props);
      });
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: tryMount,
    async unmount(props) {
      withdrawError?.();
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
 * Returns a function that takes the region off the app's list of failed regions.
 */
function showLoadError(region: HTMLElement, remote: RemoteName, isPage: boolean, retry: () => void): () => void {
  const message = document.createElement('div');
  message.className = 'portal-load-error';
  const heading = document.createElement(isPage ? 'h1' : 'p');
  heading.textContent = shellText(isPage ? 'pageLoadFailed' : 'appLoadFailed');
  const text = document.createElement('p');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'portal-button';
  button.textContent = shellText('retry');
  button.addEventListener('click', () => retryFailedRemote(remote));
  message.append(heading, text);
  region.replaceChildren(message);

  // Only the app's first failed region offers Retry, as an alert; the others say where it is, quietly.
  const show = () => {
    const withRetry = offersRetry(remote, message);
    if (withRetry) message.setAttribute('role', 'alert');
    else message.removeAttribute('role');
    text.textContent = shellText(withRetry ? 'loadFailedHint' : 'loadFailedRetryShared');
    if (withRetry) message.append(button);
    else button.remove();
  };
  const stopShowing = onFailedRegionsChange(show);
  const withdraw = addFailedRegion(remote, message, retry);
  return () => {
    stopShowing();
    withdraw();
  };
}
