import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PhoneGateway } from '@portal/shared/contracts';
import { phoneEnding } from './phone-number.js';

export interface Sms {
  /** E.164, as `phoneNumberOf` keeps numbers. */
  to: string;
  text: string;
  /** Who sends it: the gateway the reporter wrote through, so the answer comes from the number they know. */
  gateway: PhoneGateway;
}

export type SendSms = (sms: Sms) => Promise<void>;

/** An Africa's Talking account (AT_USERNAME, AT_API_KEY, AT_SENDER_ID, AT_API_URL). */
export interface AfricasTalkingAccount {
  username: string;
  apiKey: string;
  /** The sender ID or short code the messages come from; the account's default when absent. */
  senderId: string | undefined;
  /** https://api.africastalking.com, or the sandbox's https://api.sandbox.africastalking.com. */
  apiUrl: string;
}

/**
 * An Android phone running SMS Gateway for Android (PHONE_GATEWAY_URL, _USERNAME, _PASSWORD): the send
 * address of its Local Server (`http://<phone>:8080/message`) or of its cloud
 * (`https://api.sms-gate.app/3rdparty/v1/messages`), with the credentials the app shows.
 */
export interface PhoneGatewayAccount {
  url: string;
  username: string;
  password: string;
}

export interface SmsGateways {
  africastalking: AfricasTalkingAccount | undefined;
  phoneGateway: PhoneGatewayAccount | undefined;
}

/** A gateway's refusal, told without the number it was for. */
class SmsNotSent extends Error {}

/**
 * Outgoing SMS through the gateway a reporter wrote through, in the request each documents: Africa's
 * Talking's `POST /version1/messaging` (form fields `username`, `to`, `message`, `from`; header `apiKey`),
 * or SMS Gateway for Android's `POST /message` (JSON `textMessage.text` and `phoneNumbers`; Basic
 * authentication). A gateway not configured sends nothing: the message is written to
 * `dataDir/sms-outbox/` as a text file instead, as mail is to `outbox/`, and the log names the file and
 * the number's last three digits only.
 */
export function createSmsSender(options: { gateways: SmsGateways; dataDir: string; log: FastifyBaseLogger }): SendSms {
  const { africastalking, phoneGateway } = options.gateways;
  const outbox = path.join(options.dataDir, 'sms-outbox');
  return async (sms) => {
    if (sms.gateway === 'africastalking' && africastalking) return sendByAfricasTalking(africastalking, sms);
    if (sms.gateway === 'phone-gateway' && phoneGateway) return sendByPhone(phoneGateway, sms);
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.txt`);
    await writeFile(file, `To: ${sms.to}\nGateway: ${sms.gateway}\n\n${sms.text}\n`);
    options.log.info({ file, to: `…${phoneEnding(sms.to)}` }, 'An SMS was written to the SMS outbox: no gateway is configured to send it');
  };
}

async function sendByAfricasTalking(account: AfricasTalkingAccount, sms: Sms): Promise<void> {
  const form = new URLSearchParams({ username: account.username, to: sms.to, message: sms.text });
  if (account.senderId) form.set('from', account.senderId);
  const answer = await fetch(new URL('/version1/messaging', account.apiUrl), {
    method: 'POST',
    headers: { apiKey: account.apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  if (!answer.ok) throw new SmsNotSent(`Africa's Talking answered ${answer.status}`);
  // Each recipient's own status: 100 processed, 101 sent, 102 queued; anything else was not sent.
  const body = (await answer.json().catch(() => null)) as {
    SMSMessageData?: { Recipients?: Array<{ statusCode?: number; status?: string }> };
  } | null;
  const recipient = body?.SMSMessageData?.Recipients?.[0];
  if (!recipient || ![100, 101, 102].includes(recipient.statusCode ?? 0)) {
    throw new SmsNotSent(`Africa's Talking did not send the SMS: ${recipient?.status ?? 'no recipient in its answer'}`);
  }
}

async function sendByPhone(account: PhoneGatewayAccount, sms: Sms): Promise<void> {
  const answer = await fetch(account.url, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ textMessage: { text: sms.text }, phoneNumbers: [sms.to] }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!answer.ok) throw new SmsNotSent(`The phone gateway answered ${answer.status}`);
}
