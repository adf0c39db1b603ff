/**
 * Reports by USSD and SMS (issue 40), from basic phones without data or an account: Africa's Talking's
 * USSD and incoming-SMS callbacks, and the webhook of an Android phone running SMS Gateway for Android.
 * Each report joins the moderation queue like a web report, marked with its channel, and its reporter is
 * answered by SMS (`PhoneReports.reply`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { PhoneGateway } from '@portal/shared/contracts';
import type { Locale, MessageValues } from '@portal/shared/i18n';
import { COMMENT_MAX_LENGTH, COMMENT_TYPES } from '@portal/shared/rules';
import { answerNotFound, HttpError } from '../errors.js';
import { CONTROL_CHARACTERS } from './eyewitness.js';
import { jsonTextOf, limitJsonDepth } from '../input.js';
import { apiWords, type ApiMessageKey } from '../i18n/api-text.js';
import type { OpenDataStore } from '../open-data/store.js';
import { createStateMatcher } from '../open-data/state-names.js';
import { phoneNumberOf } from '../channels/phone-number.js';
import type { PhoneReports } from '../channels/phone-reports.js';
import { readSms, reportKeywords, stateAtStart } from '../channels/sms-message.js';
import { USSD_SCREEN_MAX, ussdStep, type UssdState } from '../channels/ussd-menu.js';

export interface ChannelOptions {
  store: OpenDataStore;
  phoneReports: PhoneReports;
  /** SMS_CALLBACK_SECRET: the `secret` every callback's address carries; without it the routes answer 404. */
  secret: string | undefined;
  /** SMS_KEYWORD: the English word that starts a report by SMS. */
  keyword: string;
  /** PHONE_GATEWAY_SIGNING_KEY: when set, the phone's webhook must carry its signature. */
  signingKey: string | undefined;
}

/** How far a signed webhook's time may be from ours: a copied request cannot be sent again later. */
const SIGNATURE_MAX_AGE_SECONDS = 300;

/**
 * Whether a webhook of SMS Gateway for Android is signed with `key` as its documentation says: the
 * hexadecimal HMAC-SHA256 of the body's text followed by the `X-Timestamp` header (Unix seconds), in
 * `X-Signature`, made within the last few minutes.
 */
function signedByPhone(key: string, body: string | undefined, headers: Record<string, unknown>, now = Date.now()): boolean {
  const { 'x-signature': signature, 'x-timestamp': timestamp } = headers;
  if (body === undefined || typeof signature !== 'string' || typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS) return false;
  const expected = createHmac('sha256', key)
    .update(body + timestamp)
    .digest('hex');
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

/** The callbacks' documented shapes, for the API reference; the routes read them field by field, to answer any input in kind. */
const text = (description: string) => Type.String({ description });
const SecretQuery = Type.Object({ secret: text('SMS_CALLBACK_SECRET, as configured: without it the route answers 404') });
const UssdForm = Type.Object({
  sessionId: text("Africa's Talking's id of the session"),
  serviceCode: text('The USSD code dialled'),
  phoneNumber: text("The caller's number"),
  networkCode: Type.Optional(text("The caller's network")),
  text: text("Every answer of the session so far, joined by '*'; empty at first"),
});
const AfricasTalkingSms = Type.Object({
  from: text("The sender's number"),
  to: text('The short code or number it was sent to'),
  text: text('The message'),
  date: Type.Optional(text('When it was received')),
  id: text("Africa's Talking's id of the message"),
  linkId: Type.Optional(text('For premium replies; not used')),
});
const PhoneGatewayEvent = Type.Object({
  deviceId: Type.Optional(Type.String()),
  event: text("'sms:received'; other events are acknowledged and ignored"),
  id: text("The event's id"),
  payload: Type.Object({
    messageId: Type.Optional(Type.String()),
    message: text('The message'),
    sender: Type.Optional(text("The sender's number (the app's releases since February 2026)")),
    phoneNumber: Type.Optional(text("The sender's number (earlier releases)")),
    receivedAt: Type.Optional(Type.String()),
  }),
  webhookId: Type.Optional(Type.String()),
});

const FORM = 'application/x-www-form-urlencoded';

/** A callback's route options: its summary, the secret in its address, and its body as its gateway documents it. */
const callback = (summary: string, type: string, body: TSchema) => ({
  bodyLimit: BODY_LIMIT,
  schema: { summary, querystring: SecretQuery, ...(type === FORM ? { consumes: [FORM] } : {}), bodies: { [type]: body } },
});

/** The most any field of a callback may hold: a multipart SMS is at most a few thousand characters. */
const FIELD_MAX = COMMENT_MAX_LENGTH + 1000;
/** A callback's whole body: Africa's Talking's fields, or the phone's webhook JSON. */
const BODY_LIMIT = 32 * 1024;
/** The USSD menu speaks English for now: a network's USSD session carries no language. */
const USSD_LOCALE: Locale = 'en';
/** What an SMS report is, having no menu to choose from: an accessibility problem (spec §3.3's second kind). */
const SMS_COMMENT_TYPE = COMMENT_TYPES[1];

/** Control characters a phone may put in a text (all but line breaks and tabs), which no report keeps. */
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** The text fields of a form-encoded or JSON body, or null when it is not an object of short texts. */
function fieldsOf(body: unknown, names: readonly string[]): Record<string, string> | null {
  if (!body || typeof body !== 'object') return null;
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name] ?? '';
    if (typeof value !== 'string' || value.length > FIELD_MAX) return null;
    fields[name] = value.replace(EVERY_CONTROL_CHARACTER, '');
  }
  return fields;
}

const sameSecret = (given: unknown, secret: string) =>
  typeof given === 'string' && given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

export const channelRoutes: FastifyPluginAsyncTypebox<ChannelOptions> = async (
  app,
  { store, phoneReports, secret, keyword, signingKey },
) => {
  const keywords = reportKeywords(keyword);
  /** The report word of `locale`; English's for a language that shares it (Pidgin's REPORT). */
  const keywordIn = (locale: Locale) => [...keywords].find(([, of]) => of === locale)?.[0] ?? keyword;

  // Africa's Talking posts forms; only these routes read them.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The phone's webhook is signed over the bytes it sent: its text is kept to check them.
  limitJsonDepth(app, { keepText: true });
  // A caller without the configured secret finds nothing here, as at any unknown address.
  app.addHook('onRequest', async (request, reply) => {
    const given = (request.query as Record<string, unknown> | undefined)?.secret;
    if (!secret || !sameSecret(given, secret)) return answerNotFound(request, reply);
  });

  const states = (): UssdState[] =>
    store.data.states
      .map((state) => ({ id: state.id, name: state.name, lgas: state.lgas }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));

  await app.register(async (ussd) => {
    // Whatever goes wrong, the phone gets a last screen that says so: Africa's Talking ends a session on
    // an HTTP error without a word to the caller.
    ussd.setErrorHandler((error, request, reply) => {
      if (!(error instanceof HttpError) && !(error as { statusCode?: number }).statusCode)
        request.log.error({ err: error }, 'USSD request failed');
      return ussdAnswer(reply.status(200), 'END', apiWords(USSD_LOCALE)('ussdUnreadable'));
    });

    ussd.post(
      '/channels/africastalking/ussd',
      callback("Africa's Talking's USSD callback: answers in plain text, `CON` and a screen, or `END`", FORM, UssdForm),
      async (request, reply) => {
        const words = apiWords(USSD_LOCALE);
        const fields = fieldsOf(request.body, ['sessionId', 'serviceCode', 'phoneNumber', 'networkCode', 'text']);
        const phone = fields && phoneNumberOf(fields.phoneNumber!);
        if (!fields || !phone || !fields.sessionId) return ussdAnswer(reply, 'END', words('ussdUnreadable'));
        const answers = fields.text ? fields.text.split('*') : [];
        if (await phoneReports.overQuota(phone)) return ussdAnswer(reply, 'END', words('phoneQuotaReached'));
        const step = ussdStep(answers, states(), words);
        if ('screen' in step) return ussdAnswer(reply, 'CON', step.screen);
        const id = await phoneReports.submit({
          sender: { channel: 'ussd', ref: fields.sessionId, phone, gateway: 'africastalking', language: USSD_LOCALE },
          commentType: step.report.commentType,
          comment: step.report.comment,
          place: { stateId: step.report.stateId, lga: step.report.lga, placeDescription: null },
        });
        return ussdAnswer(reply, 'END', words('phoneReportReceived', { id }));
      },
    );
  });

  /**
   * One incoming SMS, from either gateway: a command (STOP, START, HELP), a report, or the state a report
   * was waiting for. Every answer is one SMS, through the gateway it came by, in the report word's language.
   */
  async function receiveSms(message: { from: string; text: string; ref: string; gateway: PhoneGateway }): Promise<void> {
    const phone = phoneNumberOf(message.from);
    // A network's or a service's own sender ('MTN', a short code) is no reporter: nothing to answer.
    if (!phone) return;
    const answer = (locale: Locale, key: ApiMessageKey, values?: MessageValues) =>
      phoneReports.reply({ to: phone, gateway: message.gateway, text: apiWords(locale)(key, values) });
    const help = (locale: Locale) => answer(locale, 'smsHelp', { keyword: keywordIn(locale) });
    const submit = async (locale: Locale, ref: string, comment: string, state: string | null) => {
      const stateId = state === null ? null : (store.stateNamed(state)?.id ?? null);
      const id = await phoneReports.submit({
        sender: { channel: 'sms', ref, phone, gateway: message.gateway, language: locale },
        commentType: SMS_COMMENT_TYPE,
        comment: comment.slice(0, COMMENT_MAX_LENGTH),
        place: { stateId, lga: null, placeDescription: null },
      });
      await answer(locale, 'phoneReportReceived', { id });
    };
    const matchState = createStateMatcher(store.data.states.map((state) => state.name));
    const request = readSms(message.text, keywords);
    switch (request.command) {
      case 'stop':
        // Its answer is queued before the number is forgotten: the last message it gets.
        await answer('en', 'smsStopped');
        return phoneReports.stop(phone);
      case 'start':
        await phoneReports.start(phone);
        return help('en');
      case 'help':
        return help('en');
      case 'report': {
        if (await phoneReports.overQuota(phone)) return answer(request.locale, 'phoneQuotaReached');
        const found = stateAtStart(request.rest, matchState);
        if (found?.rest) return submit(request.locale, message.ref, found.rest, found.state);
        if (found || !request.rest) return help(request.locale);
        await phoneReports.startConversation({
          phone,
          gateway: message.gateway,
          language: request.locale,
          comment: request.rest,
          channel_ref: message.ref,
        });
        return answer(request.locale, 'smsAskState');
      }
      case 'other': {
        const waiting = await phoneReports.conversationOf(phone);
        if (!waiting) return help('en');
        await phoneReports.endConversation(phone);
        if (await phoneReports.overQuota(phone)) return answer(waiting.language, 'phoneQuotaReached');
        // The answer names the state, perhaps with more words; one that names none still completes the
        // report, without a state, as the question was asked once.
        const found = stateAtStart(request.text, matchState);
        const more = found ? found.rest : request.text;
        return submit(waiting.language, waiting.channel_ref, [waiting.comment, more].filter(Boolean).join(' '), found?.state ?? null);
      }
    }
  }

  app.post(
    '/channels/africastalking/sms',
    callback("Africa's Talking's incoming SMS callback", FORM, AfricasTalkingSms),
    async (request, reply) => {
      const fields = fieldsOf(request.body, ['from', 'to', 'text', 'date', 'id', 'linkId']);
      if (!fields || !fields.from || !fields.id) throw new HttpError(400, 'smsCallbackUnreadable');
      await receiveSms({ from: fields.from, text: fields.text!, ref: fields.id, gateway: 'africastalking' });
      return reply.status(204).send();
    },
  );

  app.post(
    '/channels/phone-gateway/sms',
    callback(
      'The webhook of SMS Gateway for Android: an SMS the phone received (event sms:received)',
      'application/json',
      PhoneGatewayEvent,
    ),
    async (request, reply) => {
      if (signingKey && !signedByPhone(signingKey, jsonTextOf(request), request.headers)) return answerNotFound(request, reply);
      const event = fieldsOf(request.body, ['event', 'id']);
      const payload = (request.body as { payload?: unknown } | null)?.payload;
      if (!event || !event.id) throw new HttpError(400, 'smsCallbackUnreadable');
      // The phone sends its other events (sent, delivered, ping) to the same address when asked to: nothing to do.
      if (event.event !== 'sms:received') return reply.status(204).send();
      // `sender` since the app's February 2026 release; `phoneNumber` before it, still sent.
      const fields = fieldsOf(payload, ['message', 'sender', 'phoneNumber']);
      const from = fields?.sender || fields?.phoneNumber;
      if (!fields || !from) throw new HttpError(400, 'smsCallbackUnreadable');
      await receiveSms({ from, text: fields.message!, ref: event.id, gateway: 'phone-gateway' });
      return reply.status(204).send();
    },
  );
};

/** A USSD answer: plain text, `CON` (a screen that waits for an answer) or `END` (the last). */
function ussdAnswer(reply: FastifyReply, kind: 'CON' | 'END', screen: string) {
  const text = `${kind} ${screen}`;
  // The menu's own screens are held to this by its tests; a last screen too long is cut, never refused.
  return reply.type('text/plain; charset=utf-8').send(text.length <= USSD_SCREEN_MAX ? text : `${text.slice(0, USSD_SCREEN_MAX - 3)}...`);
}
