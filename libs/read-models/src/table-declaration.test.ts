import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import * as readModels from './index';
import { migrateReadModels } from './migrate';
import { READ_MODELS_SCHEMA } from './schema';
import { quoteIdent } from './sql-names';
import { allColumnsOf, columnTypesOf, counterTypesOf, defineTable, isTableDeclaration, jsonb, nullable, singleKeyOf, text, type RecordOf, type RowOf, type SqlType } from './table-declaration';

/** True when A and B are the same type (not merely assignable either way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameType = <Check extends true>(): Check | undefined => undefined;

const SAMPLE = defineTable('samples', {
  key: ['id', 'uuid'],
  columns: {
    label: 'text',
    size: 'int',
    amount: 'bigint',
    active: 'boolean',
    day: 'date',
    at: 'timestamptz',
    lines: jsonb<{ quantity: number }[]>(),
    state: text<'Open' | 'Closed'>(),
    owner: nullable('uuid'),
    closed_at: nullable('timestamptz'),
    extra: nullable(jsonb<{ note: string }>()),
  },
  counters: { hits: 'int', total: 'bigint' },
  computed: { number: nullable('int'), search_text: 'text' },
});

const DAILY = defineTable('daily', { key: { account_id: 'uuid', day: 'date' }, columns: {}, counters: { debit: 'bigint' } });

describe('table declarations', () => {
  it('declare a key over several columns, which no RowBatch writes', () => {
    sameType<Same<RecordOf<typeof DAILY>, { account_id: string; day: string; debit: string }>>();
    assert.deepEqual(allColumnsOf(DAILY).map((column) => column.name), ['account_id', 'day', 'debit']);
    assert.throws(() => singleKeyOf(DAILY), /daily has no single-column key/);
  });

  it('derive the reader record and the projector row from one declaration', () => {
    sameType<
      Same<
        RecordOf<typeof SAMPLE>,
        {
          id: string;
          label: string;
          size: number;
          amount: string;
          active: boolean;
          day: string;
          at: Date;
          lines: { quantity: number }[];
          state: 'Open' | 'Closed';
          owner: string | null;
          closed_at: Date | null;
          extra: { note: string } | null;
          hits: number;
          total: string;
          number: number | null;
          search_text: string;
        }
      >
    >();
    sameType<
      Same<
        RowOf<typeof SAMPLE>,
        {
          label: string;
          size: number;
          amount: number | bigint;
          active: boolean;
          day: string;
          at: string;
          lines: { quantity: number }[];
          state: 'Open' | 'Closed';
          owner: string | null;
          closed_at: string | null;
          extra: { note: string } | null;
        }
      >
    >();
    // @ts-expect-error a counter is not a written column
    sameType<Same<RowOf<typeof SAMPLE>['hits'], number>>();

    assert.deepEqual(columnTypesOf(SAMPLE), {
      label: 'text',
      size: 'int',
      amount: 'bigint',
      active: 'boolean',
      day: 'date',
      at: 'timestamptz',
      lines: 'jsonb',
      state: 'text',
      owner: 'uuid',
      closed_at: 'timestamptz',
      extra: 'jsonb',
    });
    assert.deepEqual(counterTypesOf(SAMPLE), { hits: 'int', total: 'bigint' });
    assert.deepEqual(singleKeyOf(SAMPLE), { name: 'id', type: 'uuid' });
    assert.deepEqual(
      allColumnsOf(SAMPLE).filter((column) => column.nullable).map((column) => column.name),
      ['owner', 'closed_at', 'extra', 'number'],
    );
  });
});

/** information_schema's data_type of each declared type. */
const DATA_TYPE: Record<SqlType, string> = {
  uuid: 'uuid',
  text: 'text',
  int: 'integer',
  bigint: 'bigint',
  boolean: 'boolean',
  timestamptz: 'timestamp with time zone',
  date: 'date',
  jsonb: 'jsonb',
};

describe('every declared table, against the migrations', () => {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = 'dealer_read_model_declarations_test';
  const url = adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const declared = Object.values(readModels as Record<string, unknown>).flatMap((value) => (isTableDeclaration(value) ? [value] : []));
  let client: Client;

  before(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${quoteIdent(database)}`);
    } finally {
      await admin.end();
    }
    await migrateReadModels(url, READ_MODELS_SCHEMA);
    client = new Client({ connectionString: url });
    await client.connect();
  });

  after(async () => {
    await client?.end();
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`).finally(() => admin.end());
  });

  it('finds the declarations among the package exports', () => {
    assert.ok(declared.length >= 30, `${declared.length} declarations`);
    assert.equal(new Set(declared.map((table) => table.table)).size, declared.length, 'one declaration per table');
  });

  it('declares every read-model table but the projector bookkeeping', async () => {
    const { rows } = await client.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`, [READ_MODELS_SCHEMA]);
    const names = new Set(declared.map((table) => table.table));
    // A new table without a declaration fails here.
    assert.deepEqual(
      rows.map((row) => row.table_name).filter((name) => !names.has(name)),
      ['knex_migrations', 'knex_migrations_lock', 'projection_checkpoint'],
    );
  });

  it('declares each table with exactly the columns its migrations create: name, type and nullability', async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string; is_nullable: 'YES' | 'NO'; is_generated: 'ALWAYS' | 'NEVER' }>(
      `SELECT table_name, column_name, data_type, is_nullable, is_generated FROM information_schema.columns WHERE table_schema = $1 ORDER BY ordinal_position`,
      [READ_MODELS_SCHEMA],
    );
    for (const table of declared) {
      const created = rows.filter((row) => row.table_name === table.table);
      assert.ok(created.length > 0, `the migrations create no table ${table.table}`);
      // PostgreSQL calls every generated column nullable; its expression over NOT NULL columns is not null, so its nullability is not compared.
      const generated = new Set(created.filter((row) => row.is_generated === 'ALWAYS').map((row) => row.column_name));
      const shown = (name: string, dataType: string, isNullable: boolean) => `${name} ${dataType}${isNullable && !generated.has(name) ? ' null' : ''}`;
      const migrated = created.map((row) => shown(row.column_name, row.data_type, row.is_nullable === 'YES')).sort();
      const declaration = allColumnsOf(table).map((column) => shown(column.name, DATA_TYPE[column.type], column.nullable)).sort();
      assert.deepEqual(declaration, migrated, `${table.table}: its declaration (actual) differs from what the migrations create (expected)`);
    }
  });
});
