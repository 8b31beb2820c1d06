import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import { quoteIdent, quoteLiteral } from './sql';

describe('quoteLiteral and quoteIdent', () => {
  let client: Client;
  before(async () => {
    client = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
  });
  after(async () => client.end());

  it('round-trip hostile text through PostgreSQL unchanged', async () => {
    const hostile = [
      "Robert'); DROP TABLE students; --",
      'back\\slash \\\\ and "double" quotes',
      "''", 'ৎ Bengali ৳1,23,456.00 and emoji 🏍️', 'line\nbreak\ttab', '{"json": [1, "two"]}', '{a,"b c",NULL}',
    ];
    for (const value of hostile) {
      const { rows } = await client.query(`SELECT ${quoteLiteral(value)}::text AS ${quoteIdent(value)}`);
      assert.deepEqual(rows[0], { [value]: value });
    }
  });
});
