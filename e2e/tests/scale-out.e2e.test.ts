/**
 * Past one machine: two API processes on one PostgreSQL share logins and rate limits, and a dropped
 * database connection answers 503 and recovers by itself. Runs when TEST_DATABASE_URL names a server.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startPortal, type RunningPortal } from '../src/portal-server.js';
import { verifiedUser, type TestUser } from '../src/accounts.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)('two API processes on one PostgreSQL', () => {
  const name = `portal_scale_${randomBytes(5).toString('hex')}`;
  let first: RunningPortal;
  let second: RunningPortal;
  let user: TestUser;

  beforeAll(async () => {
    await onServer((client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    first = await startPortal({ DATABASE_URL: url.toString() });
    second = await startPortal({ DATABASE_URL: url.toString() });
    // Both processes write mail to their own outbox: register through the first, read its outbox.
    user = await verifiedUser(first, 'Scale');
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  const login = (portal: RunningPortal, password: string) =>
    fetch(`${portal.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    });

  it('accepts on one process a login made through the other', async () => {
    const response = await login(first, user.password);
    const { token } = (await response.json()) as { token: string };
    const profile = await fetch(`${second.url}/api/v1/auth/update-profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ firstname: 'Scaled', lastname: 'Out' }),
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: { firstname: string } }).user.firstname).toBe('Scaled');
  });

  it('holds the per-address login limit across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2 ? second : first, `Wrong#${i}pass`)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses).toContain(429);
  });

  it('survives the server closing its connections', async () => {
    await onServer((client) =>
      client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]),
    );
    await expect.poll(async () => (await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
  });
});

/** A TCP relay to the database that a test can cut and restore, as a network failure would. */
async function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) => relay.listen(port, '127.0.0.1', () => resolve((relay.address() as net.AddressInfo).port)));
  const port = await listen();
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        sockets.forEach((socket) => socket.destroy());
      }),
    restore: () => listen(port),
  };
}

describe.runIf(serverUrl)('a database that goes away', () => {
  it('answers 503 { message } while it is unreachable and recovers by itself when it is back', async () => {
    const name = `portal_fault_${randomBytes(5).toString('hex')}`;
    await onServer((client) => client.query(`create database ${name}`));
    const relay = await databaseRelay(new URL(serverUrl!));
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${relay.port}`;
    url.pathname = `/${name}`;
    const portal = await startPortal({ DATABASE_URL: url.toString() });
    try {
      expect((await fetch(`${portal.url}/api/v1/health`)).status).toBe(200);
      await relay.cut();
      const during = await fetch(`${portal.url}/api/v1/health`);
      expect(during.status).toBe(503);
      expect(((await during.json()) as { message: string }).message).toMatch(/unavailable/);
      await relay.restore();
      await expect.poll(async () => (await fetch(`${portal.url}/api/v1/health`)).status).toBe(200);
    } finally {
      await portal.stop();
      await relay.cut();
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});
