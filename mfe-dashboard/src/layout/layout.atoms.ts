import { atom } from 'jotai';

/** §3.1 isSidebarOpen, on small screens: the navigation drawer is open. */
export const drawerOpenAtom = atom(false);

/** §2.12: the side panel is wide (250 px) or narrow (80 px) on larger screens. */
export const sidebarWideAtom = atom(true);
