/**
 * Reports from phones (issue 40): recording one, the per-number quota, an SMS report waiting for its
 * state, STOP and START, and the SMS answers, which go to no number that has sent STOP.
 */
import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PhoneGateway } from '@portal/shared/contracts';
import type { Locale } from '@portal/shared/i18n';
import type { DB } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/conflicts.js';
import { sendInBackground } from '../background.js';
import type { ReportTables } from '../reports/report-tables.js';
import { insertReport, reportsDb, type Place, type PhoneSender, type ReportsDB } from '../reports/report-repository.js';
import { phoneEnding } from './phone-number.js';
import type { SendSms, Sms } from './sms-sender.js';

/** An SMS report that lacks its state: the words, kept until the next message from the number names it. */
type SmsConversationTable = {
  phone: string;
  gateway: PhoneGateway;
  language: Locale;
  comment: string;
  channel_ref: string;
  created_at: ColumnType<Date, never, never>;
};

/** A number that sent STOP, as a one-way hash (`optOutKey`): the number itself is deleted. */
type SmsOptOutTable = { phone_hash: string; created_at: ColumnType<Date, never, never> };

type ChannelsDB = Kysely<Database & ReportTables & { sms_conversations: SmsConversationTable; sms_opt_outs: SmsOptOutTable }>;

/** REPORTS_PER_NUMBER_PER_HOUR and REPORTS_PER_NUMBER_PER_DAY: what one phone may send, as one account's quota does for the web. */
export interface PhoneQuota {
  perHour: number;
  perDay: number;
}

/** How long a report waits for its state before the number's next message is read afresh. */
const CONVERSATION_HOURS = 24;

/**
 * The key a STOP is remembered by: scrypt of the number with a fixed salt, slow and memory-hard, so a copy
 * of the table cannot be turned back into numbers by trying every Nigerian number (about 10^9 of them),
 * and needing no configured secret, whose change would forget every STOP.
 */
const optOutKey = async (phone: string) => ((await promisify(scrypt)(phone, 'portal-sms-stop', 32)) as Buffer).toString('base64');

export interface PhoneReport {
  sender: PhoneSender;
  commentType: string;
  comment: string;
  place: Place;
}

export class PhoneReports {
  private readonly db: ChannelsDB;
  private readonly reports: ReportsDB;
  private readonly sendLater: (sms: Sms) => void;

  constructor(
    db: DB,
    app: FastifyInstance,
    sendSms: SendSms,
    private readonly quota: PhoneQuota,
  ) {
    this.db = db.withTables<ReportTables & { sms_conversations: SmsConversationTable; sms_opt_outs: SmsOptOutTable }>();
    this.reports = reportsDb(db);
    this.sendLater = sendInBackground(app, sendSms, 'an SMS could not be sent', (sms) => ({ to: `…${phoneEnding(sms.to)}` }));
  }

  /** Whether `phone` has sent as many reports as it may in the last hour or day. */
  async overQuota(phone: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('eyewitness_reports')
      .select([sql<string>`count(*) filter (where created_at > now() - interval '1 hour')`.as('hour'), sql<string>`count(*)`.as('day')])
      .where('reply_phone', '=', phone)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    return Number(row.hour) >= this.quota.perHour || Number(row.day) >= this.quota.perDay;
  }

  /**
   * Records the report in the moderation queue and returns its number; a session or message the gateway
   * sends again returns the number the first one made.
   */
  async submit(report: PhoneReport): Promise<number> {
    const made = () =>
      this.db
        .selectFrom('eyewitness_reports')
        .select('id')
        .where('channel', '=', report.sender.channel)
        .where('channel_ref', '=', report.sender.ref)
        .executeTakeFirst();
    const before = await made();
    if (before) return before.id;
    try {
      return await this.reports.transaction().execute((trx) =>
        insertReport(
          trx,
          {
            userId: null,
            phone: report.sender,
            firstName: '',
            lastName: '',
            email: '',
            commentType: report.commentType,
            comment: report.comment,
            showName: false,
            videoUrl: null,
            place: report.place,
          },
          [],
        ),
      );
    } catch (error) {
      // The same callback, twice at once: the other made the report.
      const other = isUniqueViolation(error) ? await made() : undefined;
      if (other) return other.id;
      throw error;
    }
  }

  /** The words of `phone`'s report that waits for its state, if it has one from the last day. */
  async conversationOf(phone: string) {
    return this.db
      .selectFrom('sms_conversations')
      .selectAll()
      .where('phone', '=', phone)
      .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${CONVERSATION_HOURS})`)
      .executeTakeFirst();
  }

  async startConversation(conversation: Omit<SmsConversationTable, 'created_at'>): Promise<void> {
    await this.endConversation(conversation.phone);
    await this.db.insertInto('sms_conversations').values(conversation).execute();
  }

  async endConversation(phone: string): Promise<void> {
    await this.db.deleteFrom('sms_conversations').where('phone', '=', phone).execute();
  }

  /**
   * STOP: the number is deleted from its reports and its waiting report, and remembered (as a hash only)
   * so that nothing more is sent to it, until it sends START.
   */
  async stop(phone: string): Promise<void> {
    const key = await optOutKey(phone);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('eyewitness_reports').set({ reply_phone: null }).where('reply_phone', '=', phone).execute();
      await trx.deleteFrom('sms_conversations').where('phone', '=', phone).execute();
      await trx
        .insertInto('sms_opt_outs')
        .values({ phone_hash: key })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    });
  }

  async start(phone: string): Promise<void> {
    await this.db
      .deleteFrom('sms_opt_outs')
      .where('phone_hash', '=', await optOutKey(phone))
      .execute();
  }

  /** Sends `sms` in the background, unless its number has sent STOP. */
  async reply(sms: Sms): Promise<void> {
    const stopped = await this.db
      .selectFrom('sms_opt_outs')
      .select('phone_hash')
      .where('phone_hash', '=', await optOutKey(sms.to))
      .executeTakeFirst();
    if (!stopped) this.sendLater(sms);
  }

  /** Who to answer about report `id`, if it came from a phone whose number is still kept. */
  async senderOf(id: number): Promise<{ phone: string; gateway: PhoneGateway; language: Locale } | null> {
    const row = await this.db
      .selectFrom('eyewitness_reports')
      .select(['reply_phone', 'reply_gateway', 'reply_language'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.reply_phone && row.reply_gateway
      ? { phone: row.reply_phone, gateway: row.reply_gateway, language: row.reply_language ?? 'en' }
      : null;
  }
}
