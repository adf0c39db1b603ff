import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { sharedWords } from '@portal/shared/i18n/shared-words';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@portal/shared/i18n';
import type { HeadArgs } from '@portal/shared/server-entry';
import { describedBy, errorSummary, expectNoAxeViolations, ok, renderInLanguage, resetPage, watchToasts } from '@portal/shared/testing';
import { App } from '../app.component.js';
import { AUTH_PAGES } from '../pages.js';
import { pageMeta } from '../server/page-meta.js';
import { postRegistration } from '../register/register.page.js';
import { STRONG } from '../test/helpers.js';
import en from './messages/en.json';
import { authWords } from './words.js';

const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const toasts = watchToasts();

beforeAll(() => Promise.all(TRANSLATED.flatMap((locale) => [authWords.load(locale), sharedWords.load(locale)])));
beforeEach(resetPage);
afterEach(cleanup);

const renderIn = (locale: Locale, path: string) => renderInLanguage(locale, <App />, path);

describe("mfe-auth's words", () => {
  it('keep the numbers of the password rules and the waits as arguments, counted in each language', () => {
    expect(authWords.in('en')('ruleLength', { n: 8 })).toBe('At least 8 characters');
    expect(authWords.in('en')('ruleLength', { n: 1 })).toBe('At least 1 character');
    expect(authWords.in('ha')('ruleLength', { n: 8 })).toBe('Aƙalla haruffa 8');
    expect(authWords.in('en')('alreadyLoggedIn', { firstname: 'Ada', seconds: 2 })).toBe(
      'You are already logged in as Ada. Taking you to your dashboard in 2 seconds.',
    );
    expect(authWords.in('pcm')('loggingInSoon', { seconds: 3 })).toBe('We go log you in and carry you go your dashboard in 3 seconds.');
  });

  it("title the pages and describe them to link previews in the page's language", async () => {
    const title = (path: string, locale: Locale) => AUTH_PAGES.find((page) => page.path === path)!.title(locale);
    expect([title('/login', 'en'), title('/login', 'ig'), title('/register', 'pcm'), title('/forgot-password', 'yo')]).toEqual([
      'Login',
      'Banye',
      'Register',
      'Mo gbàgbé ọ̀rọ̀ aṣínà',
    ]);
    // Each page's own preview from its table, else the app's (as the server entry writes the head).
    const description = async (path: string, locale: Locale) => {
      const preview = (await AUTH_PAGES.find((page) => page.path === path)!.preview?.()) ?? pageMeta;
      return preview({ page: { path, title: title(path, locale) }, locale } as HeadArgs, '').description;
    };
    expect(await description('/register', 'en')).toBe(en.registerIntro.message);
    expect(await description('/register', 'ha')).toMatch(/^Buɗe asusu domin ka aika rahotannin shaidar gani da ido/);
    expect(await description('/login', 'ig')).toContain('ndị nwere nkwarụ');
  });
});

describe('the account pages in another language', () => {
  it('has the login page in Hausa: its heading, labels, links and checks', async () => {
    const user = userEvent.setup();
    renderIn('ha', '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Shiga' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Shiga' })).toBeTruthy();
    expect(screen.getByLabelText('Kalmar sirri').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Ka manta kalmar sirrinka?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ba ka da asusu tukuna? Yi rajista' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Shiga' }));
    const { intro, links } = errorSummary('ha');
    expect(intro).toBe('Don Allah ka cike dukkan filaye');
    expect(links).toEqual(['Shigar da adireshin imel ɗinka', 'Shigar da kalmar sirrinka']);
    expect(toasts).toEqual([{ kind: 'error', text: 'Don Allah ka cike dukkan filaye' }]);
    await expectNoAxeViolations();
  });

  it('has the registration page in Yoruba: its words, password labels and checklist, its checks and what follows', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok({ message: '' }));
    const user = userEvent.setup();
    renderIn('yo', '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Forúkọ sílẹ̀' })).toBeTruthy();
    expect(screen.getByText(/^Ẹ ṣí àkántì kí ẹ lè fi ìròyìn ẹlẹ́rìí nípa ìráyè ránṣẹ́\./)).toBeTruthy();
    const password = screen.getByLabelText('Ọ̀rọ̀ aṣínà');
    expect(describedBy(password)).toContain('Ọ̀rọ̀ aṣínà yín gbọdọ̀ ní:');
    expect(describedBy(password)).toContain('Ó kéré tán lẹ́tà 8 (kò tíì pé)');
    expect(describedBy(password)).toContain('Lẹ́tà ńlá kan (kò tíì pé)');
    expect(describedBy(screen.getByLabelText('Àdírẹ́sì ímeèlì'))).toContain('Àdírẹ́sì yìí ni ẹ ó fi máa wọlé.');
    expect(screen.getByRole('link', { name: 'Ẹ ti forúkọ sílẹ̀ tẹ́lẹ̀? Ẹ wọlé' })).toBeTruthy();

    await user.type(screen.getByLabelText('Orúkọ àkọ́kọ́'), 'Adé');
    await user.type(screen.getByLabelText('Orúkọ ìdílé'), 'Ọlá');
    await user.type(screen.getByLabelText('Àdírẹ́sì ímeèlì'), 'ade@example.ng');
    await user.type(password, 'kano');
    await user.type(screen.getByLabelText('Jẹ́rìí sí ọ̀rọ̀ aṣínà'), 'kano');
    await user.click(screen.getByRole('button', { name: 'Ṣí àkántì' }));
    const { intro, links } = errorSummary('yo');
    expect(intro).toBe('Ẹ jọ̀wọ́ ẹ tún àwọn ìṣòro ọ̀rọ̀ aṣínà ṣe kí ẹ tó fi ránṣẹ́');
    expect(links).toHaveLength(1);
    // The unmet rules as a list of the language (Node's Yoruba list has commas alone), never with an English 'and'.
    expect(links[0]).toBe('Ọ̀rọ̀ aṣínà yín nílò ó kéré tán lẹ́tà 8, lẹ́tà ńlá kan, nọ́ńbà kan, àmì pàtàkì kan (fún àpẹẹrẹ ! @ # $ %)');
    expect(post).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, STRONG);
    await user.clear(screen.getByLabelText('Jẹ́rìí sí ọ̀rọ̀ aṣínà'));
    await user.type(screen.getByLabelText('Jẹ́rìí sí ọ̀rọ̀ aṣínà'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Ṣí àkántì' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A ti fi ímeèlì ìjẹ́rìí ránṣẹ́' })).toBeTruthy();
    expect(screen.getByText(/láàárín wákàtí 24 láti jẹ́rìí sí àdírẹ́sì yín/).textContent).toContain('ade@example.ng');
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'A ti ṣí àkántì yín' });
    expect(screen.getByRole('button', { name: 'Tún ímeèlì ìjẹ́rìí ránṣẹ́' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Padà sí ibi wíwọlé' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('answers a registration posted without scripts in the language it is given', async () => {
    const answer = await postRegistration({ firstname: 'Ngozi', lastname: '', email: 'ngozi', password: '', confirm: '' }, {}, 'ig');
    expect(answer).toMatchObject({ status: 400, done: false, intro: 'Biko dejupụta oghere niile' });
    expect(answer.done ? [] : answer.problems.map((problem) => problem.message)).toEqual([
      'Tinye aha ikpeazụ gị',
      'Biko tinye adreesị email ziri ezi',
      'Tinye okwuntughe',
      'Kwado okwuntughe gị',
    ]);
  });
});
