/**
 * Marks an element the page script put in the page (the saved-copy notice's live region), which the server's
 * HTML does not hold: a page shown in place keeps it where it is.
 */
export const KEPT_IN_PLACE_ATTRIBUTE = 'data-kept-in-place';

const isKept = (node: ChildNode) => node instanceof Element && node.hasAttribute(KEPT_IN_PLACE_ATTRIBUTE);

/**
 * Makes `current`, an element of the page, into `next`, the same element of a page the server sent for
 * another address, changing only what differs: the nodes that are the same stay (with focus, the page
 * script's listeners and the browser's layout of them), so that the change costs the phone the style and
 * layout of what is new, not of the whole page. Written here rather than taken from morphdom (3.6 KB
 * gzipped): it runs in the page script, which every page carries inline. The result is `next` node for
 * node, which is what hydration checks the page against, but for what the page script put there itself.
 */
export function morphInto(current: Element, next: Element): void {
  for (const { name } of [...current.attributes]) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  // With scripts on, the browser keeps a noscript's content as text; DOMParser, which runs none, as
  // elements. Not shown either way.
  if (current.localName === 'noscript') return;
  let kept = current.firstChild;
  for (const wanted of [...next.childNodes]) {
    let same = kept;
    while (same && !isSameNode(same, wanted)) same = same.nextSibling;
    if (!same) {
      current.insertBefore(current.ownerDocument.importNode(wanted, true), kept);
      continue;
    }
    removeFrom(kept, same);
    kept = same.nextSibling;
    if (same.isEqualNode(wanted)) continue;
    if (same instanceof Element) morphInto(same, wanted as Element);
    else same.nodeValue = wanted.nodeValue;
  }
  removeFrom(kept, null);
}

/** Removes `node` and its next siblings up to `end` (to the last, if null), but for the page script's own. */
function removeFrom(node: ChildNode | null, end: ChildNode | null): void {
  while (node && node !== end) {
    const gone = node;
    node = gone.nextSibling;
    if (!isKept(gone)) gone.remove();
  }
}

/** The same node in the other page, to be changed into it rather than replaced: the same kind, with the same id, not the page script's. */
const isSameNode = (node: ChildNode, wanted: ChildNode) =>
  node.nodeName === wanted.nodeName && (!(node instanceof Element) || (node.id === (wanted as Element).id && !isKept(node)));
