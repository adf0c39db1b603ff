import { dashboardWords } from '../i18n/words.js';

/** How often the progress is spoken: every quarter, so screen readers are told without being flooded. */
const ANNOUNCE_STEP = 25;

/**
 * Upload progress shown in a <progress> bar and announced at intervals for large files. While a video
 * upload waits for the connection to come back (`waiting`), the same status region shows and says so.
 */
export function UploadProgress({ percent, waiting = false }: { percent: number; waiting?: boolean }) {
  const words = dashboardWords.useWords();
  const spoken = Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP;
  return (
    <div className="upload-progress">
      <label htmlFor="eyewitness-upload-progress" className="field__label">
        {words('uploadProgress')}
      </label>
      <progress id="eyewitness-upload-progress" max={100} value={percent}>
        {percent}%
      </progress>
      <span aria-hidden="true">{percent}%</span>
      {/* The live region's text changes only at each step, so only those steps are announced. */}
      <p role="status" className={waiting ? 'notice' : 'portal-visually-hidden'}>
        {waiting ? words('videoUploadWaiting') : words('uploadingReport', { percent: spoken })}
      </p>
    </div>
  );
}
