import { messages, orNotStated } from '@portal/shared';
import type { NationalFigure } from '@portal/shared/contracts';
import { LoadError, useLoad } from '@portal/shared/data';
import { fetchFigures } from '../data/public-data.js';
import { SourcesList } from '@portal/shared/sources';
import './figures.css';
import { Fact } from '@portal/shared/fact';

/** A global estimate is said to be one, so nobody reads it as a measurement of Nigeria. */
export const scopeText = (scope: string) => (scope.trim().toLowerCase() === 'global' ? messages.scopeGlobal : orNotStated(scope));

/** `/figures`: every national and global figure, with its year, scope, caveats and sources. */
export function FiguresPage() {
  const figures = useLoad('figures', fetchFigures);
  return (
    <div className="page figures-page">
      <h1>{messages.figuresPageTitle}</h1>
      <p className="prose">{messages.figuresIntro}</p>
      {figures.status === 'loading' && <p role="status">{messages.figuresLoading}</p>}
      {figures.status === 'failed' && <LoadError onRetry={figures.retry} />}
      {figures.status === 'ready' && (
        <ol className="figures-list">
          {figures.data.map((figure) => (
            <li key={figure.id}>
              <FigureEntry figure={figure} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function FigureEntry({ figure }: { figure: NationalFigure }) {
  const headingId = `figure-${figure.id}`;
  return (
    <article className="figure-entry" aria-labelledby={headingId}>
      <h2 id={headingId}>{figure.figure}</h2>
      <dl className="facts">
        <Fact label={messages.figureValueLabel}>{orNotStated(figure.value)}</Fact>
        <Fact label={messages.lawYearLabel}>{orNotStated(figure.year)}</Fact>
        <Fact label={messages.figureScopeLabel}>{scopeText(figure.scope)}</Fact>
        {figure.notes.trim() && <Fact label={messages.notesLabel}>{figure.notes.trim()}</Fact>}
      </dl>
      <h3>{messages.sourcesHeading}</h3>
      {figure.sources.length > 0 ? <SourcesList sources={figure.sources} /> : <p className="empty-state">{messages.noSourceShort}</p>}
    </article>
  );
}
