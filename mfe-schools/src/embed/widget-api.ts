import type { Paged, School } from '@portal/shared/contracts';
import { API_PATH } from '@portal/shared/rules';
import { schoolsParams, type SchoolsFetcher } from '../data/school-query.js';

/**
 * The portal's address: where this script was loaded from, since the widget runs on other sites' pages.
 * `document.currentScript` is only set while the script first runs, so the entry reads it at once.
 */
export function portalOrigin(script: Pick<HTMLScriptElement, 'src'> | null, fallback = window.location.origin): string {
  try {
    return script?.src ? new URL(script.src).origin : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The listing through plain `fetch`, not the portal's API client: the widget runs on a host's page,
 * where the client would add a bearer token from the host's own storage and a much larger library. A
 * simple GET with no credentials needs no CORS preflight; the API allows any origin for its open data.
 */
export function widgetFetcher(origin: string): SchoolsFetcher {
  return async (request) => {
    const query = new URLSearchParams(schoolsParams(request));
    const response = await fetch(`${origin}${API_PATH}/schools?${query}`, { credentials: 'omit' });
    if (!response.ok) throw new Error(`The portal answered ${response.status}`);
    return (await response.json()) as Paged<School>;
  };
}
