/** The home page's sections that the top bar's shortcuts and a state choice scroll to (§2.3, §4.3). */
export const SECTIONS = {
  policy: 'disability-policy',
  education: 'education',
} as const;
export type SectionId = (typeof SECTIONS)[keyof typeof SECTIONS];

const isSection = (id: string): id is SectionId => (Object.values(SECTIONS) as string[]).includes(id);

/** Smooth scrolling, unless the visitor asked their system for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Brings a section into view. With `moveFocus` its heading also takes focus, as following an in-page
 * link does: a keyboard or screen-reader user then continues from the section, not from the top bar.
 */
export function scrollToSection(id: SectionId, { moveFocus = false } = {}): void {
  const section = document.getElementById(id);
  if (!section) return;
  if (moveFocus) section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** The section a URL such as `/#education` points to, if it is one of ours. */
export function sectionInHash(hash: string): SectionId | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isSection(id) ? id : null;
}

/**
 * Runs `action` once the shell has finished its own work for a navigation: it focuses the new page's h1
 * on the next animation frame after single-spa's routing event, which would undo a scroll made earlier.
 * Outside single-spa (tests, a page without the shell) there is no such event; the fallback runs it anyway.
 */
export function afterNavigationSettles(action: () => void, fallbackMs = 1000): () => void {
  let frame = 0;
  const run = () => {
    cancel();
    frame = requestAnimationFrame(() => requestAnimationFrame(action));
  };
  const timer = setTimeout(run, fallbackMs);
  window.addEventListener('single-spa:routing-event', run, { once: true });
  function cancel() {
    clearTimeout(timer);
    window.removeEventListener('single-spa:routing-event', run);
  }
  return () => {
    cancel();
    cancelAnimationFrame(frame);
  };
}
