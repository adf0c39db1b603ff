import { api } from '@portal/shared';
import type { Paged } from '@portal/shared/contracts';

/** Records a page asks for: every list the portal reads whole (37 states, their policies, 29 figures) fits one. */
const PER_PAGE = 50;

interface FetchAllPagesOptions {
  /** The list's own query, such as `{ country_id: 1 }`. */
  params?: Record<string, unknown>;
  /** Stops every page's request (`useLoad` gives one). */
  signal?: AbortSignal | undefined;
}

/**
 * Every record of a paged list of the API (spec §3.5), whatever page size it allows: the first page, then
 * all the others at once, in order.
 */
export async function fetchAllPages<T>(path: string, { params = {}, signal }: FetchAllPagesOptions = {}): Promise<T[]> {
  const page = (n: number) =>
    api.get<Paged<T>>(path, { params: { ...params, per_page: PER_PAGE, ...(n > 1 && { page: n }) }, ...(signal && { signal }) });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: first.data.meta.last_page - 1 }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((response) => response.data.data);
}
