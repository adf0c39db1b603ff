import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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

/** The source that allows one inline script, by its SHA-256 (CSP Level 2). */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy the federated apps work under: scripts only from this server, the remotes'
 * own origins and the inline scripts named (the shell's page script, each by its hash), no eval. Inline
 * styles stay allowed: React Aria sets style attributes at run time, and the stand-ins a page shows
 * without JavaScript bring a `<style>` in their `noscript`.
 */
export function contentSecurityPolicy(config: Pick<Config, 'remoteUrls'>, inlineScripts: readonly string[] = []): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScripts.map(inlineScriptSource)],
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

/** helmet's options for this config: the CSP above, and no Cross-Origin-Embedder-Policy (it would block remotes
 * and images served from other origins without CORP headers). */
export const helmetOptions = (config: Pick<Config, 'remoteUrls'>, inlineScripts: readonly string[] = []) => ({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inlineScripts) },
  crossOriginEmbedderPolicy: false,
});

/**
 * The security headers helmet sets for this config, recorded once from its middleware: with no directive
 * computed per request, they are the same on every answer. Set through Fastify's reply, they are checked
 * and written once; helmet's middleware sets each one on the raw response, which made Node's writeHead
 * merge and check every header a second time (about a sixth of the server's CPU time on a cached answer).
 */
export function securityHeaders(config: Pick<Config, 'remoteUrls'>, inlineScripts: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(helmetOptions(config, inlineScripts))({} as IncomingMessage, recorder as unknown as ServerResponse, () => (finished = true));
  // helmet 8's middleware is synchronous; should a version ever defer, fail at start, not send answers bare.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return headers;
}

/**
 * The Content-Security-Policy of a page that holds these inline scripts (the shell's page script, which
 * changes with each build of the shell). Made once per render: a rendered page is cached with it.
 */
export const pagePolicy = (config: Pick<Config, 'remoteUrls'>, inlineScripts: readonly string[]): string =>
  securityHeaders(config, inlineScripts)['content-security-policy']!;
