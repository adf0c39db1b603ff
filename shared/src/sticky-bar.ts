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
    root.style.setProperty(`--${name}`, `${Math.ceil(height)}px`);
  };
  // The bar's own size changes as it wraps; the viewport's size decides (through media queries) whether
  // it is sticky, and so may what it holds (the shell's header becomes sticky once the top bar is in it,
  // without changing size when room was kept for it). The first measure is the observer's first report,
  // made once the page is laid out and before it is painted: measuring at once would make the browser lay
  // out the whole page inside the script that calls this (the shell's page script, as the page loads).
  const resizes = new ResizeObserver(update);
  resizes.observe(bar);
  const contents = new MutationObserver(update);
  contents.observe(bar, { childList: true });
  window.addEventListener('resize', update);
  return () => {
    resizes.disconnect();
    contents.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty(`--${name}`);
  };
}
