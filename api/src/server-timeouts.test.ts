/**
 * Slowloris: a client that sends its headers a byte at a time holds a socket for as long as the server
 * lets it; fifty such clients once stayed connected past 60 s. The server must cut them off.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.js';
import { openTestDatabase, type TestDatabase } from './test-support/database.js';
import { startTestApp, stopTestApp } from './test-support/app.js';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  // The deployed defaults (10 s for the headers), not a shortened test setting.
  app = await startTestApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(() => stopTestApp(app, database));

/** Opens a socket, sends a request line, then one header byte a second; resolves with the seconds until the server closed it. */
function trickleHeaders(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /api/v1/ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
    const drip = setInterval(() => socket.write('a'), 1000);
    socket.on('error', () => undefined); // a reset is a close too
    socket.resume();
    socket.on('close', () => {
      clearInterval(drip);
      resolve((Date.now() - started) / 1000);
    });
    setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error('the slow socket was still open after 45 s'));
    }, 45_000);
  });
}

describe('server timeouts', () => {
  it('a slow-header socket is closed', async () => {
    const seconds = await Promise.all(Array.from({ length: 5 }, trickleHeaders));
    // 10 s for the headers, checked every 2 s; a busy machine may add a few seconds.
    for (const s of seconds) expect(s).toBeLessThan(30);
  }, 60_000);

  it('documents its timeouts in the configuration: headers 10 s, request 10 min, idle keep-alive 5 s', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 600_000, keepAliveMs: 5_000 });
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(600_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
  });
});
