import { sql, type Kysely } from 'kysely';

/** People with accounts, and the tokens that stand for them: sessions, e-mail verification, password reset. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table users (
    id serial primary key,
    email text not null,
    firstname text not null,
    lastname text not null,
    password_hash text not null,
    role text not null default 'user',
    is_verified boolean not null default false,
    created_at timestamptz not null default now()
  )`.execute(db);
  // E-mail addresses are unique whatever their case.
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);

  await sql`create table account_tokens (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    kind text not null check (kind in ('session', 'verification', 'reset')),
    -- Only a SHA-256 of the token is kept: a copy of the database lets nobody log in or reset a password.
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('users').execute();
}
