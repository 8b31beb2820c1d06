import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import { inlineParameters, sqlLiteral } from './sql';

describe('inlineParameters', () => {
  let client: Client;
  before(async () => {
    client = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
  });
  after(async () => client.end());

  it('replaces each placeholder once, $10 not read as $1 followed by 0', () => {
    const values = Array.from({ length: 10 }, (_, index) => index + 1);
    assert.equal(inlineParameters('SELECT $1, $10, $2', values), 'SELECT 1, 10, 2');
    // A value that looks like a placeholder stays a value.
    assert.equal(inlineParameters('SELECT $1, $2', ['$2', 'x']), "SELECT '$2', 'x'");
  });

  it('writes NULL, numbers, booleans and JSON; refuses a missing value or a non-finite number', () => {
    assert.equal(sqlLiteral(null), 'NULL');
    assert.equal(sqlLiteral(undefined), 'NULL');
    assert.equal(sqlLiteral(-12), '-12');
    assert.equal(sqlLiteral(12n), '12');
    assert.equal(sqlLiteral(true), 'TRUE');
    assert.equal(sqlLiteral({ a: "it's" }), `'{"a":"it''s"}'`);
    assert.throws(() => inlineParameters('SELECT $2', [1]), /no value for \$2/);
    assert.throws(() => sqlLiteral(Number.NaN), /not a finite number/);
  });

  it('round-trips hostile text through PostgreSQL unchanged', async () => {
    const hostile = [
      "Robert'); DROP TABLE students; --",
      'back\\slash \\\\ and "double" quotes',
      "''", 'ৎ Bengali ৳1,23,456.00 and emoji 🏍️', 'line\nbreak\ttab', '{"json": [1, "two"]}', '{a,"b c",NULL}',
    ];
    for (const value of hostile) {
      const { rows } = await client.query(inlineParameters('SELECT $1::text AS value', [value]));
      assert.equal(rows[0].value, value);
    }
    // An array literal as the projector builds them survives too.
    const { rows } = await client.query(inlineParameters('SELECT $1::text[] AS value', ['{"it\'s","a \\"quote\\"",NULL}']));
    assert.deepEqual(rows[0].value, ["it's", 'a "quote"', null]);
  });
});
