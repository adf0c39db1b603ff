/**
 * The contracts between the API and the pages: the TypeBox schemas the API validates request and response
 * bodies with, and the types derived from them (`Static<>`), so a page reads exactly what the server sends.
 * The pages import only the types (`import type`), so no TypeBox code reaches a browser.
 */
export * from './common.js';
export * from './accounts.js';
export * from './reports.js';
export * from './open-data.js';
export * from './suggestions.js';
export * from './declare.js';
