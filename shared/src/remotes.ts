/** The five federated apps, by their federation names. */
export const REMOTE_NAMES = ['mfe_public', 'mfe_map', 'mfe_schools', 'mfe_auth', 'mfe_dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Loads module `exposed` (such as `./panel`) of a remote app; provided by the shell's federation runtime. */
export type RemoteLoader = (remote: RemoteName, exposed: string) => Promise<unknown>;

declare global {
  interface Window {
    __portalLoadRemote?: RemoteLoader;
  }
}

/** Called once by the shell, so that apps can mount each other's parcels without knowing the runtime. */
export function provideRemoteLoader(loader: RemoteLoader): void {
  window.__portalLoadRemote = loader;
}

export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const loader = window.__portalLoadRemote;
  if (!loader) throw new Error('No remote loader: the shell has not started');
  const module = await loader(remote, exposed);
  if (!module) throw new Error(`${remote}/${exposed} did not load`);
  return module as T;
}

/**
 * One Retry per failed app. Every region whose app failed to load (a shell region, or a parcel such as the
 * map and its panel) is listed here under its app. Only the first of them in the page offers Retry, and
 * that Retry reloads every region of the app: two buttons doing the same thing would be two tab stops and
 * two alerts for one problem. Kept on `window`, like the loader, so the shell and the apps share it.
 */
interface FailedRegion {
  element: Element;
  retry: () => void;
}

interface FailedRegions {
  byRemote: Map<RemoteName, FailedRegion[]>;
  listeners: Set<() => void>;
}

declare global {
  interface Window {
    __portalFailedRegions?: FailedRegions;
  }
}

const failedRegions = (): FailedRegions => (window.__portalFailedRegions ??= { byRemote: new Map(), listeners: new Set() });

function changed(): void {
  failedRegions().listeners.forEach((listener) => listener());
}

/** Lists a failed region of `remote`, shown by `element`; returns a function that takes it off the list. */
export function addFailedRegion(remote: RemoteName, element: Element, retry: () => void): () => void {
  const region: FailedRegion = { element, retry };
  const { byRemote } = failedRegions();
  byRemote.set(remote, [...(byRemote.get(remote) ?? []), region]);
  changed();
  return () => {
    const left = (byRemote.get(remote) ?? []).filter((listed) => listed !== region);
    if (left.length > 0) byRemote.set(remote, left);
    else byRemote.delete(remote);
    changed();
  };
}

/** Whether the region shown by `element` is the one of its app that offers Retry: the first in the page. */
export function offersRetry(remote: RemoteName, element: Element): boolean {
  const regions = (failedRegions().byRemote.get(remote) ?? []).filter((region) => region.element.isConnected);
  const first = regions.reduce<Element | null>(
    (earliest, { element: candidate }) =>
      earliest === null || earliest.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING ? candidate : earliest,
    null,
  );
  return first === null || first === element;
}

/** Whether an app failed to load inside `element` (and says so there). */
export function failedWithin(element: Element): boolean {
  return [...failedRegions().byRemote.values()].some((regions) => regions.some((region) => element.contains(region.element)));
}

/** Retries every failed region of `remote`. */
export function retryFailedRemote(remote: RemoteName): void {
  const regions = failedRegions().byRemote.get(remote) ?? [];
  failedRegions().byRemote.delete(remote);
  changed();
  regions.forEach((region) => region.retry());
}

/** Calls `listener` whenever the list changes; returns a function that stops it. */
export function onFailedRegionsChange(listener: () => void): () => void {
  failedRegions().listeners.add(listener);
  return () => failedRegions().listeners.delete(listener);
}
