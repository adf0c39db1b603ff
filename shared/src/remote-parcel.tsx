import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { ParcelConfig, mountRootParcel } from 'single-spa';
import { addFailedRegion, loadExposed, offersRetry, onFailedRegionsChange, retryFailedRemote, type RemoteName } from './remotes.js';
import { LoadError } from './data/load-error.js';

interface RemoteParcelProps {
  remote: RemoteName;
  /** The exposed module, which must export `parcel` (a single-spa parcel config). */
  exposed: string;
  /** Props handed to the parcel's components. */
  parcelProps?: Record<string, unknown>;
  /** Text for the region while it loads. */
  loading?: ReactNode;
  className?: string;
  /** Only outside a single-spa app (tests): apps get it from single-spa-react's context. */
  mountParcel?: typeof mountRootParcel;
}

/**
 * Mounts another app's parcel by name through the federation runtime. If the app cannot be loaded or
 * throws on mount, this region alone shows a message; the page around it keeps working. The first failed
 * region of the app offers Retry, which reloads every region of that app (one Retry per failed app).
 */
export function RemoteParcel({ remote, exposed, parcelProps = {}, loading = null, className, mountParcel }: RemoteParcelProps) {
  const [config, setConfig] = useState<ParcelConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadExposed<{ parcel: ParcelConfig }>(remote, exposed).then(
      (module) => active && setConfig(() => module.parcel),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [remote, exposed, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setConfig(null);
    setAttempt((n) => n + 1);
  }, []);

  if (failed) return <FailedRegion remote={remote} onRetry={retry} className={className} />;
  if (!config) return <div className={className}>{loading}</div>;
  return (
    <Parcel
      key={attempt}
      config={config}
      wrapClassName={className}
      handleError={() => setFailed(true)}
      {...(mountParcel ? { mountParcel } : {})}
      {...parcelProps}
    />
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
