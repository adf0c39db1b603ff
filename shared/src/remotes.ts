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
