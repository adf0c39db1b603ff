import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@portal/shared/contracts';
import { HttpError } from '../errors.js';

export interface Actor {
  id: number;
  role: Role;
}

/** Finds who sent a request from its bearer token; null for a missing, expired or revoked token. */
export type Authenticate = (request: FastifyRequest) => Promise<Actor | null>;

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match?.[1] ?? null;
}

/** A hook for answers that depend on who asks, refusals included: no cache may keep them. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/** A pre-handler that lets through a logged-in user whose role is one of `roles` (any role when empty). */
export function requireRole(authenticate: Authenticate, ...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await noStore(request, reply);
    const actor = await authenticate(request);
    if (!actor) throw new HttpError(401, 'loginRequired');
    if (roles.length > 0 && !roles.includes(actor.role)) throw new HttpError(403, 'notPermitted');
    request.actor = actor;
  };
}
