/**
 * Geometry of the map's outlines, read straight from a path's `d` attribute. The outlines are polygons
 * (straight segments only), so the commands handled are the straight-line ones, absolute and relative:
 * M m L l H h V v Z z. Anything else (curves, arcs) is refused rather than measured wrongly.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Subpath {
  points: Point[];
  closed: boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const TOKEN = /([A-Za-z])|([-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?)/g;
const STRAIGHT_COMMANDS = new Set(['M', 'L', 'H', 'V', 'Z']);

/** Each subpath of `d` as absolute vertices, in drawing order. */
export function pathSubpaths(d: string): Subpath[] {
  const subpaths: Subpath[] = [];
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const numbers: number[] = [];

  const currentSubpath = (): Subpath => {
    const subpath = subpaths.at(-1);
    if (!subpath) throw new Error(`Path data must start with a moveto: ${d.slice(0, 40)}`);
    return subpath;
  };

  // Applies the pending command to the numbers read so far, as many times as they allow (SVG's implicit
  // repetition: extra pairs after a moveto are linetos).
  const flush = () => {
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const arity = upper === 'H' || upper === 'V' ? 1 : upper === 'Z' ? 0 : 2;
    if (arity === 0) {
      if (numbers.length > 0) throw new Error(`Numbers after closepath in ${d.slice(0, 40)}`);
      return;
    }
    if (numbers.length === 0 || numbers.length % arity !== 0) {
      throw new Error(`Command ${command} has ${numbers.length} numbers in ${d.slice(0, 40)}`);
    }
    for (let i = 0; i < numbers.length; i += arity) {
      const a = numbers[i]!;
      if (upper === 'H') x = relative ? x + a : a;
      else if (upper === 'V') y = relative ? y + a : a;
      else {
        const b = numbers[i + 1]!;
        x = relative ? x + a : a;
        y = relative ? y + b : b;
      }
      if (upper === 'M' && i === 0) {
        subpaths.push({ points: [], closed: false });
        startX = x;
        startY = y;
      }
      currentSubpath().points.push({ x, y });
    }
    numbers.length = 0;
  };

  for (const [, letter, number] of d.matchAll(TOKEN)) {
    if (number !== undefined) {
      if (!command) throw new Error(`Path data must start with a command: ${d.slice(0, 40)}`);
      numbers.push(Number(number));
      continue;
    }
    if (command) flush();
    command = letter!;
    if (!STRAIGHT_COMMANDS.has(command.toUpperCase())) {
      throw new Error(`Unsupported path command ${command}: the outlines are polygons`);
    }
    if (command.toUpperCase() === 'Z') {
      currentSubpath().closed = true;
      // After a closepath the current point returns to the subpath's start, which a following
      // relative moveto is measured from.
      x = startX;
      y = startY;
    }
  }
  if (command) flush();
  return subpaths;
}

/** The smallest box holding every vertex of `d`. */
export function pathBBox(d: string): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { points } of pathSubpaths(d)) {
    for (const p of points) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  if (minX === Infinity) throw new Error('An empty path has no bounding box');
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The spec's padding around a state zoomed to fit (§9). */
export const ZOOM_MARGIN = 20;

/** The view box that shows `d` whole with `margin` units free on every side. */
export function zoomBox(d: string, margin = ZOOM_MARGIN): Box {
  const box = pathBBox(d);
  return { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
}

/** A box as an SVG `viewBox` attribute value. */
export function viewBoxAttribute({ x, y, width, height }: Box): string {
  return `${x} ${y} ${width} ${height}`;
}
