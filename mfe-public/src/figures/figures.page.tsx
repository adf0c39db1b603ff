import { messages, orNotStated } from '@portal/shared';
import type { NationalFigure } from '@portal/shared/contracts';
import { useLoad } from '@portal/shared/data';
import { fetchFigures } from '../data/public-data.js';
import { ListPage } from '../data/list-page.component.js';
import { SourcesList } from '@portal/shared/sources';
import './figures.css';
import { Fact } from '@portal/shared/fact';

/** A global estimate is said to be one, so nobody reads it as a measurement of Nigeria. */
export const scopeText = (scope: string) => (scope.trim().toLowerCase() === 'global' ? messages.scopeGlobal : orNotStated(scope));

/** `/figures`: every national and global figure, with its year, scope, caveats and sources. */
export function FiguresPage() {
  const figures = useLoad('figures', fetchFigures);
  return (
    <ListPage
      className="figures-page"
      title={messages.figuresPageTitle}
      intro={messages.figuresIntro}
      load={figures}
      loading={messages.figuresLoading}
    >
      {(data) => (
        <ol className="figures-list">
          {data.map((figure) => (
            <li key={figure.id}>
              <FigureEntry figure={figure} />
            </li>
          ))}
        </ol>
      )}
    </ListPage>
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
