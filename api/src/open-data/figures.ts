/**
 * The national and global figures of `sets/sourced/national-figures.csv` as published records. The file
 * names each figure's publisher, the page it was read on and the kind of source; the confidence is the
 * portal's reading of that kind, stated in the README: the publisher's own study is high, a report of it
 * medium, and an assumption-based or unexplained claim low.
 */
import { parse } from 'csv-parse/sync';
import type { Confidence } from '@portal/shared/contracts';
import { hostOf, splitCitation } from './sources.js';
import type { NationalFigure } from '@portal/shared/contracts';

interface FigureLine {
  figure: string;
  value: string;
  year: string;
  scope: string;
  publisher: string;
  source_url: string;
  quote: string;
  source_type: string;
  /** The team's working notes: never published. */
  notes: string;
  /** A caveat for the reader, in the portal's words. */
  public_note?: string;
}

export function confidenceOfSourceType(sourceType: string): Confidence {
  const kind = sourceType.toLowerCase();
  if (/assumption|method not stated|advocacy|listicle|blog/.test(kind)) return 'low';
  return kind.startsWith('primary') ? 'high' : 'medium';
}

export function figuresFromCsv(text: string): NationalFigure[] {
  const lines = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as FigureLine[];
  return lines.map((line, index) => {
    // The publisher column cites the work, with a date when it has one ('Leadership (editorial, 2019-06-28)');
    // the page read is on the site that is the source's publisher.
    // The published note is the reader's caveat and the kind of source; the `notes` column is the team's.
    const notes = [line.public_note, line.source_type && `Kind of source: ${line.source_type}.`].filter(Boolean).join(' ');
    return {
      id: index + 1,
      figure: line.figure,
      value: line.value,
      year: line.year,
      scope: line.scope,
      notes,
      sources: [
        {
          title: line.publisher,
          publisher: hostOf(line.source_url),
          url: line.source_url,
          date: splitCitation(line.publisher, line.source_url).date,
          quote: line.quote,
          confidence: confidenceOfSourceType(line.source_type),
          supports: line.figure,
        },
      ],
    };
  });
}
