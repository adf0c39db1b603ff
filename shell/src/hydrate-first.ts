import { PARCEL_LOADING_ATTRIBUTE, REACHED_FOR_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/server-render';
import { failedWithin, onFailedRegionsChange } from '@portal/shared/remotes';

/** Is the region's answer still to come: not hydrated yet, or a parcel of it still loading, and nothing failed? */
const stillComing = (region: Element) =>
  (region.hasAttribute(SERVER_RENDERED_ATTRIBUTE) || region.querySelector(`[${PARCEL_LOADING_ATTRIBUTE}]`) !== null) &&
  !failedWithin(region);

/**
 * Resolves when the app of `region` may load and hydrate: at once for the region a person reached for
 * before the portal started (`REACHED_FOR_ATTRIBUTE`), or for every region when nobody had; for the others,
 * once that region has hydrated and the parcels it loads then have mounted, or its app has failed there.
 * The apps share one main thread: 'View All' pressed on the home page's server HTML opened its dialog only
 * after the top bar and the footer had hydrated as well as the page (on a desktop of this machine, the page
 * hydrated 60–90 ms after them); and once the page was first, a parcel loaded when the press is made again
 * on the hydrated page (the dialog's app, then) still shared the thread with their hydration, 90 ms of it.
 */
export function whenRegionMayHydrate(region: Element): Promise<void> {
  const first = document.querySelector(`[${REACHED_FOR_ATTRIBUTE}]`);
  if (!first || first === region) return Promise.resolve();
  return new Promise((resolve) => {
    let check: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      if (stillComing(first)) return;
      observer.disconnect();
      stopListening();
      clearTimeout(check);
      resolve();
    };
    // The press kept until the region hydrated is made again as it does (`keepPressesUntilHydrated`), and
    // the parcel it asks for is marked loading once its app has rendered: looked at after that task.
    const settledAfterTask = () => {
      clearTimeout(check);
      check = setTimeout(settled);
    };
    const observer = new MutationObserver(settledAfterTask);
    observer.observe(first, { attributes: true, attributeFilter: [SERVER_RENDERED_ATTRIBUTE, PARCEL_LOADING_ATTRIBUTE], subtree: true });
    const stopListening = onFailedRegionsChange(settled);
    settled();
  });
}
