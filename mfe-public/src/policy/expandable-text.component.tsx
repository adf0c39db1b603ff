import type { ReactNode } from 'react';
import { POLICY_PREVIEW_LENGTH } from '@portal/shared';
import { Parts } from '@portal/shared/i18n/app-words';
import { Link } from '@portal/shared/ui';
import { sentenceText, sourceName, type OverviewSentence } from './overview.js';
import { publicWords } from '../i18n/words.js';
import { InEnglish } from '@portal/shared/i18n/page-language';

/**
 * A long text cut to its first 300 characters with 'Read More' / 'Read Less' (§2.6, §2.11), as the
 * browser's own disclosure (`details`): it opens and closes at the first tap or key before any script has
 * arrived, and if none ever does. The summary is the toggle (announced as a button, expanded or
 * collapsed) and stays where it is; the rest of the text follows it, so nothing is said twice, and the
 * ellipsis goes while it is open (public.css). Its label says what a press will do.
 */
function Expandable({ shown, ellipsis, rest, lang }: { shown: ReactNode; ellipsis: string; rest: ReactNode; lang?: string | undefined }) {
  const words = publicWords.useWords();
  return (
    <div className="expandable">
      <p className="long-text" lang={lang}>
        {shown}
        <span className="expandable__ellipsis">{ellipsis}</span>
      </p>
      <details className="expandable__more">
        <summary className="text-button">
          <span className="expandable__closed-label">{words('readMore')}</span>
          <span className="expandable__open-label">{words('readLess')}</span>
        </summary>
        <p className="long-text" lang={lang}>
          {rest}
        </p>
      </details>
    </div>
  );
}

/** A description as the record gives it, in its own language (`lang`: 'en' for a record's English on a page in another). */
export function ExpandableText({ text, lang }: { text: string; lang?: string | undefined }) {
  if (text.length <= POLICY_PREVIEW_LENGTH)
    return (
      <p className="long-text" lang={lang}>
        {text}
      </p>
    );
  return <Expandable shown={text.slice(0, POLICY_PREVIEW_LENGTH)} ellipsis="…" rest={text.slice(POLICY_PREVIEW_LENGTH)} lang={lang} />;
}

/**
 * The Overview's sentences with their links to the sources. The preview keeps whole sentences up to the
 * 300 characters (at least the first), so that no link to a source is cut in two. The sentences are in the
 * page's language; the names in them (a law's, an agency's, a source's) as published, in English.
 */
export function ExpandableSentences({ sentences }: { sentences: OverviewSentence[] }) {
  const words = publicWords.useWords();
  const lengths = sentences.map((sentence) => sentenceText(sentence, words).length + 1);
  let shown = 0;
  for (let total = 0; shown < sentences.length && (shown === 0 || total + lengths[shown]! <= POLICY_PREVIEW_LENGTH); shown++)
    total += lengths[shown]!;
  const render = (list: OverviewSentence[]) =>
    list.map((sentence, index) => (
      <span key={index}>
        {index > 0 && ' '}
        <Parts
          parts={words.parts<ReactNode>(sentence.key, {
            ...sentence.facts,
            ...(sentence.facts.law ? { law: <InEnglish>{sentence.facts.law}</InEnglish> } : {}),
            ...(sentence.facts.agency ? { agency: <InEnglish>{sentence.facts.agency}</InEnglish> } : {}),
            ...Object.fromEntries(
              Object.entries(sentence.links).map(([key, source]) => [
                key,
                <Link key={key} href={source.url}>
                  <InEnglish>{sourceName(source)}</InEnglish>
                </Link>,
              ]),
            ),
          })}
        />
      </span>
    ));
  if (shown === sentences.length) return <p className="long-text">{render(sentences)}</p>;
  return <Expandable shown={render(sentences.slice(0, shown))} ellipsis=" …" rest={render(sentences.slice(shown))} />;
}
