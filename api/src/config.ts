/** The only reader of `process.env`: configuration is read once, here, and passed in. */
import path from 'node:path';
import { isEmail } from '@portal/shared/rules';
import type { SiteLinks } from '@portal/shared/contracts';
import type { SmsGateways } from './channels/sms-sender.js';
import type { PhoneQuota } from './channels/phone-reports.js';
import { reportWord } from './channels/sms-message.js';
import { LOCALES } from '@portal/shared/i18n';

export const REMOTE_APPS = ['public', 'map', 'schools', 'auth', 'dashboard'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

export interface Config {
  port: number;
  host: string;
  /** The portal's public address, used in the links of e-mails. */
  publicUrl: string;
  /** Embedded database, outbox and uploads live here. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the portal's e-mails; no-reply at the host of PUBLIC_URL by default. */
  mailFrom: string;
  /** The folder holding `shell/dist` and `mfe-<name>/dist`. */
  webRoot: string;
  /** Per-app overrides of the remoteEntry.js URL (`MFE_MAP_URL` and so on). */
  remoteUrls: Partial<Record<RemoteApp, string>>;
  logLevel: string;
  /** Only for load measurement: lets `npm run bench` drive the login route past its rate limit. */
  rateLimitDisabled: boolean;
  /** How long a login lasts. */
  sessionTtlHours: number;
  /** Addresses that become administrators when they verify their e-mail. */
  adminEmails: string[];
  /** ADMIN_EMAIL and ADMIN_PASSWORD: a verified administrator created or updated at start-up. */
  admin: { email: string; password: string } | undefined;
  /**
   * TRUST_PROXY: whose X-Forwarded-For to believe: `true` (any), or the reverse proxy's addresses or CIDRs,
   * comma-separated. Off by default: otherwise any client could name its own IP address and so escape the
   * per-IP rate limits.
   */
  trustProxy: boolean | string;
  /** REPORTS_PER_HOUR and REPORT_MB_PER_DAY: what one account may send, so no one account fills the disk. */
  reportQuota: { perHour: number; bytesPerDay: number };
  /**
   * HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS, KEEP_ALIVE_TIMEOUT_SECONDS: how long a client may
   * take to send its headers and its whole request, and how long an idle connection is kept open.
   */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** The portal's own contacts and partner links (SITE_*), published at /api/v1/site; absent until set. */
  site: SiteLinks;
  /** Reports by SMS and USSD (issue 40): off until SMS_CALLBACK_SECRET is set. */
  phoneChannels: PhoneChannels;
}

export interface PhoneChannels {
  /** SMS_CALLBACK_SECRET: the `?secret=` every gateway callback's address carries. */
  secret: string | undefined;
  /** SMS_KEYWORD: the English word that starts a report by SMS ('REPORT'). */
  keyword: string;
  /** PHONE_GATEWAY_SIGNING_KEY: the phone's webhook signing key; when set, an unsigned or wrongly signed webhook finds nothing. */
  phoneGatewaySigningKey: string | undefined;
  /** REPORTS_PER_NUMBER_PER_HOUR and REPORTS_PER_NUMBER_PER_DAY. */
  quota: PhoneQuota;
  /** Where answers are sent from; a gateway left out writes its messages to `sms-outbox/`. */
  gateways: SmsGateways;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const remoteUrls: Partial<Record<RemoteApp, string>> = {};
  for (const app of REMOTE_APPS) {
    const url = env[`MFE_${app.toUpperCase()}_URL`];
    if (url) remoteUrls[app] = url;
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const channels = phoneChannels(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    mailFrom: env.MAIL_FROM?.trim() || `no-reply@${new URL(publicUrl).hostname}`,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    webRoot: path.resolve(env.WEB_ROOT ?? REPO_ROOT),
    remoteUrls,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitDisabled: env.RATE_LIMIT_DISABLED === 'true',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.trim(), password: env.ADMIN_PASSWORD } : undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    reportQuota: {
      perHour: positiveInteger(env, 'REPORTS_PER_HOUR', 10),
      bytesPerDay: positiveInteger(env, 'REPORT_MB_PER_DAY', 250) * 1024 * 1024,
    },
    timeouts: {
      headersMs: positiveInteger(env, 'HEADERS_TIMEOUT_SECONDS', 10) * 1000,
      requestMs: positiveInteger(env, 'REQUEST_TIMEOUT_SECONDS', 600) * 1000,
      keepAliveMs: positiveInteger(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 5) * 1000,
    },
    site: { ...siteLinks(env), reportByPhone: reportByPhone(env, channels) },
    phoneChannels: channels,
  };
}

/**
 * SMS_REPORT_NUMBER and USSD_REPORT_CODE: where people send reports from any phone, which the eyewitness
 * page publishes. Only with SMS_CALLBACK_SECRET: without it the callbacks are off, and the page would send
 * people to a number that takes nothing.
 */
function reportByPhone(env: NodeJS.ProcessEnv, channels: PhoneChannels): SiteLinks['reportByPhone'] {
  const number = env.SMS_REPORT_NUMBER?.trim() || null;
  const ussd = env.USSD_REPORT_CODE?.trim() || null;
  if (number && !/^\+?\d[\d ]{2,19}$/.test(number)) {
    throw new Error(`SMS_REPORT_NUMBER must be a phone number or short code (digits, spaces, a leading +), not "${number}"`);
  }
  if (ussd && !/^\*\d+(\*\d+)*#$/.test(ussd)) throw new Error(`USSD_REPORT_CODE must be a USSD code such as *384*123#, not "${ussd}"`);
  if ((number || ussd) && !channels.secret) {
    throw new Error('SMS_REPORT_NUMBER and USSD_REPORT_CODE publish reports by phone, which need SMS_CALLBACK_SECRET');
  }
  const keywords = Object.fromEntries(LOCALES.map((locale) => [locale, reportWord(locale, channels.keyword)]));
  return { sms: number ? { number, keywords } : null, ussd };
}

/** The SMS and USSD settings: each gateway's variables all set or none, and a secret long enough not to be guessed. */
function phoneChannels(env: NodeJS.ProcessEnv): PhoneChannels {
  const secret = env.SMS_CALLBACK_SECRET?.trim() || undefined;
  if (secret && !/^[A-Za-z0-9_-]{16,}$/.test(secret)) {
    throw new Error('SMS_CALLBACK_SECRET must be at least 16 letters, digits, - or _ (it is part of the callback addresses)');
  }
  const keyword = env.SMS_KEYWORD?.trim() || 'REPORT';
  if (!/^\p{L}+$/u.test(keyword)) throw new Error(`SMS_KEYWORD must be one word of letters, not "${keyword}"`);
  const at = allOrNone(env, ['AT_USERNAME', 'AT_API_KEY']);
  const phone = allOrNone(env, ['PHONE_GATEWAY_URL', 'PHONE_GATEWAY_USERNAME', 'PHONE_GATEWAY_PASSWORD']);
  const signingKey = env.PHONE_GATEWAY_SIGNING_KEY?.trim() || undefined;
  return {
    secret,
    keyword,
    phoneGatewaySigningKey: signingKey,
    quota: {
      perHour: positiveInteger(env, 'REPORTS_PER_NUMBER_PER_HOUR', 3),
      perDay: positiveInteger(env, 'REPORTS_PER_NUMBER_PER_DAY', 10),
    },
    gateways: {
      africastalking: at && {
        username: at.AT_USERNAME!,
        apiKey: at.AT_API_KEY!,
        senderId: env.AT_SENDER_ID?.trim() || undefined,
        apiUrl:
          webAddress('AT_API_URL', env.AT_API_URL) ??
          (at.AT_USERNAME === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com'),
      },
      phoneGateway: phone && {
        url: webAddress('PHONE_GATEWAY_URL', phone.PHONE_GATEWAY_URL)!,
        username: phone.PHONE_GATEWAY_USERNAME!,
        password: phone.PHONE_GATEWAY_PASSWORD!,
      },
    },
  };
}

/** The variables `names`, trimmed, when every one is set; undefined when none is; an error naming them otherwise. */
function allOrNone(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> | undefined {
  const values = Object.fromEntries(names.map((name) => [name, env[name]?.trim() ?? '']));
  const set = names.filter((name) => values[name]);
  if (set.length === 0) return undefined;
  if (set.length < names.length) throw new Error(`Set all of ${names.join(', ')}, or none`);
  return values;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number above 0, not "${value}"`);
  return number;
}

function trustProxySetting(value = ''): boolean | string {
  const setting = value.trim();
  if (setting === '' || setting === 'false') return false;
  return setting === 'true' ? true : setting;
}

/** An http(s) address, or an error naming the variable: a mistyped link must not reach the footer. */
function webAddress(name: string, value: string | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (!/^https?:\/\/[^\s]+$/.test(address)) throw new Error(`${name} must be an http:// or https:// address, not "${address}"`);
  return address;
}

/** A named link from NAME and URL variables: both or neither. */
function namedLink(env: NodeJS.ProcessEnv, prefix: string): { name: string; url: string } | null {
  const name = env[`${prefix}_NAME`]?.trim();
  const url = webAddress(`${prefix}_URL`, env[`${prefix}_URL`]);
  if (!name && !url) return null;
  if (!name || !url) throw new Error(`Set both ${prefix}_NAME and ${prefix}_URL, or neither`);
  return { name, url };
}

/** SITE_SOCIAL: 'Facebook=https://…,LinkedIn=https://…', in the order the footer shows them. */
function socialLinks(value = ''): SiteLinks['social'] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [name = '', url] = pair.split(/=(.*)/s);
      if (!name.trim()) throw new Error(`SITE_SOCIAL entries are Name=https://address, not "${pair}"`);
      return { name: name.trim(), url: webAddress(`SITE_SOCIAL (${name.trim()})`, url)! };
    });
}

function siteLinks(env: NodeJS.ProcessEnv): Omit<SiteLinks, 'reportByPhone'> {
  const email = env.SITE_EMAIL?.trim() || null;
  if (email && !isEmail(email)) throw new Error(`SITE_EMAIL must be an e-mail address, not "${email}"`);
  return {
    email,
    phone: env.SITE_PHONE?.trim() || null,
    blog: webAddress('SITE_BLOG_URL', env.SITE_BLOG_URL),
    provider: namedLink(env, 'SITE_PROVIDER'),
    supporter: namedLink(env, 'SITE_SUPPORTER'),
    social: socialLinks(env.SITE_SOCIAL),
  };
}
