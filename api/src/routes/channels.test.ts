/**
 * Reports by USSD and SMS (issue 40), through the gateways' documented callbacks: Africa's Talking's
 * form-encoded USSD and SMS callbacks, and SMS Gateway for Android's JSON webhook. Answers by SMS go to a
 * local HTTP receiver standing in for both gateways' send APIs, or, with no gateway configured, to files.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COMMENT_TYPES } from '@portal/shared/rules';
import { openTestDatabase, type TestDatabase } from '../test-support/database.js';
import { startTestApp } from '../test-support/app.js';
import { bundledStates, eventually, type TestState } from '../test-support/reports.js';
import { addPerson, type Person } from '../reports/test-support.js';

const SECRET = 'test-callback-secret-0123456789';
const PUBLIC_URL = 'https://portal.example.ng';

interface Sent {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server answering as Africa's Talking's messaging API and a phone's Local Server do, keeping each request. */
async function startGatewayReceiver() {
  const received: Sent[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      response.end(
        request.url === '/version1/messaging'
          ? JSON.stringify({
              SMSMessageData: { Message: 'Sent to 1/1', Recipients: [{ statusCode: 101, status: 'Success', messageId: 'ATXid_1' }] },
            })
          : JSON.stringify({ id: 'msg-1', state: 'Pending' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let database: TestDatabase;
let app: FastifyInstance;
let unconfigured: FastifyInstance;
let signed: FastifyInstance;
const SIGNING_KEY = 'phone-signing-key-0123456789';
let gateway: Awaited<ReturnType<typeof startGatewayReceiver>>;
let musa: Person;
let kano: TestState;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  kano = (await bundledStates(database.db)).get('Kano')!;
  gateway = await startGatewayReceiver();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const common = { SMS_CALLBACK_SECRET: SECRET, PUBLIC_URL, REPORTS_PER_NUMBER_PER_HOUR: '3', REPORTS_PER_NUMBER_PER_DAY: '5' };
  app = await startTestApp(
    database,
    {
      ...common,
      AT_USERNAME: 'portal',
      AT_API_KEY: 'at-key-123',
      AT_SENDER_ID: 'DISABILITY',
      AT_API_URL: gateway.url,
      PHONE_GATEWAY_URL: `${gateway.url}/message`,
      PHONE_GATEWAY_USERNAME: 'sms',
      PHONE_GATEWAY_PASSWORD: 'phone-password',
    },
    { logStream },
  );
  unconfigured = await startTestApp(database, common, { logStream });
  signed = await startTestApp(database, { ...common, PHONE_GATEWAY_SIGNING_KEY: SIGNING_KEY }, { logStream });
  musa = await addPerson(database.db, 'moderator', 'Musa');
});

afterAll(async () => {
  await app?.close();
  await unconfigured?.close();
  await signed?.close();
  await gateway?.close();
  await database?.close();
});

/** A number of its own for each test: quotas and STOP are per number. */
let lastNumber = 8030000000;
const newNumber = () => `+234${(lastNumber += 1)}`;

const ussd = async (session: { sessionId: string; phoneNumber: string }, text: string, on = app, secret = SECRET) => {
  const response = await on.inject({
    method: 'POST',
    url: `/api/v1/channels/africastalking/ussd?secret=${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...session, serviceCode: '*384*1234#', networkCode: '62130', text }).toString(),
  });
  return response;
};

/** Dials and answers each of `answers` in turn, as a phone does, checking each screen; gives the last. */
async function dial(phoneNumber: string, answers: string[], on = app) {
  const session = { sessionId: `ATUid_${Math.random().toString(36).slice(2)}`, phoneNumber };
  let screen = '';
  for (let count = 0; count <= answers.length; count += 1) {
    const response = await ussd(session, answers.slice(0, count).join('*'), on);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    screen = response.body;
    expect(screen).toMatch(/^(CON|END) /);
    expect(screen.length, screen).toBeLessThanOrEqual(160);
  }
  return { screen, session };
}

const sms = (from: string, text: string, on = app) =>
  on.inject({
    method: 'POST',
    url: `/api/v1/channels/africastalking/sms?secret=${SECRET}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      to: '21212',
      text,
      date: '2026-12-02 10:00:00',
      id: `ATSid_${Math.random().toString(36).slice(2)}`,
      linkId: 'SampleLinkId123',
    }).toString(),
  });

/** The phone's webhook as SMS Gateway for Android documents it, with its X-Signature and X-Timestamp headers when given. */
const phoneSms = (sender: string, message: string, on = app, signature?: { key: string; at: number }) => {
  const body = JSON.stringify({
    deviceId: 'ffffffffceb0b1db0000018e937c815b',
    event: 'sms:received',
    id: `Ey6ECgOkVVFjz3CL48B8C${Math.random().toString(36).slice(2)}`,
    payload: {
      messageId: 'abc123',
      message,
      sender,
      recipient: '+2349000000000',
      simNumber: 1,
      receivedAt: '2026-12-02T10:00:00.000+01:00',
    },
    webhookId: 'LreFUt-Z3sSq0JufY9uWB',
  });
  const timestamp = signature && String(Math.floor(signature.at / 1000));
  return on.inject({
    method: 'POST',
    url: `/api/v1/channels/phone-gateway/sms?secret=${SECRET}`,
    headers: {
      'content-type': 'application/json',
      ...(signature && timestamp
        ? {
            'x-timestamp': timestamp,
            'x-signature': createHmac('sha256', signature.key)
              .update(body + timestamp)
              .digest('hex'),
          }
        : {}),
    },
    payload: body,
  });
};

const queue = async () =>
  (await app.inject({ url: '/api/v1/moderation/reports?status=submitted', headers: musa.auth })).json().reports as Array<{
    id: number;
    channel: string;
    phoneEnding: string | null;
    comment: string;
    commentType: string;
    stateId: number | null;
    lga: string | null;
    email: string;
  }>;
const reportWith = async (comment: string) => eventually(async () => (await queue()).find((report) => report.comment === comment), comment);

/** The SMS the gateway receiver got for `to`, as Africa's Talking's form or the phone's JSON. */
const atSmsTo = (to: string) =>
  gateway.received
    .filter((sent) => sent.url === '/version1/messaging')
    .map((sent) => Object.fromEntries(new URLSearchParams(sent.body)))
    .filter((form) => form.to === to);
const phoneSmsTo = (to: string) =>
  gateway.received
    .filter((sent) => sent.url === '/message')
    .map((sent) => ({
      ...(JSON.parse(sent.body) as { textMessage: { text: string }; phoneNumbers: string[] }),
      auth: sent.headers.authorization,
    }))
    .filter((body) => body.phoneNumbers.includes(to));
const outboxFiles = async () => {
  const dir = path.join(database.dataDir, 'sms-outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
};

const kanoNumberIn = (screen: string) => new RegExp('^(\\d+) Kano$', 'm').exec(screen)?.[1];
/** The answers that choose a kind, then Kano (paging to it), as a reporter reads the screens. */
async function toKano(phone: string, kind = '2'): Promise<string[]> {
  const answers = [kind];
  for (;;) {
    const { screen } = await dial(phone, answers);
    const number = kanoNumberIn(screen);
    if (number) return [...answers, number];
    answers.push('0');
  }
}

describe('USSD', () => {
  it('takes a whole session from the first empty text to END as one report with its kind, state, LGA and words', async () => {
    const phone = newNumber();
    const first = await dial(phone, []);
    expect(first.screen).toMatch(/^CON Report a disability barrier\. What kind\?\n1 Testimonial\n/);
    const answers = [...(await toKano(phone)), String(kano.lgas.indexOf('Fagge') + 1), 'No ramp at the general hospital'];
    const { screen: confirm } = await dial(phone, answers);
    expect(confirm).toBe('CON Send this report?\nAccess problem, Kano, Fagge\n"No ramp at the general hospital"\n1 Send\n00 Back');
    const { session } = await dial(phone, answers);
    // The last answer sent twice at once (a gateway's retry racing the first): one report, one number.
    const [screen, again] = (await Promise.all([1, 2].map(() => ussd(session, [...answers, '1'].join('*'))))).map((r) => r.body);
    const id = Number(/number is (\d+)\./.exec(screen!)?.[1]);
    expect(screen).toBe(`END Thank you. Your report number is ${id}. We will send you an SMS when it has been reviewed.`);
    expect(again).toBe(screen);
    expect((await ussd(session, [...answers, '1'].join('*'))).body).toBe(screen);
    const reports = (await queue()).filter((report) => report.comment === 'No ramp at the general hospital');
    expect(reports).toEqual([
      expect.objectContaining({
        id,
        channel: 'ussd',
        phoneEnding: phone.slice(-3),
        commentType: COMMENT_TYPES[1],
        stateId: kano.id,
        lga: 'Fagge',
        email: '',
      }),
    ]);
  });

  it('goes back on 00 and repeats a screen after a wrong choice; a session that ends early leaves nothing', async () => {
    const phone = newNumber();
    const before = (await queue()).length;
    expect((await dial(phone, ['7'])).screen).toMatch(/^CON Choose a number on the list\.\nReport a disability barrier/);
    expect((await dial(phone, ['1', '00'])).screen).toBe((await dial(phone, [])).screen);
    const toText = [...(await toKano(phone, '1')), '99'];
    expect((await dial(phone, toText)).screen).toMatch(/^CON Type what happened/);
    expect((await dial(phone, [...toText, '00'])).screen).toMatch(/^CON Local government area in Kano\?/);
    expect((await dial(phone, [...toText, 'Words', '5'])).screen).toMatch(/^CON Choose a number on the list\.\nSend this report\?/);
    expect((await queue()).length).toBe(before);
  });

  it('answers a number past its quota with END and a short reason', async () => {
    const phone = newNumber();
    for (const n of [1, 2, 3])
      expect((await dial(phone, [...(await toKano(phone)), '99', `Quota report ${n}`, '1'])).screen).toMatch(/^END Thank you/);
    expect((await dial(phone, [])).screen).toBe('END You have sent as many reports as one number may for now. Please try again later.');
  });

  it('answers unreadable input with END, never an error', async () => {
    for (const payload of [
      '',
      'phoneNumber=MTN&sessionId=1&text=',
      'sessionId=&phoneNumber=%2B2348030000001',
      `text=${'1*'.repeat(40_000)}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/channels/africastalking/ussd?secret=${SECRET}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('END Sorry, we could not read your answer. Please dial again.');
    }
    const notAForm = await app.inject({
      method: 'POST',
      url: `/api/v1/channels/africastalking/ussd?secret=${SECRET}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'text=1',
    });
    expect([notAForm.statusCode, notAForm.body]).toEqual([200, 'END Sorry, we could not read your answer. Please dial again.']);
  });

  it('is not there without the secret', async () => {
    const session = { sessionId: 'ATUid_nosecret', phoneNumber: newNumber() };
    for (const secret of ['', 'wrong-secret-0123456789abcdefgh', SECRET.slice(1)]) {
      const response = await ussd(session, '', app, secret);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const url of ['/api/v1/channels/africastalking/sms', '/api/v1/channels/phone-gateway/sms']) {
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    }
  });
});

describe('SMS', () => {
  it("makes 'REPORT Kano No ramp at the general hospital' a report for Kano, and answers with its number", async () => {
    const phone = newNumber();
    expect((await sms(phone, 'REPORT Kano No ramp at the general hospital')).statusCode).toBe(204);
    const report = await eventually(
      async () => (await queue()).find((r) => r.comment === 'No ramp at the general hospital' && r.channel === 'sms'),
      'the SMS report',
    );
    expect(report).toMatchObject({ channel: 'sms', stateId: kano.id, phoneEnding: phone.slice(-3) });
    const [answer] = await eventually(() => (atSmsTo(phone).length > 0 ? atSmsTo(phone) : undefined), 'the answer');
    expect(answer).toEqual({
      username: 'portal',
      to: phone,
      from: 'DISABILITY',
      message: `Thank you. Your report number is ${report.id}. We will send you an SMS when it has been reviewed.`,
    });
    const sent = gateway.received.find((s) => s.url === '/version1/messaging')!;
    expect(sent.headers.apikey).toBe('at-key-123');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('asks for the state of a report without one, and the next message completes it (a misspelt state matched)', async () => {
    const phone = newNumber();
    await sms(phone, 'report The school has no sign language interpreter');
    const [question] = await eventually(() => (atSmsTo(phone).length > 0 ? atSmsTo(phone) : undefined), 'the question');
    expect(question!.message).toBe('Thank you. Which state did this happen in? Reply with the name of the state only, for example: Kano');
    await sms(phone, 'Lagoss');
    const report = await reportWith('The school has no sign language interpreter');
    expect(report.stateId).toBe((await bundledStates(database.db)).get('Lagos')!.id);
  });

  it('answers in Hausa a report that starts with RAHOTO, and HELP with how to report', async () => {
    const phone = newNumber();
    await sms(phone, 'Rahoto Kano Babu hanya ga masu keken guragu');
    await reportWith('Babu hanya ga masu keken guragu');
    await eventually(() => atSmsTo(phone).find((form) => form.message!.startsWith('Mun gode.')), 'the answer in Hausa');
    await sms(phone, 'HELP');
    await eventually(() => atSmsTo(phone).find((form) => form.message!.startsWith('To report, send REPORT, the state')), 'the help');
  });

  it('takes the phone gateway webhook, and answers through the phone in its documented request', async () => {
    const phone = newNumber();
    expect((await phoneSms(phone.replace('+234', '0'), 'REPORT Kano The bus park has no ramp')).statusCode).toBe(204);
    const report = await reportWith('The bus park has no ramp');
    expect(report).toMatchObject({ channel: 'sms', stateId: kano.id, phoneEnding: phone.slice(-3) });
    const [answer] = await eventually(() => (phoneSmsTo(phone).length > 0 ? phoneSmsTo(phone) : undefined), 'the answer');
    expect(answer).toEqual({
      textMessage: { text: `Thank you. Your report number is ${report.id}. We will send you an SMS when it has been reviewed.` },
      phoneNumbers: [phone],
      auth: `Basic ${Buffer.from('sms:phone-password').toString('base64')}`,
    });
  });
});

describe("the phone gateway's signature", () => {
  it('is required once its signing key is configured: unsigned, wrongly signed or stale webhooks find nothing', async () => {
    const phone = newNumber();
    expect((await phoneSms(phone, 'REPORT Kano Unsigned', signed)).statusCode).toBe(404);
    expect((await phoneSms(phone, 'REPORT Kano Signed wrongly', signed, { key: 'another-key', at: Date.now() })).statusCode).toBe(404);
    expect(
      (await phoneSms(phone, 'REPORT Kano Signed too long ago', signed, { key: SIGNING_KEY, at: Date.now() - 600_000 })).statusCode,
    ).toBe(404);
    expect((await phoneSms(phone, 'REPORT Kano Signed by the phone', signed, { key: SIGNING_KEY, at: Date.now() })).statusCode).toBe(204);
    await reportWith('Signed by the phone');
    expect((await queue()).filter((report) => report.comment.startsWith('Signed') || report.comment === 'Unsigned')).toHaveLength(1);
  });
});

describe('answers to a reporter by phone', () => {
  const act = (id: number, action: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${id}/${action}`, headers: musa.auth, ...(payload ? { payload } : {}) });

  it('sends one SMS at each decision on a USSD report: reviewed, published with its address, rejected with its reason', async () => {
    const published = newNumber();
    await dial(published, [...(await toKano(published)), '99', 'The market toilets are up a flight of steps', '1']);
    const one = await reportWith('The market toilets are up a flight of steps');
    expect((await act(one.id, 'review')).statusCode).toBe(200);
    expect((await act(one.id, 'approve')).statusCode).toBe(200);
    const rejected = newNumber();
    await dial(rejected, [...(await toKano(rejected)), '99', 'A second report to reject', '1']);
    const two = await reportWith('A second report to reject');
    expect((await act(two.id, 'reject', { reason: `Not about access. ${'More words. '.repeat(30)}` })).statusCode).toBe(200);

    const texts = (phone: string) => atSmsTo(phone).map((form) => form.message);
    // The session's last screen said the report was received: the first SMS is the review.
    await eventually(() => (texts(published).length === 2 && texts(rejected).length === 1 ? true : undefined), 'the answers');
    expect(texts(published)).toEqual([
      `Your report ${one.id} is being reviewed.`,
      `Your report ${one.id} is published: ${PUBLIC_URL}/reports/${one.id}`,
    ]);
    const [reason] = texts(rejected);
    expect(reason).toMatch(new RegExp(`^Your report ${two.id} was not published: Not about access\\. More words\\..*\\.\\.\\.$`));
    expect(reason!.length).toBeLessThanOrEqual(160);
  });

  it('writes the SMS to sms-outbox/ when no gateway is configured', async () => {
    const phone = newNumber();
    await sms(phone, 'REPORT Kano Written to the outbox', unconfigured);
    const report = await reportWith('Written to the outbox');
    const file = await eventually(async () => (await outboxFiles()).find((text) => text.includes(`To: ${phone}\n`)), 'the outbox file');
    expect(file).toBe(
      `To: ${phone}\nGateway: africastalking\n\nThank you. Your report number is ${report.id}. We will send you an SMS when it has been reviewed.\n`,
    );
    expect(atSmsTo(phone)).toEqual([]);
  });

  it('sends nothing more to a number after STOP, and forgets the number', async () => {
    const phone = newNumber();
    await sms(phone, 'REPORT Kano Stop after this report');
    const report = await reportWith('Stop after this report');
    await eventually(() => atSmsTo(phone)[0], 'the answer');
    await sms(phone, 'STOP');
    await eventually(() => atSmsTo(phone).find((form) => form.message!.startsWith('You will get no more messages')), 'the last message');
    const count = atSmsTo(phone).length;
    expect((await act(report.id, 'review')).json().report.phoneEnding).toBeNull();
    await act(report.id, 'approve');
    await sms(phone, 'HELP');
    await sms(phone, 'REPORT Kano After stop');
    await reportWith('After stop');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(atSmsTo(phone)).toHaveLength(count);
    await sms(phone, 'START');
    await eventually(() => atSmsTo(phone).find((form) => form.message!.startsWith('To report')), 'the help after START');
  });
});

describe('the number', () => {
  it('appears in no public answer, download, report page or log line; moderators see its last three digits', async () => {
    const phone = newNumber();
    await sms(phone, 'REPORT Kano Private number check');
    const report = await reportWith('Private number check');
    await app.inject({ method: 'POST', url: `/api/v1/moderation/reports/${report.id}/approve`, headers: musa.auth });
    const local = phone.replace('+234', '0');
    const bare = phone.slice(1);
    const answers = [
      (await app.inject('/api/v1/reports')).body,
      (await app.inject(`/api/v1/reports/${report.id}`)).body,
      (await app.inject('/api/v1/downloads/reports.csv')).body,
      (await app.inject('/api/v1/downloads/reports.json')).body,
      JSON.stringify(await queue()),
      (await app.inject({ url: '/api/v1/moderation/reports?status=approved', headers: musa.auth })).body,
    ];
    expect(answers[1]).toContain('Private number check');
    for (const text of [...answers, logLines.join('')]) {
      for (const form of [phone, local, bare]) expect(text).not.toContain(form);
    }
    expect(logLines.join('')).not.toContain(SECRET);
    expect(logLines.join('')).toContain('[redacted]');
  });
});
