import type { Knex } from 'knex';
import { trigramOperatorClass } from '../../trigram';

/**
 * The unit register's search finds a chassis or engine number by any part of it: at the counter a
 * unit is as often named by the last digits of its chassis number as by its start. Trigram GIN
 * indexes serve LIKE '%…%' from three characters (the invoices' search already matches these
 * numbers anywhere); the prefix indexes stay for exact and leading-digit lookups.
 */
export async function up(knex: Knex): Promise<void> {
  const ops = await trigramOperatorClass(knex);
  if (!ops) return;
  await knex.raw(`CREATE INDEX motorcycles_chassis_trgm_index ON motorcycles USING gin (lower(chassis_no) ${ops})`);
  await knex.raw(`CREATE INDEX motorcycles_engine_trgm_index ON motorcycles USING gin (lower(engine_no) ${ops})`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['motorcycles_chassis_trgm_index', 'motorcycles_engine_trgm_index']) await knex.raw(`DROP INDEX IF EXISTS ${index}`);
}
