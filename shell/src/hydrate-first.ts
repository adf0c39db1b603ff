import { REACHED_FOR_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/server-render';
import { failedWithin, onFailedRegionsChange } from '@portal/shared/remotes';

/**
 * Resolves when the app of `region` may load and hydrate: at once for the region a person reached for
 * before the portal started (`REACHED_FOR_ATTRIBUTE`), or for every region when nobody had; for the others,
 * once that region has hydrated or its app has failed there. The apps share one main thread: 'View All'
 * pressed on the home page's server HTML opened its dialog only after the top bar and the footer had
 * hydrated as well as the page (on a desktop of this machine, the page hydrated 60–90 ms after them).
 */
export function whenRegionMayHydrate(region: Element): Promise<void> {
  const first = document.querySelector(`[${REACHED_FOR_ATTRIBUTE}]`);
  if (!first || first === region) return Promise.resolve();
  return new Promise((resolve) => {
    const settled = () => {
      if (first.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && !failedWithin(first)) return;
      observer.disconnect();
      stopListening();
      resolve();
    };
    const observer = new MutationObserver(settled);
    observer.observe(first, { attributes: true, attributeFilter: [SERVER_RENDERED_ATTRIBUTE] });
    const stopListening = onFailedRegionsChange(settled);
    settled();
  });
}
