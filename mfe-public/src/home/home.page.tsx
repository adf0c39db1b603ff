import { useEffect, useRef } from 'react';
import { Link } from '@portal/shared/ui';
import {
  RemoteParcel,
  homeAddressOf,
  inPageLanguage,
  lastValue,
  replaceAddress,
  subscribe,
  usePageName,
  type Selection,
} from '@portal/shared';
import { LoadError, useLoad } from '@portal/shared/data';
import { fetchCountry, fetchNigeriaStates, type CountryRecord } from '../data/public-data.js';
import { STATISTICS_HEADING_ID, StatisticsTabs } from '../statistics/statistics-tabs.component.js';
import { PolicyOverview } from '../policy-overview/policy-overview.component.js';
import { Education } from '../education/education.component.js';
import { countrySelection, stateSelection } from '../selection/selection.js';
import { useShownSelection } from '../selection/use-shown-selection.js';
import { DEFAULT_COUNTRY, isDefaultCountry } from '../selection/default-country.js';
import { WithoutScript } from '../without-script.component.js';
import { SECTIONS, afterNavigationSettles, scrollToSection, sectionInHash } from './sections.js';
import { useSelectionFeedback } from './use-selection-feedback.js';
import { StateNoticeMessage } from './state-notice.component.js';
import { HomeFrame } from './home-frame.component.js';
import { useWhenNeeded } from './use-when-needed.js';
import { isOwnWords, publicWords, type PublicWords } from '../i18n/words.js';
import { InEnglish, useFormats } from '@portal/shared/i18n/page-language';
import './home.css';

/**
 * One of the map app's parcels, loaded when needed (see useWhenNeeded), saying meanwhile that it loads.
 * The server may have drawn it (the map app's server entry): it then shows from the first paint, and
 * answers once loaded.
 */
function MapParcel({ exposed, className }: { exposed: './map' | './panel'; className?: string }) {
  const region = useRef<HTMLDivElement>(null);
  const needed = useWhenNeeded(region);
  const words = publicWords.useWords();
  return (
    <div ref={region} className={className}>
      <RemoteParcel remote="mfe_map" exposed={exposed} load={needed} loading={<p className="home__map-loading">{words('mapLoading')}</p>} />
      {exposed === './map' && <StateLinksWithoutScript />}
    </div>
  );
}

/**
 * Without JavaScript there is no map: in its place, every state as a link to its page, and neither
 * 'Loading the map…' nor the map and panel the server drew, whose states cannot be chosen without it.
 */
const HIDE_MAP_LOADING = '.home__map-loading, .home [data-parcel-slot] { display: none; }';
function StateLinksWithoutScript() {
  const states = useLoad('nigeria-states', fetchNigeriaStates);
  const words = publicWords.useWords();
  return (
    <WithoutScript hide={HIDE_MAP_LOADING}>
      {states.status === 'ready' && (
        <nav aria-label={words('stateLinksLabel')}>
          <ul className="home__state-links">
            {states.data.map((state) => (
              <li key={state.id}>
                <a href={inPageLanguage(`/states/${state.id}`)}>{state.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </WithoutScript>
  );
}

/** §2.5: headline, statistics, the policy overview beside the map, the education section. */
export function HomePage() {
  const words = publicWords.useWords();
  const formats = useFormats();
  const { selection, setSelection, countries, states, addressed, namesState } = useShownSelection({ withStates: false });
  const countryList = countries.status === 'ready' ? countries.data : null;
  const countryId = selection.countryId;
  const country = useLoad(countryId === null ? null : `country:${countryId}`, () => fetchCountry(countryId!));

  // §4.3: the page opens on Nigeria, and on the state its address names (`/?state=Lagos`). Without one, a
  // selection this page already made (the visitor went to a state's page and came back) is kept, so
  // returning does not lose their state. Once, as the page opens: after that the address follows the
  // choices made on the page. Before useSelectionFeedback listens: a state the page opens on is not a new
  // choice.
  const opened = useRef(false);
  const opening = useRef<Selection | null>(null);
  useEffect(() => {
    if (opened.current || !countryList || (namesState && states.status === 'loading')) return;
    opened.current = true;
    const nigeria = countryList.find((entry) => isDefaultCountry(entry.name));
    if (!nigeria) {
      console.info('Nigeria not found in the country list');
      return;
    }
    const shown = lastValue('selection');
    if (addressed) {
      opening.current = stateSelection(countrySelection(nigeria), addressed);
      if (shown?.stateId !== addressed.id) setSelection(opening.current);
    } else if (shown?.countryId !== nigeria.id) setSelection(countrySelection(nigeria));
  }, [countryList, namesState, states.status, addressed, setSelection]);

  // The address follows the state shown, so that reloading or sharing it shows the same.
  useEffect(
    () =>
      subscribe('selection', ({ stateName }) => replaceAddress(homeAddressOf(stateName, window.location.search) + window.location.hash)),
    [],
  );

  const { notice, chooseAgain } = useSelectionFeedback(opening);
  // The title names the state shown, as the server's HTML of `/?state=Lagos` does (server/page-meta.ts),
  // and is the page table's again once the state is cleared.
  usePageName(selection.stateId === null ? words('navHome') : words('homeStateTitle', { state: selection.stateName }));

  // Arriving from another page through a top bar shortcut (`/#education`): go to that section.
  useEffect(() => {
    const section = sectionInHash(window.location.hash);
    return section ? afterNavigationSettles(() => scrollToSection(section, { moveFocus: true })) : undefined;
  }, []);

  const record = country.status === 'ready' ? country.data : null;
  const failed = [countries, country].find((load) => load.status === 'failed');
  return (
    <div className="page home">
      <HomeFrame
        count={record?.population.withDisability ?? null}
        countryName={selection.countryName || DEFAULT_COUNTRY}
        derivation={
          record && (
            <>
              <strong>{words('derivationLabel')}</strong> {derivationOf(record, words, formats.number)}
            </>
          )
        }
      />
      {failed && <LoadError onRetry={failed.retry} />}

      <section className="home__stats" aria-labelledby={STATISTICS_HEADING_ID}>
        <h2 id={STATISTICS_HEADING_ID}>{words('statisticsHeading')}</h2>
        <StatisticsTabs country={record} />
        <Link href="/figures" className="home__figures-link">
          {words('figuresPageTitle')}
        </Link>
      </section>

      <div className="home__layout">
        <div className="home__sections">
          <section id={SECTIONS.policy} className="home__section" aria-labelledby="policy-heading">
            {/* First in the section a state choice scrolls to, so it is in view when the choice fails. */}
            {notice && <StateNoticeMessage notice={notice} onChooseAgain={chooseAgain} />}
            <div className="home__policy">
              <PolicyOverview headingId="policy-heading" selection={selection} country={record} />
              <MapParcel exposed="./map" className="home__map" />
            </div>
          </section>
          <section id={SECTIONS.education} className="home__section" aria-labelledby="education-heading">
            <Education headingId="education-heading" selection={selection} />
          </section>
        </div>
        <aside className="home__panel" aria-labelledby="panel-heading">
          <h2 id="panel-heading" className="portal-visually-hidden">
            {words('mapPanelHeading')}
          </h2>
          <MapParcel exposed="./panel" />
        </aside>
      </div>
    </div>
  );
}

/**
 * How the headline's count was derived, from the country record: in the page's language where the record
 * says it in the portal's own sentence for the sum of its age bands (as the data set writes it), as written,
 * in English, where it says anything else. Every language writes numbers alike (@portal/shared's formats).
 */
function derivationOf(record: CountryRecord, words: PublicWords, number: (value: number) => string) {
  const sum = Object.values(record.statistics.ageDistribution)
    .map((band) => number(band.withDisability))
    .join(' + ');
  const derivation = record.population.derivation.trim();
  return isOwnWords(derivation, 'derivationAgeBandSum', { sum }) ? (
    words('derivationAgeBandSum', { sum })
  ) : (
    <InEnglish>{derivation}</InEnglish>
  );
}
