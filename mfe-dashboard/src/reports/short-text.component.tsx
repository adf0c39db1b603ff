import { useState } from 'react';
import { Button } from '@portal/shared/ui';
import './reports.css';
import { dashboardWords } from '../i18n/words.js';

/** How much of a long report shows before 'Read More' (the spec's preview length for long texts, §9). */
export const PREVIEW_LENGTH = 300;

/** The text cut at the last word boundary before PREVIEW_LENGTH, so no word is split. */
function preview(text: string): string {
  const cut = text.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * What a person typed, shortened when long, with a button that shows the rest (its state in aria-expanded).
 * Rendered as text in a <bdi>: markup in it stays inert and a right-to-left override reverses only itself.
 */
export function ShortText({ id, text }: { id: string; text: string }) {
  const words = dashboardWords.useWords();
  const [whole, setWhole] = useState(false);
  const long = text.length > PREVIEW_LENGTH;
  return (
    <div className="short-text">
      <p id={id} className="report-card__comment">
        <bdi>{long && !whole ? preview(text) : text}</bdi>
      </p>
      {long && (
        <Button className="button" aria-expanded={whole} aria-controls={id} onPress={() => setWhole(!whole)}>
          {words(whole ? 'readLess' : 'readMore')}
        </Button>
      )}
    </div>
  );
}
