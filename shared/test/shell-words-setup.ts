import { SHELL_WORDS_ID, SHELL_WORD_KEYS } from '../src/shell-words.js';
import en from '../src/i18n/messages/en.json';

// The shell's page holds the shell's words in its language (shell/build/shell-pages.ts); a test's page,
// English ones, as index.html does.
const words = document.createElement('script');
words.type = 'application/json';
words.id = SHELL_WORDS_ID;
words.textContent = JSON.stringify(Object.fromEntries(SHELL_WORD_KEYS.map((key) => [key, en[key].message])));
document.head.append(words);
