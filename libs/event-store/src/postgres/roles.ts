import type { ClientBase, Pool } from 'pg';
import { VERIFICATIONS_TABLE } from '../chain/verification-record';

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export interface EventStoreAccess {
  /** The role to grant to (it must exist; it must not own the table). */
  role: string;
  /** Schema of the events table; default `public`. */
  schema?: string;
  /** `append`: INSERT and SELECT (the command API); `read`: SELECT only (the projector). */
  access: 'append' | 'read';
}

/**
 * What the application's roles may do with the log (run by the owner after `ensureSchema()`):
 * read it, and for the appending role insert into it, nothing else: no UPDATE, DELETE, TRUNCATE,
 * REFERENCES or TRIGGER, and no ownership (so no ALTER TABLE, no DISABLE TRIGGER, no DROP).
 * Anything granted before is revoked first, so running it again converges. Both roles may insert
 * and read the verification record. `append_batch` runs with the caller's rights (it is not
 * SECURITY DEFINER), so the appending role needs the sequence too.
 */
export async function grantEventStoreAccess(client: Pool | ClientBase, { role, schema = 'public', access }: EventStoreAccess): Promise<void> {
  const grantee = quoteIdent(role);
  const events = `${quoteIdent(schema)}.events`;
  const verifications = `${quoteIdent(schema)}.${VERIFICATIONS_TABLE}`;
  const { rows } = await client.query<{ owner: string }>(
    `SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE oid = $1::regclass`,
    [events],
  );
  if (rows[0]?.owner === role) throw new Error(`${role} owns ${events}: the application must connect as a role that does not`);
  const [{ rows: sequences }, { rows: verificationSequences }] = await Promise.all([
    client.query<{ name: string }>(`SELECT pg_get_serial_sequence($1, 'global_position') AS name`, [events]),
    client.query<{ name: string }>(`SELECT pg_get_serial_sequence($1, 'id') AS name`, [verifications]),
  ]);
  await client.query(`GRANT USAGE ON SCHEMA ${quoteIdent(schema)} TO ${grantee}`);
  await client.query(`REVOKE ALL ON ${events} FROM ${grantee}`);
  await client.query(`GRANT ${access === 'append' ? 'SELECT, INSERT' : 'SELECT'} ON ${events} TO ${grantee}`);
  await client.query(`REVOKE ALL ON SEQUENCE ${sequences[0].name} FROM ${grantee}`);
  if (access === 'append') await client.query(`GRANT USAGE ON SEQUENCE ${sequences[0].name} TO ${grantee}`);
  await client.query(`REVOKE ALL ON ${verifications} FROM ${grantee}`);
  await client.query(`GRANT SELECT, INSERT ON ${verifications} TO ${grantee}`);
  await client.query(`GRANT USAGE ON SEQUENCE ${verificationSequences[0].name} TO ${grantee}`);
}
