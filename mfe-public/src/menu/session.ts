import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { atomWithBus } from '@portal/shared';

/** Who is signed in, as the shell and the auth app publish it (null when signed out). */
export const sessionAtom = atomWithBus('session', null);

const noSubscription = () => () => undefined;

/**
 * The signed-in user. The server knows no one, so while a server-rendered page hydrates this is no one
 * too (the HTML and the first render agree); the user appears in the render that follows.
 */
export function useSessionUser() {
  const user = useAtomValue(sessionAtom);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? user : null;
}
