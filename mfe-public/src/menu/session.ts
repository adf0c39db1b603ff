import { atomWithBus } from '@portal/shared';

/** Who is signed in, as the shell and the auth app publish it (null when signed out). */
export const sessionAtom = atomWithBus('session', null);
