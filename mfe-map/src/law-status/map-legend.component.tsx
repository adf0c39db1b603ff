import { useContext } from 'react';
import { LocaleContext } from '@portal/shared/i18n/app-words';
import { LAW_CATEGORIES, lawPatternId } from './law-status.js';
import { mapWords } from '../i18n/words.js';
import './map-legend.css';

/** A swatch 40 map units square: drawn at the map's scale, the pattern looks as it does on the states. */
const SWATCH = 40;

/**
 * What each fill of the map means: a titled list, each item its pattern and its words. The swatches are
 * decoration beside the words; the words are what a screen reader reads, and each state's name also says
 * its status, so the legend is not needed to use the map. `titleId` is its title's id, which names the map too.
 */
export function MapLegend({ titleId }: { titleId: string }) {
  const words = mapWords.useWords();
  const locale = useContext(LocaleContext);
  return (
    <div className="map-legend">
      <p id={titleId} className="map-legend__title">
        {words('mapLegendHeading')}
      </p>
      <ul className="map-legend__list" aria-labelledby={titleId}>
        {LAW_CATEGORIES.map((category) => (
          <li key={category.id} className="map-legend__item">
            <svg className="map-legend__swatch" viewBox={`0 0 ${SWATCH} ${SWATCH}`} aria-hidden="true" focusable="false">
              <rect width={SWATCH} height={SWATCH} fill={`url(#${lawPatternId(category)})`} className="map-legend__swatch-box" />
            </svg>
            {category.legend(words, locale)}
          </li>
        ))}
      </ul>
    </div>
  );
}
