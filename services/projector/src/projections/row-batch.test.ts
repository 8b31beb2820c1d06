import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import { defineTable, nullable } from '@dealer/read-models';
import { PipelinedStatements } from '../pipelined-statements';
import { RowBatch } from './row-batch';
import { StatementList } from './statements';

const ROWS = defineTable('row_batch_rows', {
  key: ['id', 'text'],
  columns: { label: nullable('text'), size: nullable('int') },
  counters: { hits: 'bigint', total: 'bigint' },
});

describe('RowBatch', () => {
  let client: Client;
  before(async () => {
    client = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    await client.query('CREATE TEMPORARY TABLE row_batch_rows (id text PRIMARY KEY, label text, size int, hits bigint NOT NULL DEFAULT 0, total bigint NOT NULL DEFAULT 0)');
    await client.query('CREATE TEMPORARY TABLE row_batch_statements (updates int NOT NULL)');
    // Counts the UPDATE statements the table sees (statement level: runs once per statement).
    await client.query(`CREATE FUNCTION pg_temp.row_batch_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE row_batch_statements SET updates = updates + 1; RETURN NULL; END $$`);
    await client.query('CREATE TRIGGER counted AFTER UPDATE ON row_batch_rows FOR EACH STATEMENT EXECUTE FUNCTION pg_temp.row_batch_counted()');
  });
  after(async () => client.end());

  const run = async (batch: RowBatch<typeof ROWS>) => {
    const statements = new StatementList();
    batch.flush(statements, 'pg_temp');
    assert.deepEqual(statements.statements.map(([text]) => text.trim().split(' ', 1)[0]), ['DELETE', 'INSERT', 'UPDATE']);
    const transaction = new PipelinedStatements([['BEGIN'], ...statements.statements, ['COMMIT']]);
    client.query(transaction);
    await transaction.done;
  };

  it('writes every patch and counter change of a batch in one UPDATE, as if applied one by one', async () => {
    await client.query('TRUNCATE row_batch_rows, row_batch_statements');
    await client.query('INSERT INTO row_batch_statements VALUES (0)');
    await client.query(`INSERT INTO row_batch_rows (id, label, size, hits, total) VALUES
      ('kept', 'kept', 1, 1, 10), ('relabelled', 'old', 2, 0, 0), ('resized', 'same', 3, 5, 50), ('counted', 'counted', 4, 7, 70), ('gone', 'gone', 5, 0, 0)`);
    const batch = new RowBatch(ROWS);
    batch.patch('relabelled', { label: 'new' });
    batch.patch('resized', { size: 30 });
    batch.patch('resized', { label: null });
    batch.add('resized', 'hits', 2);
    batch.add('counted', 'total', -20);
    batch.add('counted', 'total', 5);
    batch.insert('fresh', { label: 'fresh', size: 9 });
    batch.add('fresh', 'hits', 1);
    batch.patch('fresh', { size: 10 });
    batch.add('gone', 'hits', 3);
    batch.delete('gone');
    await run(batch);

    const { rows } = await client.query('SELECT id, label, size, hits::int, total::int FROM row_batch_rows ORDER BY id');
    assert.deepEqual(rows, [
      { id: 'counted', label: 'counted', size: 4, hits: 7, total: 55 },
      { id: 'fresh', label: 'fresh', size: 10, hits: 1, total: 0 },
      { id: 'kept', label: 'kept', size: 1, hits: 1, total: 10 },
      { id: 'relabelled', label: 'new', size: 2, hits: 0, total: 0 },
      { id: 'resized', label: null, size: 30, hits: 7, total: 50 },
    ]);
    // The insert's ON CONFLICT DO UPDATE fires the UPDATE statement triggers too: it, and ONE update
    // (not one per patch shape plus one for the counters: three more here).
    const { rows: counted } = await client.query('SELECT updates FROM row_batch_statements');
    assert.equal(counted[0].updates, 2);
  });

  it('writes nothing when the batch changed nothing', async () => {
    await client.query('TRUNCATE row_batch_statements');
    await client.query('INSERT INTO row_batch_statements VALUES (0)');
    const batch = new RowBatch(ROWS);
    batch.add('kept', 'hits', 0);
    const statements = new StatementList();
    batch.flush(statements, 'pg_temp');
    assert.deepEqual(statements.statements, []);
  });
});
