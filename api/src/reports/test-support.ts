/**
 * Helpers for the eyewitness, moderation and roles tests: people with real sessions, and multipart
 * bodies as a browser would send them. Test support only.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@portal/shared/contracts';
import { COMMENT_TYPES } from '@portal/shared/rules';
import type { DB } from '../db/database.js';
import { HOUR, issueToken } from '../accounts/tokens.js';
import { png2x2 } from './test-media.js';

export interface Person {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  token: string;
  auth: { authorization: string };
}

/** A verified account with `role` and a live session token, made through the accounts area's own tables. */
export async function addPerson(db: DB, role: Role, firstname: string): Promise<Person> {
  const email = `${firstname.toLowerCase()}@reporters.test`;
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      firstname,
      lastname: 'Okafor',
      password_hash: 'not used: these tests log in with a session token',
      role,
      is_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueToken(db, id, 'session', HOUR);
  return { id, email, firstname, lastname: 'Okafor', token, auth: { authorization: `Bearer ${token}` } };
}

export interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The report fields of §7 for `person`, with any field replaced or added. */
export function reportFields(
  person: Pick<Person, 'firstname' | 'lastname' | 'email'>,
  fields: Record<string, string> = {},
): Record<string, string> {
  return {
    firstName: person.firstname,
    lastName: person.lastname,
    email: person.email,
    commentType: COMMENT_TYPES[1],
    comment: 'The ramp at the clinic entrance is broken.',
    ...fields,
  };
}

/** A multipart body built by the platform's FormData, as a browser builds it: fields first, then files. */
export async function multipart(fields: Record<string, string>, files: Upload[] = [], fileField = 'media') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Sends a report as `person` through the API, as the form does; checks that it was received (201) and gives its id. */
export async function sendReport(
  app: FastifyInstance,
  person: Person,
  fields: Record<string, string> = {},
  files: Upload[] = [],
): Promise<number> {
  const body = await multipart(reportFields(person, fields), files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/eyewitness',
    payload: body.payload,
    headers: { ...body.headers, ...person.auth },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().report.id as number;
}

/**
 * A report from `reporter` at a Kano market with one photograph, sent through the API, and approved by
 * `moderator` when `publish` (a published report); gives its id.
 */
export async function reportInKano(
  app: FastifyInstance,
  { reporter, moderator, kanoId }: { reporter: Person; moderator: Person; kanoId: number },
  comment: string,
  publish: boolean,
): Promise<number> {
  const place = { comment, stateId: String(kanoId), lga: 'Fagge', placeDescription: 'Behind the Fagge motor park' };
  const id = await sendReport(app, reporter, place, [{ name: 'ramp.png', type: 'image/png', bytes: png2x2() }]);
  if (publish) {
    const approved = await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/approve`, headers: moderator.auth });
    expect(approved.statusCode).toBe(200);
  }
  return id;
}
