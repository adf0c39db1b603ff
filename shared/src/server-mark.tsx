import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from './server-render.js';

/**
 * When a hydrated region stops being the server's HTML. React hydrates the page under `CurrentPage`'s
 * Suspense boundary in a pass of its own, after the root's: when the root commits, the page's fields are
 * still the server's, with no React behind them. The shell makes kept input again once the mark is off
 * (`shell/src/hydrate-when-used.ts`), so it must stay until the page has hydrated too: text typed into the
 * schools search before hydration was typed again into a field React did not know yet, and the field was
 * emptied at React's next render (Chromium, `first-use-input.e2e.test.ts`).
 */
class ServerMarkState {
  private rootHydrated = false;
  private pageWaited = false;
  private pageHydrated = false;

  constructor(private readonly container: Element) {}

  root() {
    this.rootHydrated = true;
    this.takeOffWhenDone();
  }

  waitForPage() {
    this.pageWaited = true;
  }

  page() {
    this.pageHydrated = true;
    this.takeOffWhenDone();
  }

  private takeOffWhenDone() {
    if (this.rootHydrated && (!this.pageWaited || this.pageHydrated)) this.container.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  }
}

const ServerMarkContext = createContext<ServerMarkState | null>(null);

/**
 * Takes the server's mark off a region once React has committed its hydration, the page's included.
 * Hydration runs in slices, so the mark stays while it does: until then the region's links are the
 * server's, and a click loads a whole page.
 */
export function ServerMark({ container, children }: { container: Element; children: ReactNode }) {
  const [mark] = useState(() => new ServerMarkState(container));
  // Layout effects run children first: a page that waits has said so by now.
  useLayoutEffect(() => mark.root(), [mark]);
  return <ServerMarkContext.Provider value={mark}>{children}</ServerMarkContext.Provider>;
}

/** Called above a Suspense boundary: the region's mark then also waits for `PageHydrated` inside it. */
export function useServerMarkWaitsForPage() {
  const mark = useContext(ServerMarkContext);
  useLayoutEffect(() => mark?.waitForPage(), [mark]);
}

/** Rendered inside the boundary: its layout effect runs once the page there has hydrated. */
export function PageHydrated() {
  const mark = useContext(ServerMarkContext);
  useLayoutEffect(() => mark?.page(), [mark]);
  return null;
}
