// Apart from use-load.ts, so the server's code (which has no DOM) can name them.

/** Where a load stands: on its way, arrived with its data, or failed (the page offers Retry). */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Asks for the data. `signal` is aborted once nothing on the page shows the answer any more (or Retry
 * asks again): pass it to the API client so the request itself stops, not just its answer.
 */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;
