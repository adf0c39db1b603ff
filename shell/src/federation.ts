import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, provideRemoteLoader, type RemoteName } from '@portal/shared/remotes';

export type FederationManifest = Record<RemoteName, string>;

/**
 * Reads the run-time manifest (written by the server, each URL overridable per app) and registers the
 * remotes, so a team can point production at a new build without rebuilding the shell.
 */
export async function startFederation(manifestUrl = '/federation.manifest.json'): Promise<FederationManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Federation manifest answered ${response.status}`);
  const manifest = (await response.json()) as FederationManifest;
  registerRemotes(
    REMOTE_NAMES.filter((name) => manifest[name]).map((name) => ({ name, entry: manifest[name] })),
    { force: true },
  );
  provideRemoteLoader(loadExposedModule);
  return manifest;
}

async function loadExposedModule(remote: RemoteName, exposed: string): Promise<unknown> {
  const module = await loadRemote(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}
