import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Focusable, Link, Tooltip, TooltipTrigger } from '@portal/shared/ui';
import {
  ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE,
  ENHANCED_LINK_ATTRIBUTE,
  clickAsksForTheLink,
  homeAddressOf,
  inPageLanguage,
  lastValue,
  lawStatusWording,
  messages,
  placeKind,
  publish,
  t,
  usePathname,
} from '@portal/shared';
import type { LawStatus } from '@portal/shared/contracts';
import { LoadError } from '@portal/shared/data';
import type { MapCatalogue } from '../catalogue/catalogue.js';
import { useCatalogue } from '../catalogue/use-catalogue.js';
import { lawCategoryOf, lawPatternId } from '../law-status/law-status.js';
import { LawStatusPatterns } from '../law-status/law-status-patterns.component.js';
import { MapLegend } from '../law-status/map-legend.component.js';
import { MAP_VIEW_BOX, NIGERIA_STATES, type MapState } from '../outlines/nigeria-states.generated.js';
import { STATE_CLASS, STATE_PATH_CLASS, useOutlinePaths, type OutlinePaths } from '../outlines/outline-paths.js';
import { chooseState, selectedState, stateName, useSelection } from '../selection/selection.js';
import { mapWords } from '../i18n/words.js';
import { LocaleContext, Parts } from '@portal/shared/i18n/app-words';
import './nigeria-map.css';

const OUTLINES_PACKAGE = 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria';

/** The interactive map of the 36 states and the FCT (§2.10), once the API's states and policies are in. */
export function NigeriaMap() {
  const load = useCatalogue();
  const paths = useOutlinePaths();
  if (load.status === 'failed') return <LoadError onRetry={load.retry} />;
  if (load.status === 'loading' || !paths) return <p role="status">{messages.mapLoading}</p>;
  return <StateMap catalogue={load.data} paths={paths} />;
}

/**
 * The pointer that made the map load often rests on a state when the map has hydrated: the browser then
 * sends no new 'over' for that state, and React Aria, which learns that a mouse is in use from a move,
 * may have seen none since it loaded, so the state's tooltip would wait until the pointer left the state
 * and came back. So a move and an 'over' are made for the state under the pointer, as the pointer's own.
 */
function showTooltipOfRestingPointer(figure: HTMLElement | null) {
  const outline = figure?.querySelector(`.${STATE_CLASS}:hover > .${STATE_PATH_CLASS}`);
  if (!outline) return;
  for (const type of ['pointermove', 'pointerover']) {
    outline.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', isPrimary: true }));
  }
}

/** Arrow keys step through the states in alphabetical order, wrapping at the ends; Home and End jump. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function StateMap({ catalogue, paths }: { catalogue: MapCatalogue; paths: OutlinePaths }) {
  const words = mapWords.useWords();
  const [selection, setSelection] = useSelection();
  const selected = selectedState(selection, catalogue);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  // Roving focus: the whole map is one tab stop (the last state focused, else the selected one, else the
  // first), so keyboard users cross it with one Tab instead of 37 and move inside it with the arrows.
  const [lastFocusedId, setLastFocusedId] = useState<string | null>(null);
  const [seenSelectedId, setSeenSelectedId] = useState(selected?.id);
  // Tooltips open inside the map's figure, so they stay within the page's landmarks.
  const [figure, setFigure] = useState<HTMLElement | null>(null);
  useEffect(() => showTooltipOfRestingPointer(figure), [figure]);
  if (seenSelectedId !== selected?.id) {
    // A selection made elsewhere (the dropdown) becomes the map's tab stop.
    setSeenSelectedId(selected?.id);
    setLastFocusedId(selected?.id ?? null);
  }
  const tabStopId = lastFocusedId ?? selected?.id ?? NIGERIA_STATES[0]!.id;
  // Each state's link: an SVG `a` (React's types call every `a` an HTML one).
  const elements = useRef(new Map<string, StateLink>());

  const select = (state: MapState) => {
    const choice = chooseState(state, catalogue, lastValue('selection'));
    setSelection(choice.selection);
    if (choice.toast) publish('toast', choice.toast);
  };

  // From the state that has focus, not from the last render's tab stop: keys kept while the map hydrated
  // are made again one after another, before React has rendered the focus each one moved.
  const moveFocus = (event: KeyboardEvent<SVGSVGElement>) => {
    const index = NIGERIA_STATES.findIndex((state) => elements.current.get(state.id) === event.target);
    const next = nextIndex(
      event.key,
      index === -1 ? NIGERIA_STATES.findIndex((state) => state.id === tabStopId) : index,
      NIGERIA_STATES.length,
    );
    if (next === undefined) return;
    event.preventDefault();
    elements.current.get(NIGERIA_STATES[next]!.id)?.focus();
  };

  const onHome = usePathname() === '/';
  const legendTitleId = useId();
  const focused = NIGERIA_STATES.find((state) => state.id === focusedId);
  return (
    // Named by the legend's title, not by its caption: a figure takes its name from its figcaption, and this
    // one's (the keyboard hint and the outlines' credits, some 450 characters) was read out whole on entering
    // the map, and then again as its text.
    <figure className="nigeria-map" ref={setFigure} aria-labelledby={legendTitleId}>
      <svg
        className="nigeria-map__svg"
        viewBox={MAP_VIEW_BOX}
        role="group"
        aria-label={words('mapLabel')}
        aria-describedby="nigeria-map-hint"
        onKeyDown={moveFocus}
        // Before the map has hydrated, the shell moves focus with the same keys in the same order.
        {...{ [ARROW_KEYS_MOVE_FOCUS_ATTRIBUTE]: '' }}
      >
        <LawStatusPatterns />
        {NIGERIA_STATES.map((state) => (
          <StatePath
            key={state.id}
            id={state.id}
            d={paths.get(state.id)!}
            name={stateName(state, catalogue)}
            href={stateHref(state, catalogue, onHome)}
            lawStatus={catalogue.byCode.get(state.id)?.lawStatus ?? 'unknown'}
            tooltipContainer={figure}
            isSelected={state.id === selected?.id}
            isTabStop={state.id === tabStopId}
            onSelect={() => select(state)}
            onFocus={() => {
              setFocusedId(state.id);
              setLastFocusedId(state.id);
            }}
            onBlur={() => setFocusedId((id) => (id === state.id ? null : id))}
            register={(element) => {
              if (element) elements.current.set(state.id, element);
              else elements.current.delete(state.id);
            }}
          />
        ))}
        {/* Marks drawn over every state, so a neighbour painted later cannot hide half of the outline. The
            fill shows the law status, so the selection is a thick dark outline with a light core. */}
        {selected && (
          <g className="nigeria-map__selected-mark" aria-hidden="true">
            <path className="nigeria-map__selected-mark-outer" d={paths.get(selected.id)} />
            <path className="nigeria-map__selected-mark-inner" d={paths.get(selected.id)} />
          </g>
        )}
        {focused && (
          <g className="nigeria-map__focus-mark" aria-hidden="true">
            <path className="nigeria-map__focus-mark-outer" d={paths.get(focused.id)} />
            <path className="nigeria-map__focus-mark-inner" d={paths.get(focused.id)} />
          </g>
        )}
      </svg>
      <MapLegend titleId={legendTitleId} />
      <figcaption className="nigeria-map__caption">
        <p id="nigeria-map-hint">{words('mapHint')}</p>
        <p className="nigeria-map__attribution">
          <Parts
            parts={words.parts('mapAttribution', {
              site: <Link href="https://mapsvg.com/maps/nigeria">{words('mapOutlinesSite')}</Link>,
              package: <Link href={OUTLINES_PACKAGE}>{messages.mapOutlinesPackage}</Link>,
              licence: <Link href="https://creativecommons.org/licenses/by/4.0/">{messages.licenceShortName}</Link>,
            })}
          />
        </p>
      </figcaption>
    </figure>
  );
}

/**
 * Where a state's link leads without the map's script (before it has loaded, if it never does, and for a
 * middle-click or 'open in new tab'): on the home page, home shown for that state (`/?state=Lagos`);
 * elsewhere, the state's own page.
 */
function stateHref(state: MapState, catalogue: MapCatalogue, onHome: boolean): string {
  const listed = catalogue.byCode.get(state.id)?.entry;
  const name = listed?.name ?? state.name;
  return inPageLanguage(onHome || !listed ? homeAddressOf(name) : `/states/${listed.id}`);
}

/** A state's link, an SVG `a`: what the map focuses. */
type StateLink = Element & HTMLOrSVGElement;

interface StatePathProps {
  /** The state's id, such as `NGKE`. */
  id: string;
  /** Its outline. */
  d: string;
  name: string;
  href: string;
  lawStatus: LawStatus;
  isSelected: boolean;
  isTabStop: boolean;
  onSelect: () => void;
  onFocus: () => void;
  onBlur: () => void;
  register: (element: StateLink | null) => void;
  tooltipContainer: HTMLElement | null;
}

/**
 * One state: a link (to its state, as HTML) that a plain click, a tap, Enter or Space (as the map's hint
 * says) turns into selecting it. Its tooltip shows on hover and on keyboard focus.
 */
function StatePath({
  id,
  d,
  name,
  href,
  lawStatus,
  isSelected,
  isTabStop,
  onSelect,
  onFocus,
  onBlur,
  register,
  tooltipContainer,
}: StatePathProps) {
  const words = mapWords.useWords();
  const title = words('mapTooltipTitle', { state: name, place: placeKind(name) });
  const wording = lawStatusWording(lawStatus, useContext(LocaleContext));
  const policy = words('mapTooltipPolicy', { answer: wording.policyAnswer });
  const status = wording.label;
  return (
    <TooltipTrigger delay={300} closeDelay={200}>
      <Focusable>
        <a
          ref={register}
          id={id}
          href={href}
          className={STATE_CLASS}
          tabIndex={isTabStop ? 0 : -1}
          // The name says the state and its law status once, in the words the tooltip and every page use.
          aria-label={words('mapStateName', { title, status })}
          aria-current={isSelected ? 'true' : undefined}
          // Before the map's script has hydrated, the shell keeps a plain click on it for the script.
          {...{ [ENHANCED_LINK_ATTRIBUTE]: '' }}
          onClick={(event) => {
            if (clickAsksForTheLink(event)) return;
            event.preventDefault();
            onSelect();
          }}
          onKeyDown={(event) => {
            // Enter with a modifier opens the link elsewhere, as a modified click does.
            if ((event.key !== 'Enter' && event.key !== ' ') || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onSelect();
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <path d={d} className={STATE_PATH_CLASS} fill={`url(#${lawPatternId(lawCategoryOf(lawStatus))})`} />
        </a>
      </Focusable>
      <Tooltip className="nigeria-map__tooltip" offset={8} {...(tooltipContainer ? { UNSTABLE_portalContainer: tooltipContainer } : {})}>
        <p className="nigeria-map__tooltip-title">{title}</p>
        <p>{policy}</p>
        <p>{t('labelled', { label: words('mapLegendHeading'), value: status })}</p>
      </Tooltip>
    </TooltipTrigger>
  );
}
