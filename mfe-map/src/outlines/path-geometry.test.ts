import { describe, expect, it } from 'vitest';
import { pathBBox, pathSubpaths, viewBoxAttribute, zoomBox } from './path-geometry.js';
import { OUTLINE_PATHS } from './nigeria-outlines.generated.js';

const outline = (id: string) => OUTLINE_PATHS[id]!;

describe('path geometry', () => {
  it('measures absolute commands, horizontal and vertical lines included', () => {
    expect(pathBBox('M10 20 L30 40 H50 V5 Z')).toEqual({ x: 10, y: 5, width: 40, height: 35 });
  });

  it('measures relative commands from the current point, with implicit linetos after a moveto', () => {
    expect(pathBBox('m 10,20 5,5 h -20 v 10 l 1.5-1.5')).toEqual({ x: -5, y: 20, width: 20, height: 15 });
  });

  it('starts a relative moveto after a closepath from the closed subpath’s first point', () => {
    const subpaths = pathSubpaths('m 100,100 10,0 0,10 z m 5,5 1,1');
    expect(subpaths).toEqual([
      {
        closed: true,
        points: [
          { x: 100, y: 100 },
          { x: 110, y: 100 },
          { x: 110, y: 110 },
        ],
      },
      {
        closed: false,
        points: [
          { x: 105, y: 105 },
          { x: 106, y: 106 },
        ],
      },
    ]);
  });

  it('refuses curves rather than measuring them wrongly', () => {
    expect(() => pathBBox('M0 0 C1 1 2 2 3 3')).toThrow(/Unsupported path command C/);
    expect(() => pathBBox('L1 1')).toThrow(/moveto/);
  });

  // Expected boxes measured independently with Chromium's SVGGraphicsElement.getBBox() on the same paths.
  it.each([
    ['NGLA', { x: 13, y: 697, width: 134, height: 27 }],
    ['NGKE', { x: 78, y: 160, width: 206, height: 259 }],
    ['NGFC', { x: 343, y: 480, width: 71, height: 78 }],
    ['NGBO', { x: 741, y: 119, width: 249, height: 305 }],
    ['NGRI', { x: 313, y: 777, width: 98, height: 112 }],
  ])('zooms %s to its bounding box with a 20-unit margin on every side', (id, box) => {
    expect(pathBBox(outline(id))).toEqual(box);
    expect(zoomBox(outline(id))).toEqual({
      x: box.x - 20,
      y: box.y - 20,
      width: box.width + 40,
      height: box.height + 40,
    });
  });

  it('writes a box as a viewBox attribute', () => {
    expect(viewBoxAttribute(zoomBox(outline('NGLA')))).toBe('-7 677 174 67');
  });
});
