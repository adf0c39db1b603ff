import * as runtimeCore from '@module-federation/runtime-core';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, provideRemoteLoader, type RemoteName } from '@portal/shared/remotes';

export type FederationManifest = Record<RemoteName, string>;

let federation: ModuleFederation | undefined;

/**
 * Reads the run-time manifest (written by the server, each URL overridable per app) and registers the
 * remotes, so a team can point production at a new build without rebuilding the shell.
 *
 * The shell is a host of the federation runtime alone, without the build plugin: it provides no shared
 * module and has no remote known at build time, and the plugin would add its bundler runtime (about 5 KB
 * gz) to `portal.js`. The remotes are built without the runtime (`experiments.externalRuntime` in
 * `@portal/shared/build`) and take the one they find on `_FEDERATION_RUNTIME_CORE`, which is what the
 * plugin's `provideExternalRuntime` would set.
 */
export async function startFederation(manifestUrl = '/federation.manifest.json'): Promise<FederationManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Federation manifest answered ${response.status}`);
  const manifest = (await response.json()) as FederationManifest;
  (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
  // 'loaded-first' as in the remotes (build/federation.ts): a shared module already on the page is used.
  federation = createInstance({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  federation.registerRemotes(
    REMOTE_NAMES.filter((name) => manifest[name]).map((name) => ({ name, entry: manifest[name] })),
    { force: true },
  );
  provideRemoteLoader(loadExposedModule);
  return manifest;
}

async function loadExposedModule(remote: RemoteName, exposed: string): Promise<unknown> {
  const module = await federation!.loadRemote(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}
