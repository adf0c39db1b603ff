/**
 * User roles (§6, §7): admins and moderators list users and the role names; only an admin changes a role,
 * and never their own. Every rule holds on the server, whatever the page shows.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RoleUpdatedAnswer, RolesAnswer, UpdateRoleBody, UsersAnswer } from '@portal/shared/contracts';
import { ROLES } from '@portal/shared/rules';
import { noStore, requireRole, type Authenticate } from '../auth/guard.js';
import { publicUser } from '../accounts/users.js';
import type { DB } from '../db/database.js';
import { HttpError } from '../errors.js';
import { apiText } from '../i18n/api-text.js';

export interface RolesOptions {
  db: DB;
  /** The accounts area's session lookup. */
  authenticate: Authenticate;
}

export const rolesRoutes: FastifyPluginAsyncTypebox<RolesOptions> = async (app, { db, authenticate }) => {
  const staff = requireRole(authenticate, 'admin', 'moderator');
  // No answer here may be cached, from before validation on, so even a malformed request's refusal is not.
  app.addHook('onRequest', noStore);

  app.get('/roles/users', { preHandler: staff, schema: { response: { 200: UsersAnswer } } }, async () => {
    const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
    return { users: rows.map(publicUser) };
  });

  app.get('/roles/roles', { preHandler: staff, schema: { response: { 200: RolesAnswer } } }, async () => [...ROLES]);

  app.patch(
    '/roles/update-role',
    {
      preHandler: requireRole(authenticate, 'admin'),
      schema: { body: UpdateRoleBody, response: { 200: RoleUpdatedAnswer } },
    },
    async (request, reply) => {
      const { userId, role } = request.body;
      // An admin cannot demote themselves: the portal must never be left without one by accident.
      if (userId === request.actor!.id) throw new HttpError(403, 'ownRoleUnchangeable');
      const row = await db.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirst();
      if (!row) throw new HttpError(404, 'noSuchUser');
      return { message: apiText(request, reply, 'roleUpdated'), user: publicUser(row) };
    },
  );
};
