/**
 * User roles (§6, §7): admins and moderators list users and the role names; only an admin changes a role,
 * and never their own. Every rule holds on the server, whatever the page shows.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './schema-parts.js';
import { messages } from '@portal/shared/messages';
import { noStore, requireRole, type Authenticate } from '../auth/guard.js';
import { publicUser, ROLES } from '../accounts/users.js';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';

export interface RolesOptions {
  db: DB;
  /** The accounts area's session lookup. */
  authenticate: Authenticate;
}

const PublicUser = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  role: Type.String(),
  isVerified: Type.Boolean(),
});

const UpdateRole = Type.Object({
  userId: RowId(),
  role: Type.Union(ROLES.map((role) => Type.Literal(role))),
});

export const rolesRoutes: FastifyPluginAsync<RolesOptions> = async (app, { db, authenticate }) => {
  const staff = requireRole(authenticate, 'admin', 'moderator');
  // No answer here may be cached, from before validation on, so even a malformed request's refusal is not.
  app.addHook('onRequest', noStore);

  app.get('/roles/users', { preHandler: staff, schema: { response: { 200: Type.Object({ users: Type.Array(PublicUser) }) } } }, async () => {
    const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
    return { users: rows.map(publicUser) };
  });

  app.get('/roles/roles', { preHandler: staff, schema: { response: { 200: Type.Array(Type.String()) } } }, async () => [...ROLES]);

  app.patch<{ Body: Static<typeof UpdateRole> }>(
    '/roles/update-role',
    {
      preHandler: requireRole(authenticate, 'admin'),
      schema: { body: UpdateRole, response: { 200: Type.Object({ message: Type.String(), user: PublicUser }) } },
    },
    async (request) => {
      const { userId, role } = request.body;
      // An admin cannot demote themselves: the portal must never be left without one by accident.
      if (userId === request.actor!.id) throw new HttpError(403, 'You cannot change your own role.');
      const row = await db.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirst();
      if (!row) throw new HttpError(404, 'There is no such user.');
      return { message: messages.roleUpdated, user: publicUser(row) };
    },
  );
};
