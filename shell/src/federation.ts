import { provideRemoteLoader, type RemoteName } from '@portal/shared/remotes';

export type FederationManifest = Record<RemoteName, string>;

/** A remote app's `remoteEntry.js` once run: a webpack Module Federation container. */
interface Container {
  init(shareScope: ShareScope): Promise<void> | void;
  get(exposed: string): Promise<() => unknown>;
}

/** What the apps offer each other (React, @portal/shared and the rest), filled by each container's `init`. */
type ShareScope = Record<string, unknown>;

declare global {
  interface Window {
    /** Each container sets itself here under its federation name (`library` in @portal/shared/build). */
    [container: `mfe_${string}`]: Container | undefined;
  }
}

/** The page's one share scope: every app's shared modules meet here, so a page has one React. */
const shareScope: ShareScope = {};
/** Where each app's `remoteEntry.js` is, as the run-time manifest says. */
let entryUrls: Partial<FederationManifest> = {};
/** Each app's container, started once; a failed load is forgotten, so a Retry loads it again. */
const containers = new Map<RemoteName, Promise<Container>>();

/**
 * Reads the run-time manifest (written by the server, each URL overridable per app) and provides the
 * apps' loader, so a team can point production at a new build without rebuilding the shell.
 *
 * The remotes are built with webpack's own Module Federation (`@portal/shared/build`), and the shell
 * starts their containers the way webpack documents for remotes known only at run time: run the
 * `remoteEntry.js`, `init` it with the share scope, `get` the exposed module. The shell has no shared
 * module of its own and no remote known at build time, so that is all the runtime it needs.
 */
export async function startFederation(manifestUrl = '/federation.manifest.json'): Promise<FederationManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Federation manifest answered ${response.status}`);
  const manifest = (await response.json()) as FederationManifest;
  entryUrls = manifest;
  provideRemoteLoader(loadExposedModule);
  return manifest;
}

async function loadExposedModule(remote: RemoteName, exposed: string): Promise<unknown> {
  const container = await startedContainer(remote);
  const factory = await container.get(exposed);
  return factory();
}

function startedContainer(remote: RemoteName): Promise<Container> {
  let started = containers.get(remote);
  if (!started) {
    started = startContainer(remote);
    started.catch(() => containers.delete(remote));
    containers.set(remote, started);
  }
  return started;
}

async function startContainer(remote: RemoteName): Promise<Container> {
  const url = entryUrls[remote];
  if (!url) throw new Error(`${remote} is not in the federation manifest`);
  await runScript(url);
  const container = window[remote];
  if (!container) throw new Error(`${url} did not define ${remote}`);
  await container.init(shareScope);
  return container;
}

function runScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => {
      // Gone, so that a Retry adds a fresh one.
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.append(script);
  });
}
