import type { Knex } from 'knex';

/**
 * Issue 13: users get a role and can be disabled, and password hashes leave the log. Existing
 * users (only the first administrator could exist) become Administrators whose credential id is
 * their user id, as the UserRegistered upcaster reads their old event. Their hashes move from this
 * read model into auth.user_credentials (outside the read models: a rebuild never drops it), and
 * the column goes. In a rebuild's fresh copy the users table is empty and the move copies nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('role');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.uuid('credential_id');
    table.timestamp('updated_at', { useTz: true });
  });
  await knex.raw(`UPDATE users SET role = 'Administrator', credential_id = id, updated_at = created_at WHERE role IS NULL`);

  // Every read-model schema copy (live, a rebuild's, a test's) runs this: one at a time, since
  // concurrent CREATE ... IF NOT EXISTS of the same schema can still collide.
  await knex.raw(`SELECT pg_advisory_xact_lock(hashtext('dealer auth schema'))`);
  await knex.raw('CREATE SCHEMA IF NOT EXISTS auth');
  await knex.raw(`CREATE TABLE IF NOT EXISTS auth.user_credentials (
    credential_id uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS user_credentials_user ON auth.user_credentials (user_id)');
  await knex.raw(`CREATE TABLE IF NOT EXISTS auth.sessions (
    session_id uuid PRIMARY KEY,
    user_id uuid NOT NULL,
    credential_id uuid NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    address text,
    ended_at timestamptz,
    end_reason text
  )`);
  await knex.raw('CREATE INDEX IF NOT EXISTS sessions_open_by_user ON auth.sessions (user_id) WHERE ended_at IS NULL');
  await knex.raw('CREATE INDEX IF NOT EXISTS sessions_by_expiry ON auth.sessions (expires_at)');

  await knex.raw(`INSERT INTO auth.user_credentials (credential_id, user_id, password_hash, created_at)
    SELECT id, id, password_hash, coalesce(created_at, now()) FROM users WHERE password_hash IS NOT NULL
    ON CONFLICT (credential_id) DO NOTHING`);
  await knex.schema.alterTable('users', (table) => table.dropColumn('password_hash'));
}

/** Puts the hashes back in the read model; auth.* stays (it is not derived from the log). */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => table.text('password_hash'));
  await knex.raw('UPDATE users u SET password_hash = c.password_hash FROM auth.user_credentials c WHERE c.credential_id = u.credential_id');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('role');
    table.dropColumn('is_active');
    table.dropColumn('credential_id');
    table.dropColumn('updated_at');
  });
}
