import { describe, expect, it } from 'vitest';
import { SHELL_WORDS_ID, SHELL_WORD_KEYS, shellText } from './shell-words.js';
import en from './i18n/messages/en.json';
import ha from './i18n/messages/ha.json';

describe("the shell's words", () => {
  it("are @portal/shared's catalogue's texts, each a plain text the shell fills without a formatter", () => {
    for (const key of SHELL_WORD_KEYS) expect({ key, text: en[key].message }).not.toMatchObject({ text: expect.stringMatching(/\{\w+,/) });
  });

  it("are read from the page, in the page's language", () => {
    // As the shell's build writes index.ha.html (shell/build/shell-pages.ts).
    document.getElementById(SHELL_WORDS_ID)!.textContent = JSON.stringify(
      Object.fromEntries(SHELL_WORD_KEYS.map((key) => [key, ha[key].message])),
    );
    expect(shellText('pageLoaded', { page: 'Jihar Kano' })).toBe('Jihar Kano, shafin ya buɗe');
    expect(shellText('retry')).toBe('Sake gwadawa');
  });
});
