import { sql, type Kysely } from 'kysely';

/**
 * Reports sent by SMS or USSD (issue 40), from a phone rather than an account: the channel a report came
 * by, the number to answer by SMS (only for replies: cleared when its sender sends STOP, gone with the
 * report), the gateway that answers and the language the reporter wrote in, and the gateway's own id of
 * the message or session, so a callback the gateway sends twice makes one report. An SMS report waiting
 * for its state, and the numbers that sent STOP (as a one-way hash: the number itself is deleted), live
 * in tables of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table eyewitness_reports alter column user_id drop not null`.execute(db);
  await sql`alter table eyewitness_reports
    add column channel text not null default 'web' check (channel in ('web', 'sms', 'ussd')),
    add column reply_phone text,
    add column reply_gateway text check (reply_gateway in ('africastalking', 'phone-gateway')),
    add column reply_language text check (reply_language in ('en', 'pcm', 'ha', 'yo', 'ig')),
    add column channel_ref text,
    add constraint eyewitness_reports_sender check ((channel = 'web') = (user_id is not null))`.execute(db);
  await sql`create unique index eyewitness_reports_channel_ref on eyewitness_reports (channel, channel_ref) where channel_ref is not null`.execute(
    db,
  );
  await sql`create index eyewitness_reports_reply_phone on eyewitness_reports (reply_phone, created_at) where reply_phone is not null`.execute(
    db,
  );
  await sql`create table sms_conversations (
    phone text primary key,
    gateway text not null check (gateway in ('africastalking', 'phone-gateway')),
    language text not null check (language in ('en', 'pcm', 'ha', 'yo', 'ig')),
    comment text not null,
    channel_ref text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table sms_opt_outs (
    phone_hash text primary key,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_opt_outs').execute();
  await db.schema.dropTable('sms_conversations').execute();
  await sql`delete from eyewitness_reports where user_id is null`.execute(db);
  await sql`alter table eyewitness_reports
    drop constraint eyewitness_reports_sender,
    drop column channel_ref, drop column reply_language, drop column reply_gateway, drop column reply_phone, drop column channel`.execute(
    db,
  );
  await sql`alter table eyewitness_reports alter column user_id set not null`.execute(db);
}
