import { useId, useState, type ReactNode } from 'react';
import { Button } from '@portal/shared/ui';
import { Fill, POLICY_PREVIEW_LENGTH, messages, policyPreview } from '@portal/shared';
import { Link } from '@portal/shared/ui';
import { sentenceText, sourceName, type OverviewSentence } from './overview.js';

/**
 * A long text cut to its first 300 characters with 'Read More' / 'Read Less' (§2.6, §2.11). The
 * toggle stays the same button, so keyboard focus stays on it and the text it controls changes in place
 * right before it; aria-expanded tells screen-reader users which state they are in.
 */
function Expandable({ full, preview }: { full: ReactNode; preview: ReactNode | null }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (preview === null) return <p className="long-text">{full}</p>;
  return (
    <>
      <p id={id} className="long-text">
        {expanded ? full : preview}
      </p>
      <Button className="text-button" aria-expanded={expanded} aria-controls={id} onPress={() => setExpanded(!expanded)}>
        {expanded ? messages.readLess : messages.readMore}
      </Button>
    </>
  );
}

/** A description as the record gives it. */
export function ExpandableText({ text }: { text: string }) {
  const { preview, truncated } = policyPreview(text);
  return <Expandable full={text} preview={truncated ? preview : null} />;
}

/**
 * The Overview's sentences with their links to the sources. The preview keeps whole sentences up to the
 * 300 characters (at least the first), so that no link to a source is cut in two.
 */
export function ExpandableSentences({ sentences }: { sentences: OverviewSentence[] }) {
  const lengths = sentences.map((sentence) => sentenceText(sentence).length + 1);
  let shown = 0;
  for (let total = 0; shown < sentences.length && (shown === 0 || total + lengths[shown]! <= POLICY_PREVIEW_LENGTH); shown++)
    total += lengths[shown]!;
  const render = (list: OverviewSentence[]) =>
    list.map((sentence, index) => (
      <span key={index}>
        {index > 0 && ' '}
        <Fill
          text={sentence.text}
          values={Object.fromEntries(
            Object.entries(sentence.links).map(([key, source]) => [
              key,
              <Link key={key} href={source.url}>
                {sourceName(source)}
              </Link>,
            ]),
          )}
        />
      </span>
    ));
  return <Expandable full={render(sentences)} preview={shown < sentences.length ? [...render(sentences.slice(0, shown)), ' …'] : null} />;
}
