import type { Upload } from 'tus-js-client';
import { API_PATH, readUser, VIDEO_UPLOADS } from '@portal/shared';

export interface VideoUploadEvents {
  /** Bytes the server has confirmed, of the file's size. */
  onProgress: (sent: number, total: number) => void;
  /** The connection went (true) and came back (false): the upload waits, then goes on by itself. */
  onWaiting: (waiting: boolean) => void;
}

export interface VideoUpload {
  /** The upload's id, once the server has every byte; rejected with `VideoUploadRefused` when the server refuses it. */
  finished: Promise<string>;
  /** Stops sending; what arrived stays on the server, so choosing the same file again continues it. */
  stop: () => void;
}

/** The server answered with a refusal or a fault: retrying the same request will not change that. */
export class VideoUploadRefused extends Error {}

/** The server's answer to a failed tus request, with its `{ message }` if it sent one; null when none came (or it asks to retry). */
function answerOf(error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null }): { message: string } | null {
  if (!error.originalResponse) return null;
  const status = error.originalResponse.getStatus();
  // 409 (offset moved on) and 423 (busy) are retried by tus-js-client from the server's offset.
  if (status < 400 || status === 409 || status === 423) return null;
  try {
    const { message } = JSON.parse(error.originalResponse.getBody()) as { message?: unknown };
    return { message: typeof message === 'string' ? message : '' };
  } catch {
    return { message: '' };
  }
}

type Tus = typeof import('tus-js-client');

/** Where an upload is kept in localStorage: under the file and the user, so another user of the browser never resumes it. */
const keptAs = (tus: Tus, userId: number) => ({
  endpoint: `${API_PATH}${VIDEO_UPLOADS.path}`,
  fingerprint: async (chosen: File, options: object) => `${await tus.defaultOptions.fingerprint(chosen, options)}-user-${userId}`,
});

/** Once the report naming it is sent: the kept address of the video's upload is removed from this browser. */
export async function forgetVideo(file: File, userId: number): Promise<void> {
  const tus = await import('tus-js-client');
  const kept = await new tus.Upload(file, keptAs(tus, userId)).findPreviousUploads();
  await Promise.all(kept.map((previous) => tus.defaultOptions.urlStorage.removeUpload(previous.urlStorageKey)));
}

/** How often an upload whose connection went tries again, when the browser does not say it is back. */
const RETRY_WHILE_LOST_MS = 15_000;

/**
 * Sends a video by the tus resumable upload protocol (issue 19) in chunks of `VIDEO_UPLOADS.chunkBytes`:
 * after a dropped connection it asks the server how much arrived and sends only the rest. A failed request
 * is retried at once and then after 1, 3, 5 and 10 s; a connection that stays lost is tried again every
 * 15 s and as soon as the browser says it is back online, for as long as the page is open. The browser's
 * word alone is not trusted either way (a phone on a Wi-Fi without internet says it is online): the
 * upload waits from the first request that gets no answer until the next one that does.
 * The upload's address is kept in localStorage under the file and the user, so the same file sent again
 * (after a reload, or after the report failed) continues where it stopped, or is found finished.
 */
export function sendVideo(file: File, userId: number, events: VideoUploadEvents): VideoUpload {
  let stopped = false;
  let upload: Upload | null = null;
  let stopWaiting = () => {};
  const stop = () => {
    stopped = true;
    stopWaiting();
    void upload?.abort();
  };
  // The client is loaded only when a video is sent, as the photo reducer is when photographs are.
  const finished = import('tus-js-client').then(
    (tus) =>
      new Promise<string>((resolve, reject) => {
        /** Every retry is used up and still no answer: try again later, or when the browser is back online. */
        const tryAgainLater = () => {
          const again = () => {
            stopWaiting();
            if (!stopped) started.start();
          };
          const timer = setTimeout(again, RETRY_WHILE_LOST_MS);
          window.addEventListener('online', again);
          stopWaiting = () => {
            clearTimeout(timer);
            window.removeEventListener('online', again);
          };
        };
        const started = new tus.Upload(file, {
          ...keptAs(tus, userId),
          chunkSize: VIDEO_UPLOADS.chunkBytes,
          retryDelays: [0, 1000, 3000, 5000, 10_000],
          metadata: { filename: file.name, filetype: file.type },
          // Kept after it finishes, until the report naming it is sent (`forgetVideo`): a report that could
          // not be sent is sent again with the same upload (tus-js-client finds it complete), not a second one.
          removeFingerprintOnSuccess: false,
          // The token is read at each request, so a session renewed meanwhile is used.
          onBeforeRequest: (request) => {
            const token = readUser()?.token;
            if (token) request.setHeader('Authorization', `Bearer ${token}`);
          },
          onAfterResponse: () => events.onWaiting(false),
          onProgress: (sent, total) => events.onProgress(sent, total),
          // No answer at all: retried whatever navigator.onLine says. A refusal is final; 409, 423 and a fault of the server are retried.
          onShouldRetry: (error) => {
            if (!error.originalResponse) {
              events.onWaiting(true);
              return true;
            }
            return answerOf(error) === null || error.originalResponse.getStatus() >= 500;
          },
          onSuccess: () => resolve(started.url!.split('/').pop()!),
          onError: (error) => {
            const answer = answerOf(error);
            if (answer) return reject(new VideoUploadRefused(answer.message));
            // Not a request's failure (the file could not be read): waiting would not help.
            if (!(error instanceof tus.DetailedError) || !error.originalRequest) return reject(error);
            if (stopped) return;
            events.onWaiting(true);
            tryAgainLater();
          },
        });
        upload = started;
        started
          .findPreviousUploads()
          .then((previous) => {
            if (stopped) return;
            if (previous[0]) started.resumeFromPreviousUpload(previous[0]);
            started.start();
          })
          .catch(reject);
      }),
  );
  return { finished, stop };
}
