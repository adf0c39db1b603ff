import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, helmetOptions, securityHeaders } from './security.js';

describe('Content-Security-Policy for the federated front ends', () => {
  it('allows only this server by default, inline styles for React Aria and the noscript stand-ins, and never eval', () => {
    const csp = contentSecurityPolicy({ remoteUrls: {} });
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('adds the origin of each remote the manifest points elsewhere, once, for scripts and connections', () => {
    const csp = contentSecurityPolicy({
      remoteUrls: {
        map: 'https://cdn.example.org/map/remoteEntry.js',
        schools: 'https://cdn.example.org/schools/remoteEntry.js',
        auth: '/other/remoteEntry.js',
      },
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.org']);
  });
});

describe('security headers', () => {
  it('are the very headers helmet sets on a live response, recorded once', async () => {
    const config = { remoteUrls: { map: 'https://cdn.example.org/map/remoteEntry.js' } };
    const middleware = helmet(helmetOptions(config));
    const server = createServer((request, response) => middleware(request, response, () => response.end()));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const fromHelmet = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
      );
      const recorded = securityHeaders(config);
      expect(recorded).toEqual(fromHelmet);
      expect(recorded['content-security-policy']).toContain("script-src 'self' https://cdn.example.org");
      expect(recorded['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      server.close();
    }
  });
});
