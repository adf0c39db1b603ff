import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '@portal/shared/messages';
import type { Locale } from '@portal/shared/i18n';
import { apiWords } from '../i18n/api-text.js';
import { maskEmailAddress } from '../logging.js';
import { sendInBackground } from '../background.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * Real mail: SMTP when `smtpUrl` is set; otherwise each message is written as an `.eml` file in
 * `dataDir/outbox/`, so the default set-up needs no mail server. The log says which file (and to whom,
 * masked), never the message's link: a verification or reset link is as good as the password.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger }): SendMail {
  const from = `"${PRODUCT_NAME}" <${options.from}>`;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from, ...mail });
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const { message } = (await transport.sendMail({ from, ...mail })) as { message: Buffer };
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, message);
    options.log.info({ file, to: maskEmailAddress(mail.to) }, 'A mail was written to the outbox: its link is in the file');
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain message with one action link, as text and as simple HTML: a heading, paragraphs and a real link
 * whose words say where it goes, which screen readers read well. `locale` is the language of the words
 * given, which the HTML declares so a screen reader reads them in its voice.
 */
export function actionMail(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action: { label: string; link: string },
  locale: Locale = 'en',
): Mail {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.link}`, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>
<h1 style="font-size:1.25rem">${escapeHtml(subject)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>
<p>${escapeHtml(apiWords(locale)('mailLinkFallback', { link: action.link }))}</p>
<p>— ${escapeHtml(PRODUCT_NAME)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** Sends mail without holding up the answer (`sendInBackground`): a mail that cannot be sent is logged by its subject. */
export const mailInBackground = (app: FastifyInstance, sendMail: SendMail): ((mail: Mail) => void) =>
  sendInBackground(app, sendMail, 'a mail could not be sent', (mail) => ({ subject: mail.subject }));
