import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DATA_FILES_DIR, DataFileError, loadDataFiles } from './data-files.js';

const require = createRequire(import.meta.url);

/** A copy of the bundled files with one of them changed by `edit`. */
async function withEditedFile(file: string, edit: (data: { records: Array<Record<string, unknown>> }) => void) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-sets-'));
  await cp(DATA_FILES_DIR, dir, { recursive: true });
  const data = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  edit(data);
  await writeFile(path.join(dir, file), JSON.stringify(data));
  return dir;
}

/** Local government areas per state as the 1999 Constitution's First Schedule lists them: 768, and the FCT's 6 area councils. */
const OFFICIAL_LGA_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'FCT-Abuja': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

describe('bundled data files', () => {
  it('load and agree with each other', async () => {
    const data = await loadDataFiles();
    expect(data.states).toHaveLength(37);
    expect(data.policies).toHaveLength(37);
    expect(data.figures).toHaveLength(29);
    expect(data.datasets.map((d) => d.dataset).sort()).toEqual(['countries', 'figures', 'policies', 'schools', 'states']);
    expect(data.datasets.every((d) => d.licence && d.source)).toBe(true);
    expect(data.sourced.policies.map((f) => f.name)).toEqual(['state-laws.csv', 'state-laws-from-sources-log.csv']);
    expect(data.sourced.schools.map((f) => f.name)).toEqual(['schools.csv']);
    expect(data.sourced.updates.map((f) => [f.dataset, f.name])).toEqual([
      ['schools', 'schools-added-2026-12.csv'],
      ['schools', 'schools-corrections-2026-12.csv'],
      ['policies', 'state-laws-2026-12.csv'],
    ]);
  });

  it('take the state names from naija-state-local-government, with the two documented corrections', async () => {
    const { states } = require('naija-state-local-government') as { states: () => string[] };
    const corrected = states()
      .map((name) => ({ Nassarawa: 'Nasarawa', 'Federal Capital Territory': 'FCT-Abuja' })[name] ?? name)
      .sort();
    const { states: bundled } = await loadDataFiles();
    expect(bundled.map((s) => s.name)).toEqual(corrected);
  });

  it('list 774 local government areas, each state with its official count', async () => {
    const { states } = await loadDataFiles();
    expect(states.reduce((sum, state) => sum + state.lgas.length, 0)).toBe(774);
    expect(Object.fromEntries(states.map((state) => [state.name, state.lgas.length]))).toEqual(OFFICIAL_LGA_COUNTS);
    const abia = states.find((state) => state.name === 'Abia')!.lgas;
    expect(abia).toContain('Isiala Ngwa North');
    expect(abia).not.toContain('Isiala');
    expect(states.find((state) => state.name === 'Adamawa')!.lgas).not.toContain('Jimeta');
  });

  it("derive the headline count from the original portal's age bands, and say so", async () => {
    const [nigeria] = (await loadDataFiles()).countries;
    const bands = Object.values(nigeria!.statistics.ageDistribution);
    expect(bands.reduce((sum, band) => sum + band.withDisability, 0)).toBe(nigeria!.population.withDisability);
    expect(nigeria!.population.derivation).toMatch(/^The sum of the five age-band populations/);
    expect(nigeria!.population.citation).toEqual({
      sources: [],
      note: 'A figure of the original portal, which does not state its source.',
    });
  });

  it('cite the 15% share to the WHO and World Bank global estimate, with its address', async () => {
    const [nigeria] = (await loadDataFiles()).countries;
    const { citation } = nigeria!.statistics.disabilityShare;
    expect(citation.sources).toEqual([
      expect.objectContaining({ url: 'https://en.wikipedia.org/wiki/World_report_on_disability', confidence: 'medium' }),
    ]);
    expect(citation.note).toMatch(/global estimate/);
    expect(nigeria!.policy.sources.map((s) => s.url)).toHaveLength(4);
  });

  it('give every national figure a source with an address, a quote and a confidence, and keep global ones global', async () => {
    const { figures } = await loadDataFiles();
    for (const figure of figures) {
      expect(figure.sources[0]!.url, figure.figure).toMatch(/^https?:\/\//);
      expect(figure.sources[0]!.quote, figure.figure).not.toBe('');
    }
    expect(figures.filter((f) => f.scope === 'global').map((f) => f.id)).toEqual([1, 2, 3]);
    expect(figures.find((f) => f.figure.includes('JONAPWD'))!.sources[0]!.confidence).toBe('low');
    expect(figures.find((f) => f.figure.startsWith('Disability type among surveyed'))!.sources[0]!.confidence).toBe('high');
  });

  it('stop the start with the file, record and field of a mistake', async () => {
    const dir = await withEditedFile('states.json', (data) => {
      data.records[21]!.code = 'kebbi';
    });
    await expect(loadDataFiles(dir)).rejects.toThrow(DataFileError);
    await expect(loadDataFiles(dir)).rejects.toThrow(/^Data file states\.json, record 22 \(id 22\), field code: /);
  });

  it('refuse a citation of a figure the figures file does not have', async () => {
    const dir = await withEditedFile('countries.json', (data) => {
      (data.records[0] as { policy: { sources: unknown } }).policy.sources = { figures: [99] };
    });
    await expect(loadDataFiles(dir)).rejects.toThrow('Data file countries.json cites figure 99, which national-figures.csv does not have');
  });
});

describe('the build', () => {
  /** `npm run build -w api`'s command, on the bundled files or on another folder. */
  const check = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/open-data/check-data-files.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('checks the bundled files and says what it found', async () => {
    const result = await check();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'Data files checked: 1 countries, 37 states, 37 policies, 29 figures; default data from state-laws.csv',
    );
  });

  it('fails on a malformed file, naming file, record and field', async () => {
    const dir = await withEditedFile('policies.json', (data) => {
      data.records[4]!.law_status = 'maybe';
    });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Data file policies\.json, record 5 \(id 5\), field law_status: /);
  });
});
