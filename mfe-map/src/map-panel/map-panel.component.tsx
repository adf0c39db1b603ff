import { useAtomValue, useSetAtom } from 'jotai';
import { LoadError, messages, t } from '@portal/shared';
import { catalogueAtom } from '../catalogue/catalogue.atom.js';
import { viewBoxAttribute, zoomBox } from '../outlines/path-geometry.js';
import { selectedOutline, selectionAtom } from '../selection/selection.js';
import { MAP_LOADING } from '../map-texts.js';
import './map-panel.css';

/** The selected state's outline zoomed to fit with the spec's 20-unit margin (§2.9); hidden on small screens. */
export function MapPanel() {
  const selection = useAtomValue(selectionAtom);
  const load = useAtomValue(catalogueAtom);
  const reload = useSetAtom(catalogueAtom);

  if (selection.stateId !== null && load.status === 'failed') return <LoadError onRetry={() => void reload()} />;
  const outline = load.status === 'ready' ? selectedOutline(selection, load.catalogue) : undefined;
  return (
    <div className="map-panel">
      {outline ? (
        <>
          <h3 id="map-panel-title" className="map-panel__title">
            {t('mapOfState', { state: selection.stateName })}
          </h3>
          <svg
            className="map-panel__svg"
            viewBox={viewBoxAttribute(zoomBox(outline.d))}
            role="img"
            aria-labelledby="map-panel-title"
          >
            <path className="map-panel__state" d={outline.d} />
          </svg>
        </>
      ) : selection.stateId !== null && load.status === 'loading' ? (
        <p role="status">{MAP_LOADING}</p>
      ) : (
        <p>{messages.mapPanelEmpty}</p>
      )}
    </div>
  );
}
