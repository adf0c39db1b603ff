import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { appLifecycles } from '../app-lifecycles.js';
import { serverEntry } from '../server-entry.js';
import { appWords, Parts } from './app-words.js';

const en = {
  greeting: { message: 'Welcome to {place, select, territory {{state}} other {{state} State}}', review: 'source' },
  credit: { message: 'Outlines from {site}', review: 'source' },
  onlyInEnglish: { message: 'Not translated yet', review: 'source' },
};
const ha = {
  greeting: { message: 'Barka da zuwa {place, select, territory {{state}} other {Jihar {state}}}', review: 'draft' },
  credit: { message: 'Daga {site} aka samo zanen', review: 'draft' },
};

/** An app's words whose translations are counted as they are fetched. */
function countedWords() {
  const fetched: string[] = [];
  const words = appWords(en, async (locale) => {
    fetched.push(locale);
    return { default: locale === 'ha' ? ha : {} };
  });
  return { words, fetched };
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe("an app's words", () => {
  it('fetch a language once, and only when asked for; English needs no fetch', async () => {
    const { words, fetched } = countedWords();
    await words.load('en');
    expect(words.in('ha')('greeting', { state: 'Kano', place: 'state' })).toBe('Welcome to Kano State');
    await Promise.all([words.load('ha'), words.load('ha')]);
    expect(fetched).toEqual(['ha']);
    expect(words.in('ha')('greeting', { state: 'Kano', place: 'state' })).toBe('Barka da zuwa Jihar Kano');
    // A text the language has not yet: the English, not a key.
    expect(words.in('ha')('onlyInEnglish')).toBe('Not translated yet');
  });

  it('put elements where the language puts them', async () => {
    const { words } = countedWords();
    await words.load('ha');
    render(
      <p>
        <Parts parts={words.in('ha').parts('credit', { site: <a href="https://mapsvg.com">MapSVG</a> })} />
      </p>,
    );
    expect(screen.getByText('MapSVG').closest('p')?.textContent).toBe('Daga MapSVG aka samo zanen');
  });

  it("are fetched in the page's language before an app's first render in the browser", async () => {
    const { words, fetched } = countedWords();
    document.documentElement.lang = 'ha';
    const lifecycles = appLifecycles(() => null, words);
    await lifecycles.bootstrap({ name: 'test', singleSpa: {} as never, mountParcel: vi.fn() } as never);
    expect(fetched).toEqual(['ha']);
  });

  it("are rendered by the server in the language of the page's address, English without a prefix", async () => {
    const { words, fetched } = countedWords();
    function Greeting() {
      return <p>{words.useWords()('greeting', { state: 'FCT-Abuja', place: 'territory' })}</p>;
    }
    const entry = serverEntry({ roots: { './greeting': Greeting }, words });
    const request = { url: '/', origin: 'https://portal.example.ng', regions: ['./greeting' as const], get: vi.fn() };
    expect((await entry.render({ ...request, url: '/ha' })).regions['./greeting']).toContain('Barka da zuwa FCT-Abuja');
    expect((await entry.render(request)).regions['./greeting']).toContain('Welcome to FCT-Abuja');
    expect(fetched).toEqual(['ha']);
  });
});
