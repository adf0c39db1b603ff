import { describe, expect, it } from 'vitest';
import { morphInto } from './morph.js';

const parsed = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;

/** This page's body, as `html` makes it. */
function pageOf(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe('morphInto', () => {
  it('makes the page into the other, node for node, keeping the nodes that stay', () => {
    const page = pageOf(
      '<header id="bar" data-reached-for><select><option>Kano</option></select></header><main><h2 class="a">Nigeria</h2><p>Same</p><ul><li>1</li><li>2</li></ul></main>',
    );
    const bar = page.querySelector('select')!;
    const same = page.querySelector('p')!;
    const heading = page.querySelector('h2')!;
    const next = parsed(
      '<header id="bar"><select><option selected>Kano</option></select></header><main><h2 class="b">Lagos</h2><p>Same</p><dl><dt>Law</dt></dl><ul><li>1</li></ul></main>',
    );
    morphInto(page, next);
    expect(page.isEqualNode(next)).toBe(true);
    expect(page.querySelector('select')).toBe(bar);
    expect(page.querySelector('p')).toBe(same);
    expect(page.querySelector('h2')).toBe(heading);
    expect(heading.className).toBe('b');
  });

  it("keeps what the page script put in the page, which the server's HTML does not hold", () => {
    const page = pageOf('<main><div role="status" data-kept-in-place></div><div id="a"><p>A</p></div><div><p>1</p></div></main>');
    const notice = page.querySelector('[role="status"]')!;
    morphInto(page, parsed('<main><div><p>2</p></div><div id="a"><p>B</p></div></main>'));
    expect(page.querySelector('main')!.innerHTML).toBe(
      '<div role="status" data-kept-in-place=""></div><div><p>2</p></div><div id="a"><p>B</p></div>',
    );
    expect(page.querySelector('[role="status"]')).toBe(notice);
  });

  it('changes an element for one of another id, and leaves what a noscript holds', () => {
    const page = pageOf('<section id="a"><h2>A</h2></section><noscript><p>Links</p></noscript>');
    const first = page.querySelector('section')!;
    const links = page.querySelector('noscript')!.innerHTML;
    morphInto(page, parsed('<section id="b"><h2>B</h2></section><noscript><p>Other links</p></noscript>'));
    expect(page.querySelector('section')).not.toBe(first);
    expect(page.querySelector('section')!.id).toBe('b');
    expect(page.querySelector('noscript')!.innerHTML).toBe(links);
  });
});
