export * from './types.js';
export * from './bus.js';
export * from './bus-atom.js';
export * from './session.js';
export * from './api-client.js';
export * from './server-session.js';
export * from './messages.js';
export * from './law-status.js';
export * from './fill.js';
export * from './format.js';
export * from './rules.js';
export * from './routing.js';
export * from './state-in-address.js';
export * from './pages.js';
export { usePageName } from './page-name.js';
export { NotFoundPage } from './not-found.js';
export { RecordHistory } from './record-history.js';
export * from './labelled-select.js';
export { ResultCount } from './result-count.js';
export * from './modal-dialog.js';
export * from './enhanced-link.js';
export * from './remotes.js';
export * from './remote-parcel.js';
export * from './app-lifecycles.js';
export * from './product-brand.js';
export * from './server-render.js';
// For @portal/shared/data, which takes it from here: a copy in that singleton, built by another app,
// would bring that app's copy of the catalogue (11 KB gz) with it. Apps import it from @portal/shared/data.
export { LoadError } from './data/load-error.js';
