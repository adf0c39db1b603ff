// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOutlines, MAP_SIZE } from './build-outlines.js';
import { generatedFiles, SOURCE as nigeria } from './generate-outlines.js';
import { pathBBox } from '../src/outlines/path-geometry.js';

/** The spec's ids: 'NG' + ISO 3166-2:NG code, with the state each one names. */
const EXPECTED = {
  NGAB: 'Abia',
  NGAD: 'Adamawa',
  NGAK: 'Akwa Ibom',
  NGAN: 'Anambra',
  NGBA: 'Bauchi',
  NGBY: 'Bayelsa',
  NGBE: 'Benue',
  NGBO: 'Borno',
  NGCR: 'Cross River',
  NGDE: 'Delta',
  NGEB: 'Ebonyi',
  NGED: 'Edo',
  NGEK: 'Ekiti',
  NGEN: 'Enugu',
  NGFC: 'Federal Capital Territory',
  NGGO: 'Gombe',
  NGIM: 'Imo',
  NGJI: 'Jigawa',
  NGKD: 'Kaduna',
  NGKN: 'Kano',
  NGKT: 'Katsina',
  NGKE: 'Kebbi',
  NGKO: 'Kogi',
  NGKW: 'Kwara',
  NGLA: 'Lagos',
  NGNA: 'Nasarawa',
  NGNI: 'Niger',
  NGOG: 'Ogun',
  NGON: 'Ondo',
  NGOS: 'Osun',
  NGOY: 'Oyo',
  NGPL: 'Plateau',
  NGRI: 'Rivers',
  NGSO: 'Sokoto',
  NGTA: 'Taraba',
  NGYO: 'Yobe',
  NGZA: 'Zamfara',
};

describe('outlines built from @svg-maps/nigeria', () => {
  const outlines = buildOutlines(nigeria);

  it('gives all 37 paths the spec id and name of their state', () => {
    expect(nigeria.locations).toHaveLength(37);
    expect(Object.fromEntries(outlines.map((o) => [o.id, o.name]))).toEqual(EXPECTED);
  });

  it('keeps each source path under the id of the state it draws', () => {
    const sourceOf = (id: string) => nigeria.locations.find((l) => l.id === id)!;
    const lagos = pathBBox(sourceOf('lagos').path);
    const kano = pathBBox(sourceOf('kano').path);
    const built = (id: string) => pathBBox(outlines.find((o) => o.id === id)!.d);
    // Same shape after one uniform scale: the width-to-height ratios agree to rounding.
    expect(built('NGLA').width / built('NGLA').height).toBeCloseTo(lagos.width / lagos.height, 0);
    expect(built('NGKN').width / built('NGKN').height).toBeCloseTo(kano.width / kano.height, 0);
    // Lagos lies west and south of Kano, as on the source map.
    expect(built('NGLA').x).toBeLessThan(built('NGKN').x);
    expect(built('NGLA').y).toBeGreaterThan(built('NGKN').y);
  });

  it('fits the country inside the view box 0 0 1000 1000 with whole-number coordinates', () => {
    for (const { d } of outlines) {
      const box = pathBBox(d);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MAP_SIZE);
      expect(box.y + box.height).toBeLessThanOrEqual(MAP_SIZE);
      expect(d).not.toMatch(/\./);
    }
  });

  it('lists the states in alphabetical order, the map’s keyboard order', () => {
    const names = outlines.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('refuses a source path it has no ISO code for, and a source that lacks a state', () => {
    const [first, ...others] = nigeria.locations;
    expect(() => buildOutlines({ ...nigeria, locations: [...others, { ...first!, id: 'atlantis' }] })).toThrow(/atlantis/);
    expect(() => buildOutlines({ ...nigeria, locations: others })).toThrow(/lacks abia/);
  });

  it('matches the committed modules, so the map shows what the source says (run `npm run generate` if not)', async () => {
    for (const { file, source } of generatedFiles()) expect(await readFile(file, 'utf8')).toBe(source);
  });
});
