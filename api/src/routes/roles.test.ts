import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp, stopTestApp } from '../test-support/app.js';
import { addPerson, type Person } from '../reports/test-support.js';
import { accountMessages } from '@portal/shared/account-messages';

let database: TestDatabase;
let app: FastifyInstance;
let ada: Person;
let musa: Person;
let amina: Person;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp(database);
  ada = await addPerson(database.db, 'user', 'Ada');
  musa = await addPerson(database.db, 'moderator', 'Musa');
  amina = await addPerson(database.db, 'admin', 'Amina');
});

afterAll(() => stopTestApp(app, database));

const get = (url: string, person: Person | null) => app.inject({ url: `/api/v1/roles/${url}`, headers: person?.auth ?? {} });
const update = (person: Person | null, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/v1/roles/update-role', headers: person?.auth ?? {}, payload });
const roleOf = async (person: Person) =>
  (await database.db.selectFrom('users').select('role').where('id', '=', person.id).executeTakeFirstOrThrow()).role;

describe('user roles', () => {
  it('lists users and role names to admins and moderators, never a password hash', async () => {
    for (const person of [amina, musa]) {
      const users = await get('users', person);
      expect(users.statusCode).toBe(200);
      expect(users.json().users.map((u: { firstname: string; role: string }) => [u.firstname, u.role])).toEqual([
        ['Ada', 'user'],
        ['Musa', 'moderator'],
        ['Amina', 'admin'],
      ]);
      expect(users.body).not.toContain('password');
      expect((await get('roles', person)).json()).toEqual(['admin', 'moderator', 'user']);
    }
  });

  it('keeps the lists from users (403) and visitors (401)', async () => {
    expect((await get('users', ada)).statusCode).toBe(403);
    expect((await get('roles', ada)).statusCode).toBe(403);
    expect((await get('users', null)).statusCode).toBe(401);
  });

  it('refuses a role change by a user, by a moderator, and by an admin for themselves, with 403', async () => {
    for (const [person, target] of [
      [ada, ada],
      [ada, musa],
      [musa, ada],
      [amina, amina],
    ] as const) {
      const response = await update(person, { userId: target.id, role: 'admin' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toHaveProperty('message');
    }
    expect(await update(amina, { userId: amina.id, role: 'user' }).then((r) => r.json())).toEqual({
      message: 'You cannot change your own role.',
    });
    expect([await roleOf(ada), await roleOf(musa), await roleOf(amina)]).toEqual(['user', 'moderator', 'admin']);
  });

  it('lets an admin change another user’s role, which takes effect at once', async () => {
    expect((await app.inject({ url: '/api/v1/moderation/reports', headers: ada.auth })).statusCode).toBe(403);
    const response = await update(amina, { userId: ada.id, role: 'moderator' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: accountMessages.roleUpdated, user: { id: ada.id, role: 'moderator' } });
    expect(await roleOf(ada)).toBe('moderator');
    expect((await app.inject({ url: '/api/v1/moderation/reports', headers: ada.auth })).statusCode).toBe(200);
    await update(amina, { userId: ada.id, role: 'user' });
  });

  it('refuses an unknown role (400) and an unknown user (404)', async () => {
    expect((await update(amina, { userId: ada.id, role: 'superuser' })).statusCode).toBe(400);
    expect((await update(amina, { userId: 99999, role: 'user' })).statusCode).toBe(404);
    expect((await update(null, { userId: ada.id, role: 'admin' })).statusCode).toBe(401);
  });
});

describe('no 500 under races', () => {
  it('six role changes of one user at once all answer 200, and the user ends with one of them', async () => {
    const roles = ['moderator', 'user', 'admin', 'moderator', 'user', 'moderator'];
    const answers = await Promise.all(roles.map((role) => update(amina, { userId: ada.id, role })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(roles).toContain(await roleOf(ada));
    await update(amina, { userId: ada.id, role: 'user' });
  });
});
