import type { Knex } from 'knex';

/**
 * "Contains" searches of the purchasing lists (memo and bill numbers, notes) at any size: trigram
 * GIN indexes, which LIKE '%…%' uses for three characters or more. pg_trgm ships with PostgreSQL
 * (contrib: the official images, Debian's server and the embedded one all have it) and is a
 * trusted extension; it is created in `public`, never in a read-model schema (a rebuild drops the
 * old one). Where it cannot be had, the lists still answer, by scanning.
 */
export async function up(knex: Knex): Promise<void> {
  const schema = await trigramSchema(knex);
  if (!schema) return;
  const ops = `"${schema.replace(/"/g, '""')}".gin_trgm_ops`;
  await knex.raw(`CREATE INDEX purchases_memo_trgm_index ON purchases USING gin (lower(memo_number) ${ops}) WHERE deleted_at IS NULL`);
  await knex.raw(`CREATE INDEX payables_bill_number_trgm_index ON payables USING gin (lower(bill_number) ${ops}) WHERE cancelled_at IS NULL`);
  await knex.raw(`CREATE INDEX payables_notes_trgm_index ON payables USING gin (lower(notes) ${ops}) WHERE cancelled_at IS NULL`);
  await knex.raw(`CREATE INDEX requisitions_notes_trgm_index ON requisitions USING gin (lower(notes) ${ops})`);
}

/** The schema pg_trgm is installed in (installing it in public when it can), or null. */
async function trigramSchema(knex: Knex): Promise<string | null> {
  const installed = async (): Promise<string | null> => {
    const { rows } = await knex.raw(`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`);
    return rows[0]?.schema ?? null;
  };
  const found = await installed();
  if (found) return found;
  // Inside the migration's transaction: a refusal (no privilege, not available, created concurrently) must not abort it.
  // (Outside a transaction SAVEPOINT itself fails, harmlessly.)
  const savepoint = await knex.raw('SAVEPOINT purchasing_trgm').then(() => true, () => false);
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    if (savepoint) await knex.raw('RELEASE SAVEPOINT purchasing_trgm');
  } catch {
    if (savepoint) await knex.raw('ROLLBACK TO SAVEPOINT purchasing_trgm');
  }
  return installed();
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['purchases_memo_trgm_index', 'payables_bill_number_trgm_index', 'payables_notes_trgm_index', 'requisitions_notes_trgm_index']) {
    await knex.raw(`DROP INDEX IF EXISTS ${index}`);
  }
}
