import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { bundledStates } from '../test-support/reports.js';
import { addPerson, reportInKano, type Person } from '../reports/test-support.js';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let musa: Person;
let kanoId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  kanoId = (await bundledStates(database.db)).get('Kano')!.id;
  app = await startTestApp(database, { PUBLIC_URL: 'https://portal.example.ng' });
  ada = await addPerson(database.db, 'user', 'Ada');
  musa = await addPerson(database.db, 'moderator', 'Musa');
});

afterAll(() => stopTestApp(app, database));

const report = (comment: string, publish: boolean) => reportInKano(app, { reporter: ada, moderator: musa, kanoId }, comment, publish);

describe('published reports as open data', () => {
  it('lists only published reports, with their place as state and LGA and no personal data', async () => {
    const published = await report('=HYPERLINK("http://evil.example") No ramp at the clinic', true);
    await report('Still waiting for a moderator', false);

    const csv = await app.inject({ url: '/api/v1/downloads/reports.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['access-control-allow-origin']).toBe('*');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: String(published), state: 'Kano', lga: 'Fagge', verified: 'false' });
    // A spreadsheet must not run the reporter's words as a formula.
    expect(rows[0]!.comment!.startsWith("'=")).toBe(true);
    expect(rows[0]!.media).toMatch(/^https:\/\/portal\.example\.ng\/api\/v1\/reports\/\d+\/media\/\d+$/);
    for (const secret of [ada.email, 'Okafor', 'Behind the Fagge motor park', 'Still waiting']) expect(csv.body).not.toContain(secret);

    const json = await app.inject({ url: '/api/v1/downloads/reports.json' });
    expect(json.statusCode).toBe(200);
    const records = json.json().records as Record<string, unknown>[];
    expect(records.map((r) => r.id)).toEqual([published]);
    expect(JSON.stringify(records)).not.toContain(ada.email);
  });

  it('the other downloads still answer as before', async () => {
    expect((await app.inject({ url: '/api/v1/downloads/states.csv' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/downloads/nothing.csv' })).statusCode).toBe(400);
  });
});
