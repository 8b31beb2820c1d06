import type { Knex } from 'knex';

/**
 * The export files (see ../tables.ts), in their own schema `exports`, outside the read models: this
 * migration runs for every read-model schema it is applied to (the live one, a rebuild's copy) and
 * creates the one shared table the first time only. Its own advisory lock, since two schemas'
 * migrations are not serialised with each other.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("SELECT pg_advisory_xact_lock(hashtext('dealer exports schema'))");
  await knex.raw('CREATE SCHEMA IF NOT EXISTS exports');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS exports.export_files (
       job_id text PRIMARY KEY,
       file_name text NOT NULL,
       content_type text NOT NULL,
       byte_size bigint NOT NULL,
       chunk_count integer NOT NULL,
       created_by uuid,
       created_at timestamptz NOT NULL DEFAULT now(),
       expires_at timestamptz NOT NULL
     )`,
  );
  await knex.raw('CREATE INDEX IF NOT EXISTS export_files_expires_at_index ON exports.export_files (expires_at)');
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS exports.export_file_chunks (
       job_id text NOT NULL,
       seq integer NOT NULL,
       data bytea NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (job_id, seq)
     )`,
  );
}

/** The files outlive any one read-model schema: rolling back one schema leaves them. */
export async function down(): Promise<void> {}
