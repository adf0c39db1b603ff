import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@portal/shared/server-render';
import { pseudoLocalizedShellPage, shellPageWords } from '../build/shell-pages.js';

/** The shell's page as its build writes it (`src/index.html`, minified: attributes unquoted), with its words in `locale`. */
function builtPage(locale: 'en' | 'ha') {
  const { messages, shellWords } = shellPageWords(locale);
  return (
    `<!doctype html><html lang=${locale}><head><meta name=description content="${escapeHtml(messages.portalDescription)}"></head>` +
    `<body><a class=skip-link href=#main-content>${escapeHtml(messages.skipToContent)}</a><main>` +
    `<noscript><p class=portal-noscript>${escapeHtml(messages.needsJavaScript)}</p></noscript>` +
    `<div id=portal-page aria-busy=true><p class=portal-loading>${escapeHtml(messages.pageLoading)}</div></main>` +
    `<script type=application/json id=portal-shell-words>${shellWords}</script></body></html>`
  );
}

describe("the shell's page in a test's pseudo-locale", () => {
  it('is marked, and its words and its script words are pseudo-localized, their placeholders kept', () => {
    const page = pseudoLocalizedShellPage(builtPage('en'), 'en');
    expect(page).toMatch(/^<!doctype html><html lang=en data-pseudo-locale>/);
    expect(page).toContain('<a class=skip-link href=#main-content>[Šķîþ ţö ɱáîñ çöñţéñţ öñé ţŵö]</a>');
    expect(page).toContain('<p class=portal-loading>[Ļöáðîñĝ… öñé]');
    expect(page).not.toMatch(/Skip to main content|Loading…|need JavaScript|Disability-inclusion data/);
    const words = JSON.parse(/id=portal-shell-words>(.*?)<\/script>/.exec(page)![1]!) as Record<string, string>;
    expect(words.pageLoaded).toBe('[{page}, þáĝé ļöáðéð öñé ţŵ]');
    expect(words.savedCopyNotice).toContain('{date} áţ {time}');
  });

  it("keeps another language's words, marked only (its draft notice's English is pseudo-localized by the scripts)", () => {
    const hausa = builtPage('ha');
    expect(pseudoLocalizedShellPage(hausa, 'ha')).toBe(hausa.replace('<html lang=ha>', '<html lang=ha data-pseudo-locale>'));
  });

  it('fails rather than send English where the page no longer holds a word as the build writes it', () => {
    expect(() => pseudoLocalizedShellPage(builtPage('en').replace('Skip to main content', 'Skip'), 'en')).toThrow(/skipToContent/);
  });
});
