/**
 * The OpenAPI document of `/api/v1`, written from the JSON schemas the routes already validate with, so it
 * cannot drift from what the server does; and a plain HTML page of the same for people.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATH } from '@portal/shared/rules';

declare module 'fastify' {
  interface FastifySchema {
    /** One line on what the route does, for the API reference. */
    summary?: string;
    description?: string;
    tags?: string[];
    /**
     * A body the route reads itself rather than as JSON (so Fastify does not validate it as `body`), by
     * content type: multipart fields described by the contract the form is built to, a CSV file, bytes.
     */
    bodies?: Record<string, unknown>;
  }
}

interface RouteSchema {
  summary?: string;
  description?: string;
  tags?: string[];
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  bodies?: Record<string, JsonSchema>;
  response?: Record<string, JsonSchema>;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  [key: string]: unknown;
}

export interface DocumentedRoute {
  method: string;
  url: string;
  schema: RouteSchema;
}

/** Collects every `/api/v1` route as it is registered: call before registering the routes. */
export function collectRoutes(app: FastifyInstance): DocumentedRoute[] {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${API_PATH}/`)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as RouteSchema });
    }
  });
  return routes;
}

/** A JSON copy without TypeBox's symbol keys and without defaults OpenAPI tools trip on. */
const plain = (schema: JsonSchema): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

function parameters(schema: JsonSchema | undefined, where: 'path' | 'query') {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: plain(property),
  }));
}

const ErrorMessage = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string', description: 'What went wrong, in words a person can act on.' } },
};

/** The request body: JSON for a `body`; else each content type of `bodies` (in multipart, a `format: binary` field is a file). */
function requestBody(schema: RouteSchema) {
  if (schema.body) return { requestBody: { required: true, content: { 'application/json': { schema: plain(schema.body) } } } };
  if (!schema.bodies) return {};
  const content = Object.fromEntries(Object.entries(schema.bodies).map(([type, body]) => [type, { schema: plain(body) }]));
  return { requestBody: { required: true, content } };
}

export function openApiDocument(routes: readonly DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, schema } of routes) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {};
    for (const [status, body] of Object.entries(schema.response ?? {})) {
      responses[status] = { description: body.description ?? 'Success', content: { 'application/json': { schema: plain(body) } } };
    }
    if (Object.keys(responses).length === 0) responses['200'] = { description: 'Success' };
    responses['4XX'] = { description: 'The request cannot be served', content: { 'application/json': { schema: ErrorMessage } } };
    responses['5XX'] = {
      description: 'A fault on the server, or the database is briefly unavailable (503)',
      content: { 'application/json': { schema: ErrorMessage } },
    };
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      ...(schema.summary ? { summary: schema.summary } : {}),
      ...(schema.description ? { description: schema.description } : {}),
      tags: schema.tags ?? [url.split('/')[3] ?? 'api'],
      parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
      // One route may serve several methods (tus: HEAD, PATCH, DELETE): only those that send a body have one.
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? requestBody(schema) : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nigeria Disability Inclusion Data Portal API',
      version: '1',
      description:
        'Public open data (countries, states, policies, schools and their downloads), accounts, eyewitness reports and moderation. ' +
        'Every failure answers { "message": "…" } with its status. Send `Authorization: Bearer <token>` from login where a route needs a user.',
    },
    servers: [{ url: '/' }],
    paths,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The same document as a page: one table row per route, with its parameters. */
export function apiPage(routes: readonly DocumentedRoute[]): string {
  const rows = routes
    .map(({ method, url, schema }) => {
      const params = [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')]
        .map((p) => `<code>${escapeHtml(p.name)}</code>${p.in === 'query' ? (p.required ? ' (query, required)' : ' (query)') : ''}`)
        .join(', ');
      return `<tr><td>${method}</td><td><code>${escapeHtml(url)}</code></td><td>${escapeHtml(schema.summary ?? '')}</td><td>${params}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference – Nigeria Disability Inclusion Data Portal</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem;max-width:80rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #666;padding:.25rem .5rem;text-align:left;vertical-align:top}code{overflow-wrap:anywhere}</style>
</head>
<body>
<main>
<h1>API reference</h1>
<p>Every path is under <code>/api/v1</code>. Every failure answers <code>{ "message": "…" }</code> with its status.
The machine-readable document is <a href="/api/v1/openapi.json">openapi.json</a>.</p>
<table>
<caption>Routes</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">Parameters</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/** `GET /openapi.json` and `GET /docs` (under the `/api/v1` prefix). */
export const openApiRoutes: FastifyPluginAsyncTypebox<{ routes: readonly DocumentedRoute[] }> = async (app, { routes }) => {
  let document: string | undefined;
  let page: string | undefined;
  app.get('/openapi.json', { schema: { summary: 'This API described in OpenAPI 3.1' } }, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(routes));
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(document);
  });
  app.get('/docs', { schema: { summary: 'This API described for people' } }, async (_request, reply) => {
    page ??= apiPage(routes);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
};
