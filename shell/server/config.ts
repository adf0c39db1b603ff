/**
 * The page server's configuration: the API's (`@portal/api/config`, which it shares: the port, the public
 * address, WEB_ROOT, the apps' addresses, the log and the limits) and its own settings, read here once.
 */
import { loadConfig, type Config } from '@portal/api/config';

export interface PortalConfig extends Config {
  /** API_URL: the API's address when it runs apart; unset, the API runs in this process (the default). */
  apiUrl: string | undefined;
  /**
   * PORTAL_PSEUDO_LOCALE=1: the English pages pseudo-localized (@portal/shared's `i18n/pseudo-locale.ts`),
   * for a browser test of the words' fit; never for readers.
   */
  pseudoLocale: boolean;
}

export function loadPortalConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const apiUrl = env.API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(apiUrl)) {
    throw new Error(`API_URL must be the API's http:// or https:// address (without /api/v1), not "${apiUrl}"`);
  }
  return { ...loadConfig(env), apiUrl: apiUrl?.replace(/\/+$/, ''), pseudoLocale: env.PORTAL_PSEUDO_LOCALE === '1' };
}
