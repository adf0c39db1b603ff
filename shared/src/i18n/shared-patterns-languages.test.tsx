import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { LocaleContext } from './app-words.js';
import { sharedWords } from './shared-words.js';
import type { Locale } from './locales.js';
import { ErrorSummary, NameFields, PasswordField, SubmitButton } from '../forms/index.js';
import { PageNotFound } from '../not-found.js';
import { SourcesList } from '../sources.js';
import { RecordHistory } from '../record-history.js';
import en from './messages/en.json';

const inPage = (locale: Locale, ui: ReactNode) => render(<LocaleContext.Provider value={locale}>{ui}</LocaleContext.Provider>);
const english = Object.values(en).map((text) => text.message);

beforeAll(() => Promise.all((['ha', 'ig'] as const).map((locale) => sharedWords.load(locale))));
afterEach(cleanup);

/** @portal/shared's own texts in `container`, as the English catalogue has them: none on a page in another language. */
const englishIn = (container: HTMLElement) =>
  english.filter((text) => !text.includes('{') && text.length > 3 && container.textContent!.includes(text));

describe("@portal/shared's patterns on a page in another language", () => {
  it('name the fields, the password button and the submit button, and head the error summary, in Hausa', async () => {
    const errors = { attempt: 1, intro: 'Akwai kuskure', problems: [{ field: 'first', message: 'Shigar da sunanka na farko' }] };
    const { container } = inPage(
      'ha',
      <form>
        <ErrorSummary errors={errors} />
        <NameFields
          ids={{ firstname: 'first', lastname: 'last' }}
          value={{ firstname: '', lastname: '' }}
          onChange={() => {}}
          errorFor={() => undefined}
        />
        <PasswordField
          id="password"
          name="password"
          label="Kalmar sirri"
          value=""
          onChange={() => {}}
          autoComplete="new-password"
          isRequired
        />
        <SubmitButton busy={false} />
      </form>,
    );
    expect(screen.getByRole('heading', { name: 'Akwai matsala' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Sunan farko/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Sunan ƙarshe/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nuna kalmar sirri' }));
    expect(screen.getByRole('button', { name: 'Ɓoye kalmar sirri' }).textContent).toBe('Ɓoye');
    expect(screen.getByRole('status').textContent).toBe('Ana iya ganin kalmar sirri yanzu');
    expect(screen.getByRole('button', { name: 'aika' })).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });

  it("say 'Page not found', a source's facts and a record's changes in Igbo, the source's own words marked as English", () => {
    const { container } = inPage(
      'ig',
      <>
        <PageNotFound />
        <SourcesList
          sources={[
            {
              title: 'Lagos State Special People’s Law',
              url: 'https://example.org/law',
              publisher: 'Lagos State Government',
              date: '2011-03-14',
              supports: '',
              quote: 'A law to provide for the protection of persons with disabilities',
              confidence: 'high',
            },
          ]}
        />
        <RecordHistory
          changes={[
            {
              change: 'corrected',
              field: 'website',
              changed_at: '2026-12-03T10:00:00Z',
              suggested_by: 'Ada',
              moderated_by: '',
              source_url: 'https://example.org/s',
            },
          ]}
          fieldLabels={{ website: 'Webụsaịtị' }}
          headingId="changes"
        />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ahụghị peeji a' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Laghachi na ibe mbụ' })).toBeTruthy();
    const facts = [...container.querySelectorAll('dt, dd')].map((element) => element.textContent);
    expect(facts).toEqual([
      'Onye bipụtara ya',
      'Lagos State Government',
      'Ụbọchị',
      '14 Maachị 2011',
      'Ihe ọ na-akwado',
      'Ebe ozi ekwughị ya',
      'Ntụkwasị obi',
      'Ntụkwasị obi dị elu',
    ]);
    expect(screen.getByText('Lagos State Government').closest('[lang]')?.getAttribute('lang')).toBe('en');
    const change = within(screen.getByRole('region', { name: "Mgbanwe sitere n'aro" })).getByRole('listitem');
    expect(change.textContent).toMatch(/^Edoziri ya na 3 Disemba 2026 site n'otu aro: Webụsaịtị\. Ada tụrụ aro ya\. Ebe o si: /);
    expect(englishIn(container)).toEqual([]);
  });

  it("say what a source backs in Hausa where the portal wrote it, and in the source's words, marked English, where it did not", () => {
    const source = { title: 'A source', url: 'https://example.org/s', publisher: '', date: '', quote: '', confidence: 'high' as const };
    const { container } = inPage(
      'ha',
      <SourcesList
        sources={[
          { ...source, supports: 'Law status, law name and year' },
          // As the import wrote it before the phrase began with a capital.
          { ...source, supports: 'agency' },
          { ...source, supports: 'Law status not confirmed' },
          { ...source, supports: 'The school, where it is and what it offers' },
          { ...source, supports: 'Employment share' },
          // A change accepted from a reader's suggestion: its field as the page labels it, or as written if the page has no label.
          { ...source, supports: "Website, from a reader's suggestion accepted by a moderator" },
          { ...source, supports: "Address, from a reader's suggestion accepted by a moderator" },
        ]}
        fieldLabels={{ website: 'Shafin yanar gizo' }}
      />,
    );
    const supported = [...container.querySelectorAll('dt')]
      .filter((term) => term.textContent === 'Abin da yake tabbatarwa')
      .map((term) => term.nextElementSibling!);
    expect(supported.map((definition) => definition.textContent)).toEqual([
      'Matsayin doka, sunan doka da shekara',
      'Hukuma',
      'Ba a tabbatar da matsayin doka ba',
      'Makarantar, inda take da abin da take bayarwa',
      'Employment share',
      'Shafin yanar gizo, daga shawarar mai karatu da mai tantancewa ya karɓa',
      "Address, from a reader's suggestion accepted by a moderator",
    ]);
    expect(supported.map((definition) => definition.querySelector('[lang="en"]') !== null)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});
