/**
 * Resumable video uploads by the tus protocol 1.0.0 (issue 19; the work is in `reports/resumable-uploads.ts`):
 * `POST /uploads` with `Upload-Length` creates one (201, `Location: /api/v1/uploads/{id}`), `HEAD` tells
 * how many bytes arrived (`Upload-Offset`), `PATCH` sends more from there, `DELETE` abandons it. For the
 * signed-in owner only; refusals are `{ message }` like every other answer of the API.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { VIDEO_UPLOADS } from '@portal/shared/rules';
import { requireRole, type Authenticate } from '../auth/guard.js';
import { apiText } from '../i18n/api-text.js';
import { SWEEP_EVERY_MS, type ResumableUploads } from '../reports/resumable-uploads.js';

export interface UploadRoutesOptions {
  uploads: ResumableUploads;
  authenticate: Authenticate;
}

const UploadParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
const Refusal = Type.Object({ message: Type.String() });

export const uploadRoutes: FastifyPluginAsyncTypebox<UploadRoutesOptions> = async (app, { uploads, authenticate }) => {
  // The chunk's bytes are left unread here: @tus/server streams them to disk as they arrive, and keeps
  // what arrived when the connection drops. Registered in this plugin only.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const answer = async (request: FastifyRequest, reply: FastifyReply, id?: string) => {
    const { status, headers, message } = await uploads.handle(request.raw, reply.raw, request.actor!.id, id);
    reply.status(status).headers(headers);
    return message === null ? reply.send() : reply.send({ message: apiText(request, reply, message.key, message.values) });
  };
  const preHandler = requireRole(authenticate);

  app.post(
    VIDEO_UPLOADS.path,
    {
      preHandler,
      schema: {
        summary: 'Begin a resumable video upload (tus): Tus-Resumable: 1.0.0 and Upload-Length, within the video limit and the daily quota',
        response: { '4xx': Refusal },
      },
    },
    (request, reply) => answer(request, reply),
  );

  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${VIDEO_UPLOADS.path}/:id`,
    preHandler,
    schema: {
      summary:
        'HEAD: how many bytes of the upload arrived (Upload-Offset); PATCH: the next bytes from there (application/offset+octet-stream); DELETE: abandon it',
      params: UploadParams,
      bodies: { 'application/offset+octet-stream': { type: 'string', format: 'binary', description: 'The next bytes of the video' } },
      response: { '4xx': Refusal },
    },
    handler: (request, reply) => answer(request, reply, request.params.id),
  });

  // Expired and left-behind uploads go every hour, as well as at start (ResumableUploads.open).
  const sweeping = setInterval(() => {
    uploads.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired uploads'));
  }, SWEEP_EVERY_MS);
  sweeping.unref();
  app.addHook('onClose', async () => clearInterval(sweeping));
};
