import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { readUser, type User } from '@portal/shared';
import { newDraft, type EyewitnessDraft } from './eyewitness-draft.js';
import { DraftKeeper } from './eyewitness-draft-store.js';

export interface KeptDraftState {
  draft: EyewitnessDraft;
  setDraft: Dispatch<SetStateAction<EyewitnessDraft>>;
  /** True until the kept draft has been read: the form is not shown empty and then filled. */
  reading: boolean;
  /** The form was filled from a kept draft (until it is discarded or sent). */
  restored: boolean;
  /** Empties the form and deletes the kept draft: 'Start again', and after a successful submit. */
  discard: () => void;
}

/**
 * The eyewitness form's draft, kept in IndexedDB as it is typed (see eyewitness-draft-store.ts). `opening`
 * is the form as it opens without a kept draft; with `restore` false (a 'Suggest a correction' link, which
 * asks for a new report) the kept draft is not read and the new one replaces it.
 */
export function useKeptDraft(user: User, opening: () => EyewitnessDraft, restore: boolean): KeptDraftState {
  const keeper = useMemo(() => new DraftKeeper(user.id), [user.id]);
  const [draft, setDraft] = useState(opening);
  const [reading, setReading] = useState(() => restore && keeper.available);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!reading) return undefined;
    let current = true;
    void keeper.read().then((kept) => {
      if (!current) return;
      // The names and e-mail stay those of the account.
      if (kept) setDraft((form) => ({ ...form, ...kept }));
      setRestored(kept !== null);
      setReading(false);
    });
    return () => {
      current = false;
    };
    // Read once per page: `reading` only goes from true to false.
  }, [keeper, reading]);

  useEffect(() => {
    if (!reading) keeper.later(draft);
  }, [keeper, draft, reading]);

  useEffect(() => {
    // pagehide, not beforeunload: it also fires when a phone's browser discards the tab, and keeps the back-forward cache.
    const now = () => void keeper.now();
    window.addEventListener('pagehide', now);
    return () => {
      window.removeEventListener('pagehide', now);
      // Leaving the page keeps what waited to be written; a logout does not write the draft it has just deleted.
      if (readUser()?.id === user.id) void keeper.now();
      else keeper.cancel();
    };
  }, [keeper, user.id]);

  const discard = () => {
    void keeper.forget();
    setDraft(newDraft(user));
    setRestored(false);
  };

  return { draft, setDraft, reading, restored, discard };
}
