import { afterEach, describe, expect, it } from 'vitest';
import { rememberLanguageChoices } from './language-choice.js';

const choice = (locale: string) => {
  const link = document.createElement('a');
  link.href = `/${locale}/states/1`;
  link.setAttribute('data-language-choice', locale);
  link.innerHTML = '<span>Hausa</span>';
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  return link;
};
const cookie = () => /(?:^|;\s*)portal-language=([^;]*)/.exec(document.cookie)?.[1];

rememberLanguageChoices(document);

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = 'portal-language=; max-age=0; path=/';
});

describe("the language switcher's choice", () => {
  it('is remembered in the cookie the server reads, from a press anywhere on the link', () => {
    choice('ha').querySelector('span')!.click();
    expect(cookie()).toBe('ha');
    choice('en').click();
    expect(cookie()).toBe('en');
  });

  it('is not made by opening the link in a new tab, nor by other links', () => {
    choice('yo').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    const other = document.createElement('a');
    other.href = '/ig/laws';
    other.addEventListener('click', (event) => event.preventDefault());
    document.body.append(other);
    other.click();
    expect(cookie()).toBeUndefined();
  });
});
