import type { Config } from './config.js';

/** Origins of remotes that the manifest points elsewhere: the page must be allowed to load them. */
function remoteOrigins(config: Pick<Config, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    try {
      const { origin } = new URL(url);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // a relative URL is same-origin
    }
  }
  return [...origins];
}

/**
 * The Content-Security-Policy the federated apps work under: scripts only from this server and the
 * remotes' own origins, no eval. Inline styles stay allowed because webpack's style-loader and React
 * Aria set styles at run time.
 */
export function contentSecurityPolicy(config: Pick<Config, 'remoteUrls'>): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The security headers of API answers. They are JSON (and report media) that a browser should never
 * render as a page, frame or sniff, so they get the short list OWASP's REST Security Cheat Sheet gives,
 * with a CSP that allows nothing. Helmet's set is for documents (a CSP for the apps, DNS prefetching,
 * opener and agent-cluster policies) and means nothing on JSON; sent with every API answer, it was
 * most of the answer's header bytes. A route that serves a page (`/api/v1/docs`) sets its own CSP.
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** True for the API's own paths (`/api`, `/api/…`, `/api?…`), which answer JSON, never the shell. */
export const isApiUrl = (url: string) => /^\/api(\/|\?|$)/.test(url);
