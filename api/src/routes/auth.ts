import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EmailBody,
  LINK_TOKEN_PATTERN,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  ProfileBody,
  RegisterBody,
  ResendAnswer,
  ResetPasswordBody,
  UserAnswer,
  VerifyEmailAnswer,
} from '@portal/shared/contracts';
import { isEmail, isStrongPassword, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@portal/shared/rules';
import type { Config } from '../config.js';
import type { DB } from '../db/database.js';
import { HttpError, schemaRefusal, type ApiMessage } from '../errors.js';
import { bearerToken, noStore, requireRole, type Authenticate } from '../auth/guard.js';
import { AttemptLimiter, LoginThrottle, type FailureBudget } from '../accounts/attempt-limiter.js';
import { endEverySession, issueDeviceToken, trustedDevice } from '../accounts/devices.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../accounts/passwords.js';
import { HOUR, MAIL_INTERVAL_MS, issueMailedToken, issueToken, revokeAll, revokeToken, spendToken } from '../accounts/tokens.js';
import { findUserByEmail, findUserById, normaliseEmail, publicUser } from '../accounts/users.js';
import { unlessTaken } from '../db/conflicts.js';
import { actionMail, mailInBackground, type SendMail } from '../mail/mailer.js';
import { apiText, apiWords, localeOfRequest, type ApiMessageKey } from '../i18n/api-text.js';
import type { Locale } from '@portal/shared/i18n';
import { localizedAddress } from '@portal/shared/i18n/locale-path';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });
const LINK_TOKEN = new RegExp(LINK_TOKEN_PATTERN);

const INVALID_LOGIN: ApiMessageKey = 'invalidLogin';
const NAMES_TOO_LONG: ApiMessage = { key: 'namesTooLong', values: { max: NAME_MAX_LENGTH } };
const PASSWORD_TOO_LONG: ApiMessage = { key: 'passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } };

/**
 * A payload the schema refused, in the words of the form it came from (§5) rather than a JSON-schema
 * sentence: an empty or missing field gets the form's 'fill out all fields' text, a malformed address
 * 'Please enter a valid email address', an over-long name or password says its limit.
 */
function refuseInvalidPayload(request: FastifyRequest, missing: ApiMessageKey, fieldTexts: Record<string, ApiMessageKey> = {}): void {
  const refusal = request.validationError;
  if (!refusal) return;
  const problem = refusal.validation?.[0];
  const field = problem?.instancePath.split('/')[1] ?? '';
  if (problem?.keyword === 'required' || problem?.keyword === 'minLength') throw new HttpError(400, missing);
  const keys: Record<string, ApiMessageKey> = { email: 'invalidEmail', ...fieldTexts };
  const texts: Record<string, ApiMessage> = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, { key }]));
  if (problem?.keyword === 'maxLength')
    Object.assign(texts, {
      firstname: NAMES_TOO_LONG,
      lastname: NAMES_TOO_LONG,
      password: PASSWORD_TOO_LONG,
      newPassword: PASSWORD_TOO_LONG,
    });
  const text = texts[field] ?? schemaRefusal(refusal);
  throw new HttpError(400, text.key, text.values);
}

/**
 * The address a form sent, normalised in place and checked, once, before any limit, lookup or mail sees
 * it: anything but one plain address (a list, a display name, a header line) is refused with `refusal`.
 */
const plainAddress = (refusal: ApiMessageKey) => async (request: FastifyRequest) => {
  const body: unknown = request.body;
  if (!body || typeof body !== 'object' || !('email' in body) || typeof body.email !== 'string') return;
  const email = normaliseEmail(body.email);
  if (email !== '' && !isEmail(email)) throw new HttpError(400, refusal);
  body.email = email;
};
const mailAddress = plainAddress('invalidEmail');

export interface AuthOptions {
  db: DB;
  config: Config;
  sendMail: SendMail;
  authenticate: Authenticate;
}

const MINUTES_15 = 15 * 60 * 1000;

/**
 * Failed logins each budget allows before the next attempt must wait (2 s, then doubling). An address
 * from one source is the guesser's own budget; an address from anywhere stops guessing spread over many
 * machines; a source (one IP, which may be a whole school behind NAT) stops one machine trying many
 * addresses. A device that logged in before answers only for its own failures.
 */
export const FREE_LOGIN_FAILURES = { addressFromSource: 5, address: 20, source: 100, device: 50 } as const;

/** Accounts (spec §7): register, verify, resend, login, logout, reset password, update profile. */
export const authRoutes: FastifyPluginAsyncTypebox<AuthOptions> = async (app, { db, config, sendMail, authenticate }) => {
  const enabled = !config.rateLimitDisabled;
  // Register, resend and reset may send mail: every attempt from one IP counts, against abuse. No count per
  // address: strangers' requests would spend the owner's; each account gets at most one link of a kind
  // every few minutes instead (`issueMailedToken`), whoever asks.
  const perIp = new AttemptLimiter(db, 30, MINUTES_15, enabled);
  const limitSource = (request: FastifyRequest) => perIp.hit(`ip:${request.ip}:${request.routeOptions.url}`);
  const logins = new LoginThrottle(db, enabled);
  /** The budgets a login is held to; the first is its own, which its success clears. */
  const loginBudgets = (email: string, ip: string, device: number | null): FailureBudget[] =>
    device !== null
      ? [{ key: `login:device:${device}`, free: FREE_LOGIN_FAILURES.device }]
      : [
          { key: `login:address:${email}:source:${ip}`, free: FREE_LOGIN_FAILURES.addressFromSource },
          { key: `login:address:${email}`, free: FREE_LOGIN_FAILURES.address },
          { key: `login:source:${ip}`, free: FREE_LOGIN_FAILURES.source },
        ];
  // Every answer here is about one person (a token, a profile, whether an address is known).
  app.addHook('onRequest', noStore);
  const requireUser = requireRole(authenticate);
  const send = mailInBackground(app, sendMail);

  /** The account of the address a form sent (resend, reset), once the limits allow the request. */
  const accountOfAddress = async (request: FastifyRequest<{ Body: EmailBody }>) => {
    refuseInvalidPayload(request, 'provideEmail');
    await limitSource(request);
    return findUserByEmail(db, request.body.email);
  };

  type Account = { id: number; email: string; firstname: string; is_verified: boolean; language: Locale };
  /**
   * Mails `user` a link to the page at `path` carrying a new one-time token of `kind`, unless such a link
   * went to them in the last few minutes (it still works). The name someone typed is written only to an
   * address that proved to be theirs: a stranger registering another's address sends them none of their words.
   * The mail is in the account's language.
   */
  const mailTokenLink = async (
    user: Account,
    kind: 'verification' | 'reset',
    path: string,
    mail: { subject: ApiMessageKey; text: ApiMessageKey; label: ApiMessageKey },
  ) => {
    const token = await issueMailedToken(db, user.id, kind);
    if (token === null) return;
    const words = apiWords(user.language);
    const greeting = user.is_verified ? words('mailGreetingNamed', { firstname: user.firstname }) : words('mailGreeting');
    send(
      actionMail(
        user.email,
        words(mail.subject),
        greeting,
        [words(mail.text)],
        { label: words(mail.label), link: config.publicUrl + localizedAddress(user.language, `/${path}/${token}`) },
        user.language,
      ),
    );
  };

  const sendVerification = (user: Account) =>
    mailTokenLink(user, 'verification', 'verify-email', {
      subject: 'verifyMailSubject',
      text: 'verifyMailText',
      label: 'verifyMailAction',
    });

  app.post(
    '/auth/register',
    { schema: { body: RegisterBody, response: { 201: MessageAnswer } }, attachValidation: true, preValidation: mailAddress },
    async (request, reply) => {
      refuseInvalidPayload(request, 'fillAllFields');
      const { body } = request;
      const { email } = body;
      const [firstname, lastname] = [body.firstname.trim(), body.lastname.trim()];
      if (!email || !body.password || !firstname || !lastname) throw new HttpError(400, 'fillAllFields');
      if (!isStrongPassword(body.password)) throw new HttpError(400, 'fixPasswordIssues');
      await limitSource(request);
      // The unique index on the address decides, so parallel registrations of one address make one account.
      const user = await unlessTaken(
        db
          .insertInto('users')
          .values({ email, firstname, lastname, password_hash: await hashPassword(body.password), language: localeOfRequest(request) })
          .returning(['id', 'email', 'firstname', 'is_verified', 'language'])
          .executeTakeFirstOrThrow(),
        'accountExists',
      );
      await sendVerification(user);
      return reply.status(201).send({ message: apiText(request, reply, 'registered', { email }) });
    },
  );

  app.get(
    '/auth/verify-email/:token',
    { schema: { params: TokenParams, response: { 200: VerifyEmailAnswer } } },
    async (request, reply) => {
      const { token } = request.params;
      const userId = LINK_TOKEN.test(token) ? await spendToken(db, token, 'verification') : null;
      if (userId === null) throw new HttpError(400, 'verificationLinkInvalid');
      const current = await findUserById(db, userId);
      const role = current && config.adminEmails.includes(current.email.toLowerCase()) ? 'admin' : current?.role;
      await db
        .updateTable('users')
        .set({ is_verified: true, ...(role ? { role } : {}) })
        .where('id', '=', userId)
        .execute();
      // Other links mailed to the address (one each few minutes) have done their work.
      await revokeAll(db, userId, ['verification']);
      const user = (await findUserById(db, userId))!;
      const session = await issueToken(db, user.id, 'session', config.sessionTtlHours * HOUR);
      return { success: true, message: apiText(request, reply, 'emailNowVerified'), token: session, user: publicUser(user) };
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { body: EmailBody, response: { 200: ResendAnswer } }, attachValidation: true, preValidation: mailAddress },
    async (request, reply) => {
      const user = await accountOfAddress(request);
      if (user && !user.is_verified) await sendVerification(user);
      // The same answer whether or not the address has an account and whether or not a mail went, so the form reveals nothing.
      return { success: true, message: apiText(request, reply, 'resendAnswer', { minutes: MAIL_INTERVAL_MS / 60_000 }) };
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: LoginAnswer } }, attachValidation: true, preValidation: plainAddress(INVALID_LOGIN) },
    async (request) => {
      refuseInvalidPayload(request, 'loginFillAllFields', { email: INVALID_LOGIN });
      const { email, password, deviceToken } = request.body;
      const device = await trustedDevice(db, email, deviceToken);
      const budgets = loginBudgets(email, request.ip, device);
      const failure = await logins.begin(budgets);
      const user = await findUserByEmail(db, email);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new HttpError(401, INVALID_LOGIN);
      // The right password: not a failure, and the end of this address's failures from here.
      await failure.withdraw();
      await logins.clear([budgets[0]!.key]);
      if (!user.is_verified) throw new HttpError(403, 'verifyBeforeLogin');
      const token = await issueToken(db, user.id, 'session', config.sessionTtlHours * HOUR);
      // A trusted device keeps its token; any other login gets one for next time.
      return {
        user: publicUser(user),
        token,
        deviceToken: device !== null && deviceToken ? deviceToken : await issueDeviceToken(db, user.id),
      };
    },
  );

  // Who the caller is now, as the server knows it: the client reads it to follow role and name changes.
  app.get('/auth/me', { preHandler: requireUser, schema: { response: { 200: UserAnswer } } }, async (request) => ({
    user: publicUser((await findUserById(db, request.actor!.id))!),
  }));

  app.post('/auth/logout', { preHandler: requireUser, schema: { response: { 200: MessageAnswer } } }, async (request, reply) => {
    await revokeToken(db, bearerToken(request)!);
    return { message: apiText(request, reply, 'logout') };
  });

  app.post(
    '/auth/request-password-reset',
    { schema: { body: EmailBody, response: { 200: MessageAnswer } }, attachValidation: true, preValidation: mailAddress },
    async (request, reply) => {
      const user = await accountOfAddress(request);
      if (user) {
        await mailTokenLink(user, 'reset', 'reset-password', {
          subject: 'resetMailSubject',
          text: 'resetMailText',
          label: 'resetMailAction',
        });
      }
      // Always the same answer, so the form reveals neither which addresses have accounts nor whether a mail went.
      return { message: apiText(request, reply, 'forgotPasswordSuccess') };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: MessageAnswer } }, attachValidation: true },
    async (request, reply) => {
      refuseInvalidPayload(request, 'fillAllFields', { token: 'resetBadLink' });
      const { token, newPassword } = request.body;
      if (!isStrongPassword(newPassword)) throw new HttpError(400, 'fixPasswordIssues');
      await perIp.hit(`ip:${request.ip}:reset-password`);
      const userId = await spendToken(db, token, 'reset');
      if (userId === null) throw new HttpError(400, 'resetBadLink');
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(newPassword) })
        .where('id', '=', userId)
        .execute();
      await endEverySession(db, userId);
      return { message: apiText(request, reply, 'resetSuccess') };
    },
  );

  app.patch(
    '/auth/update-profile',
    { schema: { body: ProfileBody, response: { 200: UserAnswer } }, attachValidation: true, preHandler: requireUser },
    async (request) => {
      refuseInvalidPayload(request, 'fillRequiredFields');
      const { body } = request;
      const [firstname, lastname] = [body.firstname.trim(), body.lastname.trim()];
      if (!firstname || !lastname) throw new HttpError(400, 'fillRequiredFields');
      await db.updateTable('users').set({ firstname, lastname }).where('id', '=', request.actor!.id).execute();
      return { user: publicUser((await findUserById(db, request.actor!.id))!) };
    },
  );
};
