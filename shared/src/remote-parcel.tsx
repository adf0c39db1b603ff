import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SingleSpaContext } from 'single-spa-react';
import type { Parcel, ParcelConfig, mountRootParcel } from 'single-spa';
import { addFailedRegion, loadExposed, offersRetry, onFailedRegionsChange, retryFailedRemote, type RemoteName } from './remotes.js';
import { LoadError } from './data/load-error.js';
import { PARCEL_LOADING_ATTRIBUTE, PARCEL_SLOT_ATTRIBUTE, parcelSlotName, type ParcelRegion } from './server-render.js';
import './remote-parcel.css';

interface RemoteParcelProps {
  remote: RemoteName;
  /** The exposed module, which must export `parcel` (a single-spa parcel config). */
  exposed: ParcelRegion;
  /** Whether to load the parcel now (by default); until then a slot the server filled shows its HTML, inert. */
  load?: boolean;
  /** Text for the region while it loads. */
  loading?: ReactNode;
  className?: string;
  /** Only outside a single-spa app (tests): apps get it from single-spa-react's context. */
  mountParcel?: typeof mountRootParcel;
}

/** single-spa-react makes its context with the first app's lifecycles: on the server, never. */
const OUTSIDE_AN_APP = createContext(undefined);

/** The slot's own children are the parcel's, never React's: the server's HTML in it stays through hydration. */
const PARCEL_OWNS_IT = { __html: '' };

/**
 * Mounts another app's parcel by name through the federation runtime, into a slot of its own. The server
 * may have filled the slot with the parcel's HTML (see the root README, "Server rendering"): the parcel then
 * hydrates it. If the app cannot be loaded or throws on mount, this region alone shows a message; the page
 * around it keeps working. The first failed region of the app offers Retry, which reloads every region of
 * that app (one Retry per failed app).
 */
export function RemoteParcel({ remote, exposed, load = true, loading = null, className, mountParcel }: RemoteParcelProps) {
  const slot = useRef<HTMLDivElement>(null);
  const context = useContext(SingleSpaContext ?? OUTSIDE_AN_APP) as { mountParcel?: typeof mountRootParcel } | undefined;
  const mount = mountParcel ?? context?.mountParcel;
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const [mounted, setMounted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return undefined;
    let active = true;
    loadExposed<{ parcel: ParcelConfig }>(remote, exposed).then(
      (module) => active && setConfig(() => module.parcel),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [remote, exposed, attempt, load]);

  // single-spa mounts and unmounts a parcel asynchronously: each step waits for the last, so that a
  // remount (StrictMode's, or Retry's) never meets the last root still in the slot.
  const steps = useRef(Promise.resolve());
  useEffect(() => {
    if (!config || !mount) return undefined;
    const domElement = slot.current!;
    let active = true;
    let parcel: Parcel | undefined;
    steps.current = steps.current.then(async () => {
      if (!active) return;
      parcel = mount(config, { domElement });
      await parcel.mountPromise.then(
        () => active && setMounted(true),
        () => active && setFailed(true),
      );
    });
    return () => {
      active = false;
      setMounted(false);
      steps.current = steps.current
        .then(() => (parcel?.getStatus() === 'MOUNTED' ? parcel.unmount().then(() => undefined) : undefined))
        .catch(() => undefined);
    };
  }, [config, mount]);

  const retry = useCallback(() => {
    setFailed(false);
    setConfig(null);
    setAttempt((n) => n + 1);
  }, []);

  return (
    <>
      <div
        ref={slot}
        className={className}
        {...{
          [PARCEL_SLOT_ATTRIBUTE]: parcelSlotName(remote, exposed),
          [PARCEL_LOADING_ATTRIBUTE]: load && !mounted && !failed ? '' : undefined,
        }}
        hidden={failed}
        dangerouslySetInnerHTML={PARCEL_OWNS_IT}
        suppressHydrationWarning
      />
      {failed ? (
        <FailedRegion remote={remote} onRetry={retry} className={className} />
      ) : (
        !mounted && loading !== null && <div className="portal-parcel-loading">{loading}</div>
      )}
    </>
  );
}

interface FailedRegionProps {
  remote: RemoteName;
  onRetry: () => void;
  className?: string | undefined;
}

/** A region of a failed app, listed with the app's other failed regions so that only one offers Retry. */
function FailedRegion({ remote, onRetry, className }: FailedRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => addFailedRegion(remote, ref.current!, onRetry), [remote, onRetry]);
  const withRetry = useSyncExternalStore(onFailedRegionsChange, () => !ref.current || offersRetry(remote, ref.current));
  return <LoadError ref={ref} onRetry={withRetry ? () => retryFailedRemote(remote) : undefined} className={className} />;
}
