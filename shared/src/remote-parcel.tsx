import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { ParcelConfig, mountRootParcel } from 'single-spa';
import { loadExposed, type RemoteName } from './remotes.js';
import { messages } from './messages.js';

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
 * throws on mount, this region alone shows a message and a Retry button; the page around it keeps working.
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

  if (failed) return <LoadError onRetry={retry} className={className} />;
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

/** The message a region shows when its app failed; `role="alert"` so screen readers hear it at once. */
export function LoadError({ onRetry, className }: { onRetry: () => void; className?: string | undefined }) {
  return (
    <div role="alert" className={['portal-load-error', className].filter(Boolean).join(' ')}>
      <p>{messages.appLoadFailed}</p>
      <button type="button" className="portal-button" onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
