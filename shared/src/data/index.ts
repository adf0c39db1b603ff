/**
 * Data loading (`@portal/shared/data`, a federation singleton of its own: one page-wide store of what is
 * loaded, and only the pages that load data load it): `useLoad`, `fetchAllPages`, the `LoadError` region
 * and the `LoadingPage` of a page whose content is loaded. The decisions behind them, with their evidence,
 * are in shared/README.md, "Data".
 */
export { hasLoad, seedLoads, useLoad, type Load, type Loader } from './use-load.js';
export { fetchAllPages } from './fetch-all-pages.js';
// From the main singleton, with the catalogue it shows (see ../index.ts).
export { LoadError } from '@portal/shared';
export { LoadingPage } from './loading-page.js';
