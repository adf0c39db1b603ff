/**
 * What the server makes of a request's query and JSON body before any route sees them: the two places
 * where a cheap rule here saves every route from an expensive or crashing case.
 */
import { parse } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Deeper than any payload of ours (an import is about five levels), far below what recursion survives. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside each other, found by one scan of
 * the characters (strings skipped) before anything parses it: JSON.parse, Ajv and JSON.stringify recurse,
 * and 5,000 levels made JSON.stringify throw a RangeError.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/**
 * The query string with empty values dropped: a plain HTML form sends `?q=&type=&page=` for fields left
 * empty, which means "not given", not "an empty page number".
 */
export function parseQueryWithoutEmptyValues(text: string): Record<string, string | string[]> {
  const query = parse(text);
  for (const [key, value] of Object.entries(query)) {
    const given = [value ?? []].flat().filter((item) => item !== '');
    if (given.length === 0) delete query[key];
    else query[key] = Array.isArray(value) ? given : given[0];
  }
  return query as Record<string, string | string[]>;
}

/** The text of each JSON body parsed where `keepText` was asked for, while its request lives. */
const jsonTexts = new WeakMap<FastifyRequest, string>();

/** The text a JSON body arrived as, for a route that checks a signature over its bytes (`limitJsonDepth(app, { keepText: true })`). */
export const jsonTextOf = (request: FastifyRequest): string | undefined => jsonTexts.get(request);

/**
 * Replaces Fastify's JSON parser with the same parser behind a nesting-depth check; in a plugin that
 * asks to `keepText`, the body's text is also kept for the request (`jsonTextOf`).
 */
export function limitJsonDepth(app: FastifyInstance, { keepText = false } = {}): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    if (keepText) jsonTexts.set(request, body as string);
    parseJson(request, body as string, done);
  });
}
