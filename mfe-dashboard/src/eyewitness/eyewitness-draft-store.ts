import { createStore, delMany, getMany, set, setMany, type UseStore } from 'idb-keyval';
import { COMMENT_TYPES, type MediaChoice } from '@portal/shared';
import { MAX_PHOTOS, emptySlot, type EyewitnessDraft, type VideoSource } from './eyewitness-draft.js';

/**
 * The eyewitness draft kept in this browser's IndexedDB (issue 19, item 6), so a reload, a closed tab or a
 * lost connection loses nothing typed or chosen. One draft per user id: another user of the same browser
 * never gets it. IndexedDB keeps File objects as they are, so the chosen photographs and video come back too.
 */

/** How long after the last change the draft is written: soon enough to lose nothing, not on every key. */
export const SAVE_DELAY_MS = 400;
/** IndexedDB answers in milliseconds; one that has not answered by then counts as absent, so the form still opens. */
export const READ_TIMEOUT_MS = 1500;

const VERSION = 1;
const MEDIA: readonly MediaChoice[] = ['none', 'photograph', 'video'];
const VIDEO_SOURCES: readonly VideoSource[] = ['file', 'url'];

/** What was typed and chosen; the names and e-mail are not kept, they come from the account. */
export type KeptDraft = Omit<EyewitnessDraft, 'firstName' | 'lastName' | 'email'>;

interface StoredFields {
  version: typeof VERSION;
  commentType: string | null;
  comment: string;
  media: MediaChoice;
  videoSource: VideoSource;
  videoUrl: string;
  showName: boolean;
  place: { stateId: number | null; lga: string | null; description: string };
}

/** Kept apart from the text, and written only when a file changes: a video is not copied again on every key. */
interface StoredFiles {
  photos: (File | null)[];
  video: File | null;
}

let opened: UseStore | null | undefined;
/** The store, or null where the browser has no IndexedDB (an old browser, some private modes, jsdom). */
function draftStore(): UseStore | null {
  if (opened === undefined) {
    try {
      opened = typeof indexedDB === 'undefined' ? null : createStore('portal-drafts', 'eyewitness');
    } catch {
      opened = null;
    }
  }
  return opened;
}

/**
 * Every write, of any form on the page, in order: a form opened again at once (leaving the page and coming
 * back) reads after the last form's final write, not before it.
 */
let writes: Promise<void> = Promise.resolve();
const queue = (write: () => Promise<void>) => (writes = writes.then(write));

const keys = (userId: number) => [`${userId}:fields`, `${userId}:files`] as const;

/** Whether the draft holds anything the user typed or chose; a bare media choice or consent alone does not count. */
export function hasContent(draft: KeptDraft): boolean {
  return (
    draft.commentType !== null ||
    draft.comment.trim() !== '' ||
    draft.place.stateId !== null ||
    draft.place.description.trim() !== '' ||
    draft.photos.some((slot) => slot.file) ||
    draft.videoFile !== null ||
    draft.videoUrl.trim() !== ''
  );
}

const filesOf = (draft: KeptDraft): (File | null)[] => [...draft.photos.map((slot) => slot.file), draft.videoFile];
const sameFiles = (a: (File | null)[] | null, b: (File | null)[]) =>
  a !== null && a.length === b.length && a.every((file, i) => file === b[i]);

function toStored(draft: KeptDraft): [StoredFields, StoredFiles] {
  const { commentType, comment, media, videoSource, videoUrl, showName, place } = draft;
  return [
    { version: VERSION, commentType, comment, media, videoSource, videoUrl, showName, place: { ...place } },
    { photos: draft.photos.map((slot) => slot.file), video: draft.videoFile },
  ];
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Read back defensively: a record from another version of the form, or damaged, gives no draft rather than a broken form. */
function fromStored(fields: unknown, files: unknown): KeptDraft | null {
  if (typeof fields !== 'object' || fields === null || (fields as StoredFields).version !== VERSION) return null;
  const f = fields as Partial<StoredFields>;
  const stored = (typeof files === 'object' && files !== null ? files : {}) as Partial<StoredFiles>;
  const photoFiles = (Array.isArray(stored.photos) ? stored.photos : []).slice(0, MAX_PHOTOS).map((file) => (isFile(file) ? file : null));
  const place = f.place ?? { stateId: null, lga: null, description: '' };
  const stateId = typeof place.stateId === 'number' ? place.stateId : null;
  return {
    commentType: (COMMENT_TYPES as readonly string[]).includes(f.commentType ?? '') ? f.commentType! : null,
    comment: text(f.comment),
    media: MEDIA.includes(f.media!) ? f.media! : 'none',
    photos: photoFiles.length > 0 ? photoFiles.map((file) => ({ ...emptySlot(), file })) : [emptySlot()],
    videoSource: VIDEO_SOURCES.includes(f.videoSource!) ? f.videoSource! : 'file',
    videoFile: isFile(stored.video) ? stored.video : null,
    videoUrl: text(f.videoUrl),
    showName: f.showName === true,
    place: {
      stateId,
      lga: stateId !== null && typeof place.lga === 'string' ? place.lga : null,
      description: text(place.description),
    },
  };
}

/** Deletes a user's draft (after a submit, 'Start again', a logout). Never fails: without IndexedDB there is nothing to delete. */
export function forgetDraft(userId: number): Promise<void> {
  const store = draftStore();
  return store ? queue(() => delMany([...keys(userId)], store).catch(() => undefined)) : writes;
}

/**
 * Keeps one user's draft. Chromium abandons an IndexedDB write begun as the page unloads (a reload, a closed
 * tab), so the draft is written while the form is used: a chosen file at once, text at most SAVE_DELAY_MS
 * after its first unsaved change (a throttle, not a debounce, so steady typing is written too), and on
 * pagehide as a last try. Writes run one after another, so an older draft never lands over a newer one.
 */
export class DraftKeeper {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: KeptDraft | null = null;
  /** The files last sent to the store: while they are the same objects, only the text record is written. */
  private savedFiles: (File | null)[] | null = null;
  private readonly store = draftStore();

  constructor(private readonly userId: number) {}

  /** Whether drafts are kept at all; without IndexedDB the form works as before, without them. */
  get available(): boolean {
    return this.store !== null;
  }

  /** The kept draft, or null when there is none, IndexedDB fails or does not answer in time. */
  async read(): Promise<KeptDraft | null> {
    if (!this.store) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS)));
    try {
      const store = this.store;
      const answer = await Promise.race([writes.then(() => getMany([...keys(this.userId)], store)), timeout]);
      const kept = answer && fromStored(answer[0], answer[1]);
      if (!kept || !hasContent(kept)) return null;
      this.savedFiles = filesOf(kept);
      return kept;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  later(draft: KeptDraft): void {
    if (!this.store) return;
    this.pending = draft;
    if (!sameFiles(this.savedFiles, filesOf(draft))) void this.now();
    else this.timer ??= setTimeout(() => void this.now(), SAVE_DELAY_MS);
  }

  /** Writes the pending draft, if any, at once; resolves once every write so far is done. */
  now(): Promise<void> {
    this.stopTimer();
    const draft = this.pending;
    this.pending = null;
    const store = this.store;
    if (!draft || !store) return writes;
    const [fieldsKey, filesKey] = keys(this.userId);
    if (!hasContent(draft)) {
      this.savedFiles = null;
      return queue(() => delMany([fieldsKey, filesKey], store).catch(() => undefined));
    }
    const [fields, files] = toStored(draft);
    const current = filesOf(draft);
    const withFiles = !sameFiles(this.savedFiles, current);
    // Set before the write finishes, so the changes that follow do not each write the files again.
    this.savedFiles = current;
    return queue(async () => {
      try {
        if (withFiles)
          await setMany(
            [
              [fieldsKey, fields],
              [filesKey, files],
            ],
            store,
          );
        else await set(fieldsKey, fields, store);
      } catch {
        // Most likely the storage quota (a large video): keep at least the text, without the files. Not tried
        // again on every key: the files are counted as sent.
        const none: StoredFiles = { photos: [], video: null };
        await setMany(
          [
            [fieldsKey, fields],
            [filesKey, none],
          ],
          store,
        ).catch(() => undefined);
      }
    });
  }

  /** Drops what was waiting to be written and deletes the kept draft. */
  forget(): Promise<void> {
    this.cancel();
    this.savedFiles = null;
    return forgetDraft(this.userId);
  }

  /** Stops a write that was waiting, without writing it (the user has gone). */
  cancel(): void {
    this.stopTimer();
    this.pending = null;
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
