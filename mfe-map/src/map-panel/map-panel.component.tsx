import { messages, placeKind } from '@portal/shared';
import { LoadError } from '@portal/shared/data';
import { useCatalogue } from '../catalogue/use-catalogue.js';
import { viewBoxAttribute, zoomBox } from '../outlines/path-geometry.js';
import { useOutlinePaths } from '../outlines/outline-paths.js';
import { selectedState, useSelection } from '../selection/selection.js';
import { mapWords } from '../i18n/words.js';
import './map-panel.css';

/** The selected state's outline zoomed to fit with the spec's 20-unit margin (§2.9); hidden on small screens. */
export function MapPanel() {
  const words = mapWords.useWords();
  const [selection] = useSelection();
  const load = useCatalogue();
  const paths = useOutlinePaths();

  if (selection.stateId !== null && load.status === 'failed') return <LoadError onRetry={load.retry} />;
  const state = load.status === 'ready' ? selectedState(selection, load.data) : undefined;
  const outline = state && paths?.get(state.id);
  return (
    <div className="map-panel">
      {outline ? (
        <>
          <h3 id="map-panel-title" className="map-panel__title">
            {words('mapOfState', { state: selection.stateName, place: placeKind(selection.stateName) })}
          </h3>
          <svg className="map-panel__svg" viewBox={viewBoxAttribute(zoomBox(outline))} role="img" aria-labelledby="map-panel-title">
            <path className="map-panel__state" d={outline} />
          </svg>
        </>
      ) : selection.stateId !== null && (load.status === 'loading' || (state && !paths)) ? (
        <p role="status">{messages.mapLoading}</p>
      ) : (
        <p>{words('mapPanelEmpty')}</p>
      )}
    </div>
  );
}
