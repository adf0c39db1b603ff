/**
 * Input that once crashed a route or was refused for no good reason: ids past what the database holds,
 * JSON nested thousands deep, and the empty values a plain HTML form sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './input.js';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { startTestApp, stopTestApp } from './test-support/app.js';
import { addPerson, type Person } from './reports/test-support.js';

let database: TestDatabase;
let app: FastifyInstance;
let admin: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
  admin = await addPerson(database.db, 'admin', 'Amina');
});

afterAll(() => stopTestApp(app, database));

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('ids past what the database holds', () => {
  it.each(['3000000000', '2147483648', '9223372036854775807', '18446744073709551616'])(
    'a media id of %s answers 400 or 404, not 500',
    async (big) => {
      for (const url of [
        `/api/v1/reports/${big}/media/1`,
        `/api/v1/reports/1/media/${big}`,
        `/api/v1/moderation/reports/${big}/media/1`,
        `/api/v1/moderation/reports/1/media/${big}`,
      ]) {
        const response = await app.inject({ url, headers: admin.auth });
        expect([400, 404], `${url}: ${response.body}`).toContain(response.statusCode);
        expect(typeof response.json().message).toBe('string');
      }
    },
  );
});

describe('deeply nested JSON', () => {
  it.each([5_000, 100_000])('an import nested %i deep answers 400, never 500', async (depth) => {
    for (const dataset of ['schools', 'policies']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/imports/${dataset}?source=Review+test`,
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: nested(depth),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/nested too deeply/);
    }
  });

  it('a login nested deep inside a field answers 400 before any parsing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(5_000)},"password":"x"}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('counts only real nesting: brackets inside strings and escaped quotes do not add depth', () => {
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestedDeeperThan(JSON.stringify({ text: '[[[[[[ "\\" {{{{' }), 1)).toBe(false);
    expect(jsonNestedDeeperThan('[[{"a":[1]}], [[[2]]]]', 4)).toBe(false);
    expect(jsonNestedDeeperThan('[[{"a":[1]}], [[[[2]]]]]', 4)).toBe(true);
  });
});

describe('empty values a plain form sends', () => {
  it('an empty page= is treated as absent', async () => {
    const response = await app.inject('/api/v1/schools?q=&type=&page=');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta).toMatchObject({ page: 1 });
    expect((await app.inject('/api/v1/schools?state=&page=&per_page=')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/reports?page=&per_page=')).statusCode).toBe(200);
  });

  it('an empty value beside a given one keeps the given one', async () => {
    const all = (await app.inject('/api/v1/schools?per_page=1')).json().meta.total;
    const response = await app.inject('/api/v1/schools?q=&per_page=1&page=2');
    expect(response.json().meta).toMatchObject({ page: 2, per_page: 1, total: all });
  });
});
