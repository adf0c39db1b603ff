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
