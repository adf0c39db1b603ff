/**
 * Turns the outlines of `@svg-maps/nigeria` (MapSVG's map, CC BY 4.0, view box 0 0 744 600, ids such as
 * `kebbi`) into the map the spec asks for (§2.10): view box 0 0 1000 1000, each path with the id 'NG' +
 * its ISO 3166-2:NG code (`NGKE`), its name and its outline. Coordinates are rounded to whole units of the
 * new view box and written as relative steps, which keeps what the home page downloads small.
 */
import { pathSubpaths, type Point } from '../src/outlines/path-geometry.js';

/** ISO 3166-2:NG code and name of each state, by the id the source gives its path. The source spells
 * Nasarawa 'Nassarawa' and writes 'fct'; the names here follow the spec's list. */
export const STATES_BY_SOURCE_ID: Readonly<Record<string, { code: string; name: string }>> = {
  abia: { code: 'AB', name: 'Abia' },
  adamawa: { code: 'AD', name: 'Adamawa' },
  'akwa-ibom': { code: 'AK', name: 'Akwa Ibom' },
  anambra: { code: 'AN', name: 'Anambra' },
  bauchi: { code: 'BA', name: 'Bauchi' },
  bayelsa: { code: 'BY', name: 'Bayelsa' },
  benue: { code: 'BE', name: 'Benue' },
  borno: { code: 'BO', name: 'Borno' },
  'cross-river': { code: 'CR', name: 'Cross River' },
  delta: { code: 'DE', name: 'Delta' },
  ebonyi: { code: 'EB', name: 'Ebonyi' },
  edo: { code: 'ED', name: 'Edo' },
  ekiti: { code: 'EK', name: 'Ekiti' },
  enugu: { code: 'EN', name: 'Enugu' },
  fct: { code: 'FC', name: 'Federal Capital Territory' },
  gombe: { code: 'GO', name: 'Gombe' },
  imo: { code: 'IM', name: 'Imo' },
  jigawa: { code: 'JI', name: 'Jigawa' },
  kaduna: { code: 'KD', name: 'Kaduna' },
  kano: { code: 'KN', name: 'Kano' },
  katsina: { code: 'KT', name: 'Katsina' },
  kebbi: { code: 'KE', name: 'Kebbi' },
  kogi: { code: 'KO', name: 'Kogi' },
  kwara: { code: 'KW', name: 'Kwara' },
  lagos: { code: 'LA', name: 'Lagos' },
  nassarawa: { code: 'NA', name: 'Nasarawa' },
  niger: { code: 'NI', name: 'Niger' },
  ogun: { code: 'OG', name: 'Ogun' },
  ondo: { code: 'ON', name: 'Ondo' },
  osun: { code: 'OS', name: 'Osun' },
  oyo: { code: 'OY', name: 'Oyo' },
  plateau: { code: 'PL', name: 'Plateau' },
  rivers: { code: 'RI', name: 'Rivers' },
  sokoto: { code: 'SO', name: 'Sokoto' },
  taraba: { code: 'TA', name: 'Taraba' },
  yobe: { code: 'YO', name: 'Yobe' },
  zamfara: { code: 'ZA', name: 'Zamfara' },
};

/** The shape of `@svg-maps/nigeria`'s default export. */
export interface SourceMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}

export interface StateOutline {
  /** 'NG' + ISO 3166-2:NG code, such as `NGKE`. */
  id: string;
  name: string;
  d: string;
}

/** The spec's view box is 0 0 1000 1000 (§9); the country is centred in it with this free border. */
export const MAP_SIZE = 1000;
const FRAME_MARGIN = 10;

/** The outlines in the spec's view box and id form, in alphabetical order of name (the map's keyboard order). */
export function buildOutlines(source: SourceMap): StateOutline[] {
  const parsed = source.locations.map((location) => {
    const state = STATES_BY_SOURCE_ID[location.id];
    if (!state) throw new Error(`No ISO 3166-2:NG code for the source path '${location.id}' (${location.name})`);
    return { id: `NG${state.code}`, name: state.name, subpaths: pathSubpaths(location.path) };
  });
  const missing = Object.keys(STATES_BY_SOURCE_ID).filter((id) => !source.locations.some((l) => l.id === id));
  if (missing.length > 0) throw new Error(`The source map lacks ${missing.join(', ')}`);

  const all = parsed.flatMap(({ subpaths }) => subpaths.flatMap(({ points }) => points));
  const minX = Math.min(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const width = Math.max(...all.map((p) => p.x)) - minX;
  const height = Math.max(...all.map((p) => p.y)) - minY;
  const scale = (MAP_SIZE - 2 * FRAME_MARGIN) / Math.max(width, height);
  const offsetX = (MAP_SIZE - width * scale) / 2;
  const offsetY = (MAP_SIZE - height * scale) / 2;
  // Shared borders have the same source vertices on both sides, so rounding keeps neighbours touching.
  const place = (p: Point): Point => ({
    x: Math.round((p.x - minX) * scale + offsetX),
    y: Math.round((p.y - minY) * scale + offsetY),
  });

  return parsed
    .map(({ id, name, subpaths }) => ({
      id,
      name,
      d: subpaths.map(({ points, closed }) => encodeSubpath(withoutRepeats(points.map(place), closed), closed)).join(''),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Drops vertices that rounding made equal to the one before (and, when the ring closes, to the first). */
function withoutRepeats(points: Point[], closed: boolean): Point[] {
  const kept = points.filter((p, i) => i === 0 || p.x !== points[i - 1]!.x || p.y !== points[i - 1]!.y);
  const first = kept[0]!;
  while (closed && kept.length > 1 && kept.at(-1)!.x === first.x && kept.at(-1)!.y === first.y) kept.pop();
  return kept;
}

/** `M x y` then relative line steps, with no separator where a minus sign already separates numbers. */
function encodeSubpath(points: Point[], closed: boolean): string {
  const [first, ...rest] = points;
  const steps = rest.flatMap((p, i) => {
    const previous = points[i]!;
    return [p.x - previous.x, p.y - previous.y];
  });
  const start = `M${numberList([first!.x, first!.y])}`;
  return `${start}${steps.length > 0 ? `l${numberList(steps)}` : ''}${closed ? 'z' : ''}`;
}

function numberList(numbers: number[]): string {
  return numbers.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : String(n))).join('');
}

const generatedHeader = (sourceVersion: string) => [
  `// Generated by scripts/generate-outlines.ts from @svg-maps/nigeria ${sourceVersion} (MapSVG, CC BY 4.0):`,
  '// rescaled to the view box 0 0 1000 1000, rounded to whole units, ids in the ISO 3166-2:NG form.',
  '// Do not edit by hand; run `npm run generate -w mfe-map`.',
  '',
];

/** The module of the states the map lists: ids, names and order, which the map's script always needs. */
export function renderStatesModule(outlines: StateOutline[], sourceVersion: string): string {
  return [
    ...generatedHeader(sourceVersion),
    'export interface MapState {',
    "  /** 'NG' + ISO 3166-2:NG code, such as `NGKE` for Kebbi. */",
    '  id: string;',
    '  name: string;',
    '}',
    '',
    `export const MAP_VIEW_BOX = '0 0 ${MAP_SIZE} ${MAP_SIZE}';`,
    '',
    '/** The 36 states and the Federal Capital Territory, in alphabetical order of name. */',
    'export const NIGERIA_STATES: readonly MapState[] = [',
    ...outlines.map((o) => `  { id: '${o.id}', name: '${o.name}' },`),
    '];',
    '',
  ].join('\n');
}

/** The module of the states' outlines (`d`) by id: most of the map's bytes, loaded only where the page lacks them. */
export function renderOutlinesModule(outlines: StateOutline[], sourceVersion: string): string {
  return [
    ...generatedHeader(sourceVersion),
    "/** Each state's outline, by its id in NIGERIA_STATES. */",
    'export const OUTLINE_PATHS: Readonly<Record<string, string>> = {',
    ...outlines.map((o) => `  ${o.id}: '${o.d}',`),
    '};',
    '',
  ].join('\n');
}
