import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningPortal } from './portal-server.js';

export interface TestUser {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  role: string;
  isVerified: boolean;
  token: string;
  password: string;
}

/**
 * A mail's text as it reads: its quoted-printable lines joined, and each part in base64 decoded (nodemailer
 * writes a text that is mostly not ASCII so, as the pseudo-locale's mails are).
 */
function mailText(mail: string): string {
  const base64Parts = [...mail.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(([, body]) =>
    Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='), ...base64Parts].join('\n');
}

/** The token of the last `kind` link mailed to `email`, from the server's outbox (the default mail set-up). */
export async function mailedToken(
  dataDir: string,
  email: string,
  kind: 'verify-email' | 'reset-password' = 'verify-email',
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const decoded = mailText(await readFile(path.join(dir, name), 'utf8'));
      const token = decoded.toLowerCase().includes(email.toLowerCase())
        ? decoded.match(new RegExp(`/${kind}/([A-Za-z0-9_-]+)`))?.[1]
        : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${kind} mail for ${email}`);
}

/** Reads the verification links an SMTP receiver got: for `verifiedUser`, when a test sends mail through one. */
export function receivedVerificationToken(received: readonly string[]): (email: string) => Promise<string> {
  return async (email) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const mail = received.find((message) => message.includes(email) && message.includes('/verify-email/'));
      const token = mail?.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No verification mail for ${email}`);
  };
}

/** Registers a user through the API, follows the mailed verification link, and returns the logged-in user. */
export async function verifiedUser(
  portal: RunningPortal,
  firstname = 'Ada',
  email = `${firstname.toLowerCase()}.${Date.now()}@example.ng`,
  /** Where the verification link is read: the outbox by default, or the SMTP receiver a test started. */
  verificationToken: (email: string) => Promise<string> = (address) => mailedToken(portal.dataDir, address),
): Promise<TestUser> {
  const password = 'Inclusive#2026';
  const register = await fetch(`${portal.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstname, lastname: 'Okafor' }),
  });
  if (!register.ok) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  const token = await verificationToken(email);
  const verify = await fetch(`${portal.url}/api/v1/auth/verify-email/${token}`);
  const verified = (await verify.json()) as { token: string; user: Omit<TestUser, 'token' | 'password'> };
  if (!verify.ok) throw new Error(`verify answered ${verify.status}`);
  return { ...verified.user, token: verified.token, password };
}
