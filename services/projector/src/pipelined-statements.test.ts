import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import { PipelinedStatements } from './pipelined-statements';

describe('PipelinedStatements', () => {
  let client: Client;
  before(async () => {
    client = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    await client.query('CREATE TEMPORARY TABLE pipelined (id int PRIMARY KEY, note text)');
  });
  after(async () => client.end());

  it('runs the statements in order with their parameters and answers their command tags', async () => {
    const statements = new PipelinedStatements([
      ['BEGIN'],
      ['INSERT INTO pipelined SELECT * FROM unnest($1::int[], $2::text[])', ['{1,2}', '{one,two}']],
      ['UPDATE pipelined SET note = note || $1 WHERE id = $2', ['!', 2]],
      ['DELETE FROM pipelined WHERE id = 1'],
      ['COMMIT'],
    ]);
    client.query(statements);
    assert.deepEqual(await statements.done, ['BEGIN', 'INSERT', 'UPDATE', 'DELETE', 'COMMIT']);
    const { rows } = await client.query('SELECT id, note FROM pipelined ORDER BY id');
    assert.deepEqual(rows, [{ id: 2, note: 'two!' }]);
  });

  it('prepares each text once per connection and then only binds it', async () => {
    const run = async (value: string) => {
      const statements = new PipelinedStatements([['INSERT INTO pipelined VALUES ($1::int, $2::text)', [value.length + 100, value]]]);
      client.query(statements);
      return statements.done;
    };
    await run('first');
    await run('second');
    const { rows } = await client.query(`SELECT statement FROM pg_prepared_statements WHERE NOT from_sql AND statement = 'INSERT INTO pipelined VALUES ($1::int, $2::text)'`);
    assert.equal(rows.length, 1, 'one prepared statement for the repeated text');
    const { rows: notes } = await client.query('SELECT note FROM pipelined WHERE id > 100 ORDER BY id');
    assert.deepEqual(notes, [{ note: 'first' }, { note: 'second' }]);
    await client.query('DELETE FROM pipelined WHERE id > 100');
  });

  it('rejects with the first error and skips every statement after it; the connection stays usable', async () => {
    const statements = new PipelinedStatements([
      ['INSERT INTO pipelined VALUES (10, $1)', ['kept? no: the error ends the implicit transaction']],
      ['INSERT INTO pipelined VALUES (2, $1)', ['duplicate key']],
      ['INSERT INTO pipelined VALUES (11, $1)', ['never runs']],
    ]);
    client.query(statements);
    await assert.rejects(statements.done, /duplicate key value violates unique constraint/);
    const { rows } = await client.query('SELECT id FROM pipelined ORDER BY id');
    assert.deepEqual(rows, [{ id: 2 }], 'statements up to the Sync are one implicit transaction: none of them stayed');

    // What was parsed after the error is unknown, so the connection prepares nothing more; statements still run.
    const { rows: before } = await client.query('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE NOT from_sql');
    const after = new PipelinedStatements([['SELECT $1::int + 1', ['41']]]);
    client.query(after);
    assert.deepEqual(await after.done, ['SELECT']);
    const { rows: still } = await client.query('SELECT count(*)::int AS count FROM pg_prepared_statements WHERE NOT from_sql');
    assert.deepEqual(still, before);
  });
});
