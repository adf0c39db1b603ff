import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.js';

describe('Content-Security-Policy for the federated front ends', () => {
  it('allows only this server by default, inline styles for style-loader, and never eval', () => {
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
      remoteUrls: { map: 'https://cdn.example.org/map/remoteEntry.js', schools: 'https://cdn.example.org/schools/remoteEntry.js', auth: '/other/remoteEntry.js' },
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.example.org']);
  });
});
