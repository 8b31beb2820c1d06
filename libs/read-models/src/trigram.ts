import type { Knex } from 'knex';

/**
 * The operator class of pg_trgm's GIN indexes, schema-qualified where the extension is installed
 * (the purchasing search migration installs it in `public` where it can), or null without it: the
 * migrations then create no trigram index and "contains" searches scan.
 */
export async function trigramOperatorClass(knex: Knex): Promise<string | null> {
  const { rows } = await knex.raw(`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`);
  const schema: string | undefined = rows[0]?.schema;
  return schema ? `"${schema.replace(/"/g, '""')}".gin_trgm_ops` : null;
}
