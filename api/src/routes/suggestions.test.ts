import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PolicyRecord, School, Suggestion } from '@portal/shared/contracts';
import { accountMessages } from '@portal/shared/account-messages';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp } from '../test-support/app.js';
import { bundledStates, eventually, startMailReceiver, type MailReceiver, type TestState } from '../test-support/reports.js';
import { addPerson, type Person } from '../reports/test-support.js';

let database: TestDatabase;
let app: FastifyInstance;
let mail: MailReceiver;
let ada: Person;
let musa: Person;
let anambra: TestState;

const PUBLIC_URL = 'https://portal.example.ng';
const SOURCE = 'https://www.example.org/schools/page';

beforeAll(async () => {
  database = await openTestDatabase();
  anambra = (await bundledStates(database.db)).get('Anambra')!;
  mail = await startMailReceiver();
  app = await startTestApp(database, { SMTP_URL: mail.url, PUBLIC_URL });
  ada = await addPerson(database.db, 'user', 'Ada');
  musa = await addPerson(database.db, 'moderator', 'Musa');
});

afterAll(async () => {
  await app?.close();
  await mail?.close();
  await database?.close();
});

const suggest = (person: Person | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/suggestions', headers: person?.auth ?? {}, payload });
const queue = (person: Person, status = 'pending') =>
  app.inject({ url: `/api/v1/moderation/suggestions?status=${status}`, headers: person.auth });
const decide = (person: Person, id: number, decision: 'accept' | 'decline', payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/moderation/suggestions/${id}/${decision}`, headers: person.auth, payload });
const school = async (id: number) => (await app.inject(`/api/v1/schools/${id}`)).json() as School;
const history = async (dataset: 'schools' | 'policies', id: number) => (await app.inject(`/api/v1/${dataset}/${id}/history`)).json().data;
const pending = async () => (await queue(musa)).json().suggestions as Suggestion[];
const mailTo = (person: Person, subject: string, containing = '') =>
  eventually(
    () => mail.received.find((m) => m.includes(`To: ${person.email}`) && m.includes(`Subject: ${subject}`) && m.includes(containing)),
    `the mail "${subject}" to ${person.email}`,
  );

/** A Lagos school without a website, whose website a reader suggests. */
async function lagosSchool(): Promise<School> {
  const list = (await app.inject('/api/v1/schools?state=Lagos&per_page=100')).json().data as School[];
  return list.find((s) => !s.website)!;
}

describe('making a suggestion', () => {
  it('needs a login', async () => {
    expect((await suggest(null, { target: 'new_school', sourceUrl: SOURCE })).statusCode).toBe(401);
  });

  it('is refused without a source address, with words a person reads, and nothing is stored', async () => {
    const target = await lagosSchool();
    const body = { target: 'school', recordId: target.id, field: 'website', value: 'https://school.example.ng' };
    for (const sourceUrl of [undefined, '', '   ']) {
      const response = await suggest(ada, { ...body, ...(sourceUrl !== undefined && { sourceUrl }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Give the address of the page that supports this suggestion.' });
    }
    expect(accountMessages.suggestionSourceMissing).toBe('Give the address of the page that supports this suggestion.');
    const notWeb = await suggest(ada, { ...body, sourceUrl: 'javascript:alert(1)' });
    expect(notWeb.statusCode).toBe(400);
    expect(notWeb.json().message).toBe(accountMessages.suggestionSourceNotWeb);
    expect(await pending()).toEqual([]);
  });

  it('is checked by the import when it is made: a value it would refuse, or one that changes nothing, is refused', async () => {
    const target = await lagosSchool();
    const refused = await suggest(ada, { target: 'school', recordId: target.id, field: 'type', value: 'university', sourceUrl: SOURCE });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/level "university" is not one of/);
    const same = await suggest(ada, { target: 'school', recordId: target.id, field: 'name', value: target.name, sourceUrl: SOURCE });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('The portal already says this.');
    expect((await suggest(ada, { target: 'school', recordId: 999_999, field: 'name', value: 'X', sourceUrl: SOURCE })).statusCode).toBe(
      404,
    );
    expect(
      (await suggest(ada, { target: 'school', recordId: target.id, field: 'law_name', value: 'X', sourceUrl: SOURCE })).json(),
    ).toEqual({
      message: accountMessages.suggestionFieldMissing,
    });
    expect(await pending()).toEqual([]);
  });

  it('is refused with a control character in any of its words, and nothing is stored', async () => {
    const target = await lagosSchool();
    const body = { target: 'school', recordId: target.id, field: 'website', value: 'https://school.example.ng', sourceUrl: SOURCE };
    for (const changed of [{ value: 'https://school\u001b.example.ng' }, { note: 'Seen \u0007 on its gate' }]) {
      const response = await suggest(ada, { ...body, ...changed });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The suggestion contains characters that are not allowed.' });
    }
    expect(await pending()).toEqual([]);
  });

  it('is listed for moderators, with what the record says now and who suggested it; users cannot see the queue', async () => {
    const target = await lagosSchool();
    const response = await suggest(ada, {
      target: 'school',
      recordId: target.id,
      field: 'website',
      value: 'https://school.example.ng',
      sourceUrl: SOURCE,
      note: 'See the contact box.',
      showName: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: accountMessages.suggestionReceived,
      suggestion: { id: expect.any(Number), status: 'pending' },
    });
    expect((await queue(ada)).statusCode).toBe(403);
    expect(await pending()).toEqual([
      expect.objectContaining({
        target: 'school',
        recordId: target.id,
        recordName: target.name,
        field: 'website',
        current: '',
        value: 'https://school.example.ng',
        sourceUrl: SOURCE,
        note: 'See the contact box.',
        showName: true,
        status: 'pending',
        by: { firstName: 'Ada', lastName: 'Okafor', email: ada.email },
      }),
    ]);
  });
});

describe('accepting a suggestion', () => {
  it('changes the record through the import, keeps its sources, records its history and e-mails the suggester', async () => {
    const [suggestion] = await pending();
    const before = await school(suggestion!.recordId!);
    const response = await decide(musa, suggestion!.id, 'accept', { reason: 'The school site confirms it.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestion).toMatchObject({
      status: 'accepted',
      reason: 'The school site confirms it.',
      decidedBy: 'Musa Okafor',
    });

    const after = await school(before.id);
    expect(after.website).toBe('https://school.example.ng');
    expect(after.name).toBe(before.name);
    expect(after.sources[0]).toMatchObject({
      url: SOURCE,
      publisher: 'example.org',
      supports: expect.stringMatching(/^Website, from a reader's suggestion/),
    });
    expect(after.sources.slice(1)).toEqual(before.sources);
    expect(after.imported_by).toBe(`Portal moderator no. ${musa.id}`);
    expect(await history('schools', before.id)).toEqual([
      {
        change: 'corrected',
        field: 'website',
        changed_at: expect.any(String),
        source_url: SOURCE,
        suggested_by: 'Ada',
        moderated_by: `Portal moderator no. ${musa.id}`,
      },
    ]);
    const message = await mailTo(ada, 'Your suggestion was accepted', 'The school site confirms it.');
    expect(message).toContain(`${PUBLIC_URL}/schools/${before.id}`);
    expect(await pending()).toEqual([]);
    expect((await decide(musa, suggestion!.id, 'accept')).statusCode).toBe(409);
  });

  it('adds a suggested new school, named in its history only as the suggester agreed', async () => {
    const created = await suggest(ada, {
      target: 'new_school',
      school: {
        name: 'Sunshine Inclusive Academy',
        state: 'Lagos',
        level: 'primary',
        special_or_inclusive: 'inclusive',
        impairments: 'deaf; autism',
        town_or_lga: 'Surulere',
      },
      sourceUrl: 'https://news.example.ng/sunshine',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().suggestion;
    const accepted = await decide(musa, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const schoolId = accepted.json().suggestion.recordId as number;
    expect(await school(schoolId)).toMatchObject({
      name: 'Sunshine Inclusive Academy',
      state: 'Lagos',
      type: ['primary'],
      setting: 'inclusive',
      impairments: ['hearing', 'intellectual'],
      location: 'Surulere',
      sources: [{ url: 'https://news.example.ng/sunshine', supports: 'The school, where it is and what it offers' }],
    });
    expect(await history('schools', schoolId)).toEqual([expect.objectContaining({ change: 'added', field: '', suggested_by: '' })]);
    await mailTo(ada, 'Your suggestion was accepted', `${PUBLIC_URL}/schools/${schoolId}`);
    // The same school again is a correction, not a second school.
    const again = await suggest(ada, {
      target: 'new_school',
      school: { name: 'Sunshine Inclusive Academy', state: 'Lagos', level: '', special_or_inclusive: '', impairments: '', town_or_lga: '' },
      sourceUrl: SOURCE,
    });
    expect(again.statusCode).toBe(409);
  });

  it("corrects a state's policy record", async () => {
    const { working_notes: notesBefore } = await database.db
      .selectFrom('policies')
      .select('working_notes')
      .where('id', '=', anambra.id)
      .executeTakeFirstOrThrow();
    const response = await suggest(ada, {
      target: 'policy',
      recordId: anambra.id,
      field: 'agency',
      value: 'Anambra State Commission for Persons with Disabilities',
      sourceUrl: SOURCE,
    });
    expect(response.statusCode).toBe(201);
    expect((await decide(musa, response.json().suggestion.id, 'accept')).statusCode).toBe(200);
    const policy = (await app.inject(`/api/v1/policies/${anambra.id}`)).json() as PolicyRecord;
    expect(policy.agency).toBe('Anambra State Commission for Persons with Disabilities');
    expect(policy.sources[0]!.url).toBe(SOURCE);
    expect(await history('policies', anambra.id)).toEqual([expect.objectContaining({ change: 'corrected', field: 'agency' })]);
    expect(notesBefore).not.toBe('');
    // The team's working notes on the state's sources stay where they were, unpublished.
    const stored = await database.db.selectFrom('policies').select('working_notes').where('id', '=', anambra.id).executeTakeFirstOrThrow();
    expect(stored.working_notes).toBe(notesBefore);
  });
});

describe('declining a suggestion', () => {
  it('needs a reason, changes nothing, and e-mails the suggester the reason', async () => {
    const target = await lagosSchool();
    const before = await school(target.id);
    const response = await suggest(ada, { target: 'school', recordId: target.id, field: 'name', value: 'A Wrong Name', sourceUrl: SOURCE });
    const { id } = response.json().suggestion;
    const noReason = await decide(musa, id, 'decline', { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(accountMessages.suggestionDeclineReasonMissing);
    const declined = await decide(musa, id, 'decline', { reason: 'The page does not name the school.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().suggestion).toMatchObject({ status: 'declined', reason: 'The page does not name the school.' });
    expect(await school(target.id)).toEqual(before);
    expect(await history('schools', target.id)).toEqual([]);
    await mailTo(ada, 'Your suggestion was not accepted', 'The page does not name the school.');
    expect((await decide(musa, id, 'accept')).statusCode).toBe(409);
    expect((await queue(musa, 'declined')).json().suggestions.map((s: Suggestion) => s.id)).toContain(id);
  });

  it('is for moderators only, and answers 404 for a suggestion that does not exist', async () => {
    expect((await decide(ada, 1, 'decline', { reason: 'No' })).statusCode).toBe(403);
    expect((await decide(musa, 99_999, 'decline', { reason: 'No' })).statusCode).toBe(404);
  });
});

describe('no 500 under races', () => {
  const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

  it('six moderators deciding one suggestion at once: one decision, the rest 409', async () => {
    const target = await lagosSchool();
    for (const decisions of [
      ['accept', 'accept', 'accept', 'accept', 'accept', 'accept'],
      ['accept', 'decline', 'accept', 'decline', 'accept', 'decline'],
    ] satisfies ('accept' | 'decline')[][]) {
      const made = await suggest(ada, {
        target: 'school',
        recordId: target.id,
        field: 'desc',
        value: `A school for the deaf, checked in round ${decisions.indexOf('decline') + 2}.`,
        sourceUrl: SOURCE,
      });
      expect(made.json()).toMatchObject({ suggestion: { status: 'pending' } });
      const { id } = made.json().suggestion;
      const answers = await Promise.all(decisions.map((decision) => decide(musa, id, decision, { reason: 'Checked.' })));
      expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toHaveProperty('message');
    }
  });

  const newSchool = (name: string, sourceUrl = SOURCE) =>
    suggest(ada, {
      target: 'new_school',
      school: { name, state: 'Kano', level: 'primary', special_or_inclusive: 'special', impairments: 'deaf', town_or_lga: '' },
      sourceUrl,
    });
  const kanoSchoolsNamed = async (q: string) =>
    ((await app.inject(`/api/v1/schools?state=Kano&q=${encodeURIComponent(q)}`)).json().data as School[]).map((s) => s.name).sort();

  it('two suggestions of one new school accepted at once: one school, the other 409', async () => {
    const made = await Promise.all([newSchool('Twin Race Academy'), newSchool('Twin Race Academy', 'https://news.example.ng/twin')]);
    expect(statuses(made)).toEqual([201, 201]);
    const answers = await Promise.all(made.map((answer) => decide(musa, answer.json().suggestion.id, 'accept')));
    expect(statuses(answers)).toEqual([200, 409]);
    expect(await kanoSchoolsNamed('Twin Race')).toEqual(['Twin Race Academy']);
  });

  it('two different new schools accepted at once never overwrite each other: the second is accepted when tried again', async () => {
    const made = await Promise.all([newSchool('Parallel Hope School'), newSchool('Parallel Light School')]);
    const ids = made.map((answer) => answer.json().suggestion.id as number);
    const answers = await Promise.all(ids.map((id) => decide(musa, id, 'accept')));
    expect(statuses(answers)).toContain(200);
    for (const [i, answer] of answers.entries())
      if (answer.statusCode !== 200) expect((await decide(musa, ids[i]!, 'accept')).statusCode).toBe(200);
    expect(await kanoSchoolsNamed('Parallel')).toEqual(['Parallel Hope School', 'Parallel Light School']);
  });
});

describe("the suggester's language", () => {
  it("mails the decision to an account made in Hausa in Hausa, the school's name, the value and the reason as written", async () => {
    const bala = await addPerson(database.db, 'user', 'Bala');
    await database.db.updateTable('users').set({ language: 'ha' }).where('id', '=', bala.id).execute();
    const target = await lagosSchool();
    const made = await suggest(bala, { target: 'school', recordId: target.id, field: 'name', value: 'Another Name', sourceUrl: SOURCE });
    expect(made.statusCode).toBe(201);
    const { id } = made.json().suggestion;
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/moderation/suggestions/${id}/decline`,
      headers: { ...musa.auth, 'accept-language': 'ha' },
      payload: { reason: ' ' },
    });
    expect(refused.json()).toEqual({ message: 'Ba da dalilin ƙin wannan shawara.' });

    const reason = 'The page names another school.';
    expect((await decide(musa, id, 'decline', { reason })).statusCode).toBe(200);
    const message = await mailTo(bala, '', `game da sunan ${target.name}. Mai tantancewa ya duba ta kuma bai canza bayanan portal ba.`);
    expect(message).toContain('Sannu Bala,');
    expect(message).toContain('Abin da ka ba da shawara: \u201cAnother Name\u201d');
    expect(message).toMatch(new RegExp(`Mai tantancewa ya rubuta:\\r?\\n\\r?\\n\u201c${reason}\u201d`));
    expect(message).toContain(`Buɗe shafin: ${PUBLIC_URL}/ha/schools/${target.id}`);
    expect(message).toContain('<html lang="ha">');
  });
});
