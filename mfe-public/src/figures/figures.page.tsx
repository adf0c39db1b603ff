import type { NationalFigure } from '@portal/shared/contracts';
import { useLoad } from '@portal/shared/data';
import { fetchFigures } from '../data/public-data.js';
import { ListPage } from '../data/list-page.component.js';
import { SourcesList } from '@portal/shared/sources';
import './figures.css';
import { Fact } from '@portal/shared/fact';
import { publicWords } from '../i18n/words.js';
import { InEnglish } from '@portal/shared/i18n/page-language';

/** A global estimate is said to be one, so nobody reads it as a measurement of Nigeria. */
const isGlobal = (scope: string) => scope.trim().toLowerCase() === 'global';

/** A figure's field as published (in English), or the page's words saying the source leaves it empty. */
function AsPublished({ value }: { value: string | number | null }) {
  const words = publicWords.useWords();
  const text = value === null ? '' : String(value).trim();
  if (!text) return <>{words('notStatedBySource')}</>;
  return typeof value === 'number' ? <>{text}</> : <InEnglish>{text}</InEnglish>;
}

/** `/figures`: every national and global figure, with its year, scope, caveats and sources. */
export function FiguresPage() {
  const words = publicWords.useWords();
  const figures = useLoad('figures', fetchFigures);
  return (
    <ListPage
      className="figures-page"
      title={words('figuresPageTitle')}
      intro={words('figuresIntro')}
      load={figures}
      loading={words('figuresLoading')}
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
  const words = publicWords.useWords();
  const headingId = `figure-${figure.id}`;
  return (
    <article className="figure-entry" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <InEnglish>{figure.figure}</InEnglish>
      </h2>
      <dl className="facts">
        <Fact label={words('figureValueLabel')}>
          <AsPublished value={figure.value} />
        </Fact>
        <Fact label={words('lawYearLabel')}>
          <AsPublished value={figure.year} />
        </Fact>
        <Fact label={words('figureScopeLabel')}>
          {isGlobal(figure.scope) ? words('scopeGlobal') : <AsPublished value={figure.scope} />}
        </Fact>
        {figure.notes.trim() && (
          <Fact label={words('notesLabel')}>
            <InEnglish>{figure.notes.trim()}</InEnglish>
          </Fact>
        )}
      </dl>
      <h3>{words('sourcesHeading')}</h3>
      {figure.sources.length > 0 ? <SourcesList sources={figure.sources} /> : <p className="empty-state">{words('noSourceShort')}</p>}
    </article>
  );
}
