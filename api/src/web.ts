import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_APPS, type Config } from './config.js';

/** `221.0f39387960.js`: webpack's content hash in the name means the file never changes. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** `{ mfe_public: '/mfe/public/remoteEntry.js', … }`, each overridable by `MFE_<APP>_URL`. */
export function federationManifest(config: Pick<Config, 'remoteUrls'>): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((app) => [`mfe_${app}`, config.remoteUrls[app] ?? `/mfe/${app}/remoteEntry.js`]));
}

/**
 * In the default set-up the API also serves the built front ends: the shell at `/` and each app's `dist/`
 * at `/mfe/<name>/`. Files are read at request time, so rebuilding one app is picked up without a restart.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, `mfe-${remote}`, 'dist'),
      prefix: `/mfe/${remote}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }

  // The embeddable schools widget: other organisations' pages load it, so it may be used cross-origin.
  await app.register(fastifyStatic, {
    root: path.join(config.webRoot, 'mfe-schools', 'dist', 'embed'),
    prefix: '/embed/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      setCacheHeaders(reply, filePath);
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  const manifest = federationManifest(config);
  app.get('/federation.manifest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return manifest;
  });

  const sendShell = (reply: FastifyReply) => {
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      return reply.status(503).send({ message: 'The front end is not built yet: run npm run build' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', shellDist);
  };
  const firstFrame = path.join(config.webRoot, 'mfe-public', 'dist', 'first-frame');
  app.get('/', async (_request, reply) => {
    const [shell, frame] = await Promise.all([
      readFile(path.join(shellDist, 'index.html'), 'utf8').catch(() => null),
      readHomeFrame(firstFrame),
    ]);
    if (!shell || !frame) return sendShell(reply);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return withFirstFrame(shell, frame);
  });

  // Paths the front end routes itself (including its 404 page) get the shell; API paths get JSON.
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/api(\/|\?|$)/.test(request.url);
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsHtml) return sendShell(reply);
    return reply.status(404).send({ message: `Nothing here: ${request.method} ${request.url.split('?')[0]}` });
  });
}

interface FirstFrame {
  html: string;
  css: string;
}

/** The home page's first frame, written by mfe-public's build (scripts/first-frame.tsx), if there is one. */
async function readHomeFrame(dir: string): Promise<FirstFrame | null> {
  try {
    const [html, css] = await Promise.all([readFile(path.join(dir, 'home.html'), 'utf8'), readFile(path.join(dir, 'home.css'), 'utf8')]);
    return { html, css };
  } catch {
    return null;
  }
}

/**
 * Puts the first frame in the shell's page region, its styles in the head, and marks the page as the
 * home page (as the shell itself would, later) so the top bar's room is right from the first paint.
 * The shell removes the frame when the home page has rendered (shell/src/root-config.ts).
 */
function withFirstFrame(shell: string, frame: FirstFrame): string {
  return shell
    .replace(/<html([^>]*)>/, '<html$1 data-chrome="home">')
    .replace('</head>', () => `<style>${frame.css}</style></head>`)
    .replace(/<div id="?portal-page"?[^>]*>/, (region) => `${region}<div class="portal-first-frame">${frame.html}</div>`);
}
