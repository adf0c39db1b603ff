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

describe('bundled data files', () => {
  it('load and agree with each other', async () => {
    const data = await loadDataFiles();
    expect(data.states).toHaveLength(37);
    expect(data.policies).toHaveLength(37);
    expect(data.schools.length).toBeGreaterThanOrEqual(40);
    expect(data.datasets.every((d) => d.licence && d.source)).toBe(true);
  });

  it('take the state names from naija-state-local-government, with the two documented corrections', async () => {
    const { states } = require('naija-state-local-government') as { states: () => string[] };
    const corrected = states()
      .map((name) => ({ Nassarawa: 'Nasarawa', 'Federal Capital Territory': 'FCT-Abuja' })[name] ?? name)
      .sort();
    const { states: bundled } = await loadDataFiles();
    expect(bundled.map((s) => s.name)).toEqual(corrected);
  });

  it('derive the headline count from the age bands of spec §3.8', async () => {
    const [nigeria] = (await loadDataFiles()).countries;
    const bands = Object.values(nigeria!.statistics.ageDistribution);
    expect(bands.reduce((sum, band) => sum + band.withDisability, 0)).toBe(nigeria!.population.withDisability);
    expect(bands.map((band) => band.share)).toEqual([24.5, 3.4, 6.7, 17.9, 47.5]);
  });

  it('cover every school type and combination the screens need, with some websites lacking https://', async () => {
    const { schools } = await loadDataFiles();
    const combos = new Set(schools.map((s) => s.type.join('+')));
    for (const type of ['nursery', 'primary', 'secondary', 'special']) expect(combos.has(type)).toBe(true);
    expect(combos.has('')).toBe(true);
    expect(combos.has('nursery+primary+secondary+special')).toBe(true);
    expect(schools.some((s) => s.website && !s.website.startsWith('http'))).toBe(true);
    expect(schools.some((s) => s.phone === '' || s.email === '')).toBe(true);
    expect(new Set(schools.map((s) => s.state)).size).toBe(37);
  });

  it('mark every school as demonstration data that cannot be mistaken for a real one', async () => {
    const { schools, states } = await loadDataFiles();
    const areas = new Map(states.map((state) => [state.name, state.lgas]));
    for (const school of schools) {
      expect(school.provenance, school.name).toBe('demonstration');
      expect(school.desc, school.name).toMatch(/^Demonstration record, not a real school\./);
      expect(areas.get(school.state), school.name).toContain(school.local_government);
      // Reserved names (RFC 2606) and placeholder numbers: no real school, site or person is reached.
      if (school.website) expect(school.website, school.name).toMatch(/^(https:\/\/)?(www\.)?[a-z0-9-]+\.example\.org$/);
      if (school.email) expect(school.email, school.name).toMatch(/^info@[a-z0-9-]+\.example\.org$/);
      if (school.phone) expect(school.phone, school.name).toMatch(/^0800 000 0\d{3}$/);
      // A school's name says what it offers: "Special" when it is a special school, each level it teaches.
      expect(school.name.includes('Special'), school.name).toBe(school.type.includes('special'));
      for (const level of ['nursery', 'primary', 'secondary'] as const) {
        expect(school.name.toLowerCase().includes(level), school.name).toBe(school.type.includes(level));
      }
    }
  });

  it('stop the start with the file, record and field of a mistake', async () => {
    const dir = await withEditedFile('states.json', (data) => {
      data.records[21]!.code = 'kebbi';
    });
    await expect(loadDataFiles(dir)).rejects.toThrow(DataFileError);
    await expect(loadDataFiles(dir)).rejects.toThrow(/^Data file states\.json, record 22 \(id 22\), field code: /);
  });

  it('refuse a school in a state that is not listed', async () => {
    const dir = await withEditedFile('schools.json', (data) => {
      data.records[0]!.state = 'Atlantis';
    });
    await expect(loadDataFiles(dir)).rejects.toThrow('Data file schools.json, record id 1, field state: "Atlantis" is not in states.json');
  });
});

describe('the build', () => {
  /** `npm run build -w api`'s command, on the bundled files or on another folder. */
  const check = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/open-data/check-data-files.ts', ...args], { cwd: path.resolve(import.meta.dirname, '..', '..') }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it('checks the bundled files and says what it found', async () => {
    const result = await check();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Data files checked: 1 countries, 37 states, 37 policies, 50 schools');
  });

  it('fails on a malformed file, naming file, record and field', async () => {
    const dir = await withEditedFile('policies.json', (data) => {
      data.records[4]!.status = 'Maybe';
    });
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Data file policies\.json, record 5 \(id 5\), field status: /);
  });
});

describe('local government areas', () => {
  it('are the package lists, sorted, with exact repeats removed', async () => {
    const { lgas } = require('naija-state-local-government') as { lgas: (state: string) => { lgas: string[] } };
    const packageName: Record<string, string> = { Nasarawa: 'Nassarawa', 'FCT-Abuja': 'Federal Capital Territory' };
    const { states } = await loadDataFiles();
    for (const state of states) {
      const expected = [...new Set(lgas(packageName[state.name] ?? state.name).lgas)].sort((a, b) => a.localeCompare(b, 'en'));
      expect(state.lgas, state.name).toEqual(expected);
    }
  });
});
