/**
 * Keeps `--<name>` on the root element equal to the height of a bar while it is sticky or fixed, and 0 px
 * while it scrolls with the page. The root's `scroll-padding-top` adds these heights, so the browser
 * scrolls a focused element (Tab, `focus()`, `scrollIntoView`, in-page links) clear of the bar instead of
 * under it (WCAG 2.2 2.4.11 Focus Not Obscured). Measured rather than fixed in CSS: the bar's height
 * changes with its wrapping, the text size and the page. Returns a function that stops and removes it.
 *
 * A bar may let its top part scroll away before the rest sticks (issue 37: on a phone the public top bar's
 * section shortcuts go, and the logo, Menu and the state picker stay). That part is marked
 * `data-scrolls-away`; the distance from the bar's top to that part's end is written on the bar as
 * `--scrolls-away`, so its CSS can stick it at `top: calc(-1 * var(--scrolls-away))` where it chooses to
 * (CSS cannot know how far a wrapping row reaches). The height counted is then what stays on screen: the
 * bar's, less what its `top` puts above the window.
 */
export function trackStickyBarHeight(bar: HTMLElement, name: string): () => void {
  const root = document.documentElement;
  const update = () => {
    const scrollsAway = bar.querySelector('[data-scrolls-away]');
    const barBox = bar.getBoundingClientRect();
    if (scrollsAway || bar.style.getPropertyValue('--scrolls-away')) {
      const part = scrollsAway?.getBoundingClientRect();
      // A part not shown (display: none) has an empty box, and nothing of it scrolls away.
      const away = part && part.height > 0 ? Math.max(0, part.bottom - barBox.top) : 0;
      const awayValue = `${Math.round(away * 100) / 100}px`;
      if (bar.style.getPropertyValue('--scrolls-away') !== awayValue) bar.style.setProperty('--scrolls-away', awayValue);
    }
    const { position, top } = getComputedStyle(bar);
    const sticky = position === 'sticky' || position === 'fixed';
    const height = sticky ? barBox.height + Math.min(0, parseFloat(top) || 0) : 0;
    const value = `${Math.ceil(height)}px`;
    // A change restyles the page wherever the variable is inherited (the shell registers its own as not
    // inherited, so it restyles the root alone). Written here, in the observer's report, that restyle is
    // part of the frame's own work, not a task of its own after the paint (deferred to the next frame, it
    // was one on /laws: 11 ms at full speed, which Lighthouse counts as blocking). An unchanged value is
    // not written again.
    const firstMeasure = root.style.getPropertyValue(`--${name}`) === '';
    if (root.style.getPropertyValue(`--${name}`) !== value) root.style.setProperty(`--${name}`, value);
    if (firstMeasure) bringFragmentTargetClear(height);
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
  // Its style too: a page shown in place (shell/src/morph.ts) gives the bar its attributes as the server
  // sent them, without `--scrolls-away`.
  const contents = new MutationObserver(measureAfterLayout);
  contents.observe(bar, { childList: true, attributeFilter: ['style'] });
  window.addEventListener('resize', measureAfterLayout);
  return () => {
    resizes.disconnect();
    contents.disconnect();
    window.removeEventListener('resize', measureAfterLayout);
    root.style.removeProperty(`--${name}`);
    bar.style.removeProperty('--scrolls-away');
  };
}

/**
 * A page opened at a fragment (`?view=gender#statistics-heading`) was scrolled there by the browser as
 * it loaded, which may be before the page script has measured the bar: its target then sits under the
 * bar. Scrolled again once the bar is measured, it lands clear of it. Only a target still under the bar
 * is moved, so a reader who has already scrolled away from it is left where they are.
 */
function bringFragmentTargetClear(barHeight: number) {
  const target = document.querySelector(':target');
  if (!target || barHeight === 0) return;
  const { top } = target.getBoundingClientRect();
  if (top >= 0 && top < barHeight) target.scrollIntoView();
}
