export * from './locales.js';
export * from './catalogue.js';
