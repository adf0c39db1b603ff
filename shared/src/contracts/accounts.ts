/**
 * Accounts and roles (spec §3.1, §3.2, §6, §7): what the pages send to `/auth/*` and `/roles/*` and
 * what they get back.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, ROLES } from '../rules.js';
import { literals, RowId } from './common.js';

export const Role = literals(ROLES);
export type Role = Static<typeof Role>;

/** A user as the API describes them (§3.1): never the password, and no token. */
export const Account = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  role: Role,
  isVerified: Type.Boolean(),
});
export type Account = Static<typeof Account>;

const Email = Type.String({ minLength: 3, maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
/** The single-use tokens of the verification and reset links. */
export const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{20,200}$';

/** §3.2 */
export const RegisterBody = Type.Object(
  { email: Email, password: Password, firstname: Name, lastname: Name },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Password,
    /** The device token an earlier login on this device returned (OWASP's device cookie). */
    deviceToken: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** Resend verification, request a password reset. */
export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

export const ResetPasswordBody = Type.Object(
  { token: Type.String({ pattern: LINK_TOKEN_PATTERN }), newPassword: Password },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ProfileBody = Type.Object({ firstname: Name, lastname: Name }, { additionalProperties: false });
export type ProfileBody = Static<typeof ProfileBody>;

/** `POST /auth/login`: the session token, and the device token to send with the next login. */
export const LoginAnswer = Type.Object({ user: Account, token: Type.String(), deviceToken: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** `GET /auth/verify-email/{token}`: verified, and logged in at once. */
export const VerifyEmailAnswer = Type.Object({ success: Type.Boolean(), message: Type.String(), token: Type.String(), user: Account });
export type VerifyEmailAnswer = Static<typeof VerifyEmailAnswer>;

/** `POST /auth/resend-verification`: the same answer whether or not the address has an account. */
export const ResendAnswer = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type ResendAnswer = Static<typeof ResendAnswer>;

/** `GET /auth/me` and `PATCH /auth/update-profile`: the user as the server knows them now. */
export const UserAnswer = Type.Object({ user: Account });
export type UserAnswer = Static<typeof UserAnswer>;

/** `GET /roles/users` */
export const UsersAnswer = Type.Object({ users: Type.Array(Account) });
export type UsersAnswer = Static<typeof UsersAnswer>;

/** `GET /roles/roles` */
export const RolesAnswer = Type.Array(Role);
export type RolesAnswer = Static<typeof RolesAnswer>;

/** `PATCH /roles/update-role` */
export const UpdateRoleBody = Type.Object({ userId: RowId(), role: Role });
export type UpdateRoleBody = Static<typeof UpdateRoleBody>;

export const RoleUpdatedAnswer = Type.Object({ message: Type.String(), user: Account });
export type RoleUpdatedAnswer = Static<typeof RoleUpdatedAnswer>;
