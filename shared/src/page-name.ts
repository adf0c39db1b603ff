import { createContext, useContext, useLayoutEffect } from 'react';
import { usePathname } from './routing.js';

/** A page's own name at a path, more precise than its page table's title ('Lagos Disability Policy', not 'State policy'). */
export interface PageName {
  path: string;
  name: string;
}

/** Given by `CurrentPage`: a page it shows names itself through this. */
export const PageNameContext = createContext<(name: PageName) => void>(() => undefined);

/**
 * Names the page shown once it knows what it shows: the document title then says which state, school or
 * report it is (a tab or a bookmark among several states' pages is told apart, and a screen reader reads
 * the title first), as the server's HTML of the same page does. `null` keeps the page table's title.
 */
export function usePageName(name: string | null): void {
  const setName = useContext(PageNameContext);
  const path = usePathname();
  useLayoutEffect(() => {
    if (name) setName({ path, name });
  }, [setName, path, name]);
}
