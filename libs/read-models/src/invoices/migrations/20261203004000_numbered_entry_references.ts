import type { Knex } from 'knex';
import { NUMBERED_RECORDS, numberedReferenceSql, type NumberedRecordKind } from '../../numbered-references';

/**
 * Journal entries projected before the entry-references projection existed keep the provisional
 * reference their posting was decided with (INV-497A2E6F, REV-INV-…, BK-…): they take their
 * invoice's or booking's number here, once, as the projection gives it to every entry since (a
 * rebuild gives the same). One pass per kind, joined on the entry's source stream.
 */
export async function up(knex: Knex): Promise<void> {
  for (const kind of Object.keys(NUMBERED_RECORDS) as NumberedRecordKind[]) {
    const { table, stream } = NUMBERED_RECORDS[kind];
    const sql = numberedReferenceSql(kind);
    await knex.raw(
      `UPDATE journal_entries AS e SET reference = ${sql.reference}
         FROM ${table} AS r
        WHERE e.source_stream = '${stream}' || r.id::text AND ${sql.holdsProvisional}`,
    );
  }
}

export async function down(): Promise<void> {
  // The numbers stay: the provisional references are not worth restoring.
}
