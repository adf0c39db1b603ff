/** The only reader of `process.env`: configuration is read once, here, and passed in. */
import path from 'node:path';

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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    webRoot: path.resolve(env.WEB_ROOT ?? REPO_ROOT),
    remoteUrls,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitDisabled: env.RATE_LIMIT_DISABLED === 'true',
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.trim(), password: env.ADMIN_PASSWORD } : undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
  };
}

function trustProxySetting(value = ''): boolean | string {
  const setting = value.trim();
  if (setting === '' || setting === 'false') return false;
  return setting === 'true' ? true : setting;
}
