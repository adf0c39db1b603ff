/**
 * Keeps `--<name>` on the root element equal to the height of a bar while it is sticky or fixed, and 0 px
 * while it scrolls with the page. The root's `scroll-padding-top` adds these heights, so the browser
 * scrolls a focused element (Tab, `focus()`, `scrollIntoView`, in-page links) clear of the bar instead of
 * under it (WCAG 2.2 2.4.11 Focus Not Obscured). Measured rather than fixed in CSS: the bar's height
 * changes with its wrapping, the text size and the page. Returns a function that stops and removes it.
 */
export function trackStickyBarHeight(bar: HTMLElement, name: string): () => void {
  const root = document.documentElement;
  const update = () => {
    const { position } = getComputedStyle(bar);
    const height = position === 'sticky' || position === 'fixed' ? bar.getBoundingClientRect().height : 0;
    const value = `${Math.ceil(height)}px`;
    // A change restyles the page wherever the variable is inherited (the shell registers its own as not
    // inherited, so it restyles the root alone). Written here, in the observer's report, that restyle is
    // part of the frame's own work, not a task of its own after the paint (deferred to the next frame, it
    // was one on /laws: 11 ms at full speed, which Lighthouse counts as blocking). An unchanged value is
    // not written again.
    if (root.style.getPropertyValue(`--${name}`) !== value) root.style.setProperty(`--${name}`, value);
  };
  // The bar's own size changes as it wraps; the viewport's size decides (through media queries) whether
  // it is sticky, and so may what it holds (the shell's header becomes sticky once the top bar is in it,
  // without changing size when room was kept for it). Every measure is a report of the observer, made once
  // the page is laid out and before it is painted: measuring in the script, or in a resize or mutation
  // handler, would make the browser lay out the whole page there and then. A page can be resized as it
  // loads (Lighthouse's phone emulation does it: its trace of `/` had a 32 ms resize handler before the
  // first paint, at full speed). Observing the bar anew makes the observer report it again after layout.
  const resizes = new ResizeObserver(update);
  const measureAfterLayout = () => {
    resizes.unobserve(bar);
    resizes.observe(bar);
  };
  measureAfterLayout();
  const contents = new MutationObserver(measureAfterLayout);
  contents.observe(bar, { childList: true });
  window.addEventListener('resize', measureAfterLayout);
  return () => {
    resizes.disconnect();
    contents.disconnect();
    window.removeEventListener('resize', measureAfterLayout);
    root.style.removeProperty(`--${name}`);
  };
}
