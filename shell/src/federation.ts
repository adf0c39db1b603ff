import * as runtimeCore from '@module-federation/runtime-core';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, provideRemoteLoader, type RemoteName } from '@portal/shared/remotes';

export type FederationManifest = Record<RemoteName, string>;

/**
 * How often an app's `remoteEntry.js`, or a chunk of a module it exposes (its shared modules included), is
 * asked for again after a failed request, and how long apart: a phone on a flaky network gets its app with
 * no error shown, and an app that is down for good shows its error and Retry about a second later.
 */
export const FETCH_RETRIES = { retryTimes: 2, retryDelay: 500 } as const;

let federation: ModuleFederation | undefined;
let firstModuleSettled!: () => void;
const firstModule = new Promise<void>((resolve) => (firstModuleSettled = resolve));

/**
 * Resolves once the first module asked of a remote (the page's app, which the portal loads first) has
 * loaded, with the shared modules it uses, or has failed to.
 */
export const whenFirstModuleHasLoaded = () => firstModule;

/**
 * Reads the run-time manifest (written by the server, each URL overridable per app) and registers the
 * remotes with `@module-federation/enhanced`'s runtime, so a team can point production at a new build
 * without rebuilding the shell.
 *
 * The shell is a host of the runtime alone, without the build plugin: it provides no shared module and has
 * no remote known at build time, and the plugin would add its bundler runtime to `portal.js`. The remotes
 * are built without the runtime (`experiments.externalRuntime` in `@portal/shared/build`) and take this one
 * from `_FEDERATION_RUNTIME_CORE`, which is what the plugin's `provideExternalRuntime` would set. All of it
 * is in `portal.js`, which a page the server rendered loads at its first use: none of it is on the load path.
 */
export async function startFederation(manifestUrl = '/federation.manifest.json'): Promise<FederationManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Federation manifest answered ${response.status}`);
  const manifest = (await response.json()) as FederationManifest;
  (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
  federation = createInstance({
    name: 'shell',
    remotes: [],
    // As in the remotes (@portal/shared/build): a shared module already on the page is used.
    shareStrategy: 'loaded-first',
    plugins: [RetryPlugin({ script: FETCH_RETRIES })],
  });
  federation.registerRemotes(
    REMOTE_NAMES.filter((name) => manifest[name]).map((name) => ({ name, entry: manifest[name] })),
    { force: true },
  );
  provideRemoteLoader(loadExposedModule);
  return manifest;
}

async function loadExposedModule(remote: RemoteName, exposed: string): Promise<unknown> {
  try {
    const module = await federation!.loadRemote(`${remote}/${exposed.replace(/^\.\//, '')}`);
    if (!module) throw new Error(`${remote}/${exposed} could not be loaded`);
    return module;
  } finally {
    firstModuleSettled();
  }
}
