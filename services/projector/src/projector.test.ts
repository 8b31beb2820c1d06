import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import knexFactory from 'knex';
import { Client, Pool } from 'pg';
import { STANDARD_CHART, STANDARD_PAYMENT_METHODS } from '@dealer/domain';
import { PostgresEventStore, type AppendRequest } from '@dealer/event-store';
import { CHECKPOINT_CHANNEL, migrateReadModels, migrationNames, READ_MODELS_SCHEMA } from '@dealer/read-models';
import { dumpReadModels, Projector, readCheckpoint, READ_MODEL_TABLES, rebuildReadModels, type RebuildProgress } from './index';
import { pgArray } from './projections/statements';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from './testing/database';
import { appendAll, HistoryBuilder } from './testing/history';

const url = TEST_DATABASE_URL;
const LIVE = READ_MODELS_SCHEMA;
const VERIFY = 'read_models_verify';
const SINGLE = 'read_models_single';
const VIA_KNEX = 'read_models_knex';
const SCHEMAS = [LIVE, `${LIVE}_next`, VERIFY, SINGLE, VIA_KNEX];

const STANDARD_GROUPS = STANDARD_CHART.flatMap((glClass) => glClass.groups);
const STANDARD_ACCOUNTS = STANDARD_GROUPS.flatMap((group) => group.accounts);

let pool: Pool;

/** The live read models equal the same log folded from scratch in batches of 1,000 and one event at a time. */
async function assertFoldsAlike(store: PostgresEventStore): Promise<void> {
  const live = await dumpReadModels(pool);
  assert.deepEqual(await projectFromScratch(url, store, VERIFY, 1000), live);
  assert.deepEqual(await projectFromScratch(url, store, SINGLE, 1), live);
}

before(async () => {
  await resetDatabase(url, SCHEMAS);
  pool = new Pool({ connectionString: url, max: 4 });
});

after(async () => {
  await pool?.end();
});

/** Fresh log and fresh live read models for one test. */
async function freshStore(): Promise<PostgresEventStore> {
  await resetDatabase(url, SCHEMAS);
  await migrateReadModels(url);
  return new PostgresEventStore(url);
}

async function rows(sql: string, values: unknown[] = []): Promise<any[]> {
  return (await pool.query(sql, values)).rows;
}

async function runUntilHead(projector: Projector, store: PostgresEventStore): Promise<void> {
  const head = await store.headPosition();
  assert.ok(await projector.waitForPosition(head, 20_000), `projector stuck at ${projector.position}, head ${head}`);
}

/** Appends the administrator and the standard chart, starts the projector and waits until it is at the head. */
async function startOnChart(projector: Projector, store: PostgresEventStore, seed: number): Promise<HistoryBuilder> {
  const history = new HistoryBuilder(seed);
  await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);
  await projector.start();
  await runUntilHead(projector, store);
  return history;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('migrations', () => {
  test('create the read schema with the agreed tables, idempotently and concurrently', async () => {
    await resetDatabase(url, SCHEMAS);
    const applied = await Promise.all([migrateReadModels(url), migrateReadModels(url), migrateReadModels(url)]);
    assert.equal(applied.flat().length, migrationNames().length, 'each migration ran exactly once');
    const tables = (await rows(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [LIVE])).map((r) => r.table_name);
    assert.deepEqual(tables.filter((table) => !table.startsWith('knex_')), [...Object.keys(READ_MODEL_TABLES), 'projection_checkpoint'].sort(), 'the dump covers every read-model table');
    for (const table of ['projection_checkpoint', 'users', 'chart_of_accounts', 'gl_classes', 'gl_groups', 'gl_accounts', 'payment_methods', 'journal_entries', 'journal_lines',
      'account_daily_totals', 'transfers', 'expenses', 'owner_equity_transactions', 'profit_transfers', 'books']) {
      assert.ok(tables.includes(table), `${table} exists`);
    }
    const money = await rows(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = $1 AND column_name IN ('opening_balance', 'debit_total', 'credit_total', 'total_debit', 'total_credit', 'debit', 'credit', 'position',
         'closing_debit', 'closing_credit', 'amount', 'total_revenue', 'total_expenses', 'net_income')`,
      [LIVE],
    );
    assert.ok(money.length >= 18, `the books' ${money.length} money and position columns are found`);
    for (const column of money) assert.equal(column.data_type, 'bigint', `${column.table_name}.${column.column_name}`);
    assert.equal(await readCheckpoint(url), 0n);
    assert.equal(await readCheckpoint(pool, 'no_such_schema'), 0n);
    assert.deepEqual(await migrateReadModels(url), []);

    // The command API may pass its own knex instance; the schema is a parameter.
    const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
    try {
      assert.equal((await migrateReadModels(knex, VIA_KNEX)).length, migrationNames().length);
      assert.equal(await readCheckpoint(pool, VIA_KNEX), 0n);
      const [{ n }] = await rows(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1`, [VIA_KNEX]);
      assert.equal(n, Object.keys(READ_MODEL_TABLES).length + 3, 'every read-model table, the checkpoint and the two knex tables');
    } finally {
      await knex.destroy();
    }
  });

  test('array parameters survive a round trip through PostgreSQL', async () => {
    const texts = ['plain', 'with "quotes"', 'back\\slash', 'comma, {brace}', '', 'NULL', 'ৎ taka ৳ 🏍️', null];
    const uuids = ['01a203fb-513b-77ef-b8cf-9130f4813f93', null, 'FFFFFFFF-0000-4000-8000-ABCDEFABCDEF'];
    const arrays = [
      pgArray(texts, 'text'),
      pgArray(uuids, 'uuid'),
      pgArray([0, -1, 2147483647, -2147483648, '17', null], 'int'),
      pgArray([1, -2n, 9007199254740993n, '-9223372036854775808', -9007199254740991, null], 'bigint'),
      pgArray([true, false, null], 'boolean'),
      pgArray(['2025-01-02', '2024-02-29', '1999-12-31', '2000-01-01', null], 'date'),
      pgArray(['2025-01-02T03:04:05.678Z', '2025-01-02T09:04:05+06:00', '1999-12-31T23:59:59.123456Z', '2025-06-30T18:00:00.1-05:30', new Date(Date.UTC(2026, 10, 22)), null], 'timestamptz'),
      pgArray([{ a: 'x"y\\z', n: [1, null] }, 'text', null], 'jsonb'),
      pgArray([], 'uuid'),
    ];
    // Well-formed values go binary: PostgreSQL copies them instead of parsing text.
    assert.ok(arrays.every((array) => Buffer.isBuffer(array)));
    const {
      rows: [row],
    } = await pool.query(
      `SELECT $1::text[] AS texts, $2::uuid[] AS uuids, $3::int[] AS ints, $4::bigint[]::text[] AS bigints, $5::boolean[] AS booleans,
              $6::date[]::text[] AS dates, to_json($7::timestamptz[])::text AS times, $8::jsonb[] AS docs, $9::uuid[] AS empty`,
      arrays,
    );
    assert.deepEqual(row.texts, texts);
    assert.deepEqual(row.uuids, ['01a203fb-513b-77ef-b8cf-9130f4813f93', null, 'ffffffff-0000-4000-8000-abcdefabcdef']);
    assert.deepEqual(row.ints, [0, -1, 2147483647, -2147483648, 17, null]);
    assert.deepEqual(row.bigints, ['1', '-2', '9007199254740993', '-9223372036854775808', '-9007199254740991', null]);
    assert.deepEqual(row.booleans, [true, false, null]);
    assert.deepEqual(row.dates, ['2025-01-02', '2024-02-29', '1999-12-31', '2000-01-01', null]);
    const times = (JSON.parse(row.times) as (string | null)[]).map((time) => time && new Date(time).toISOString());
    assert.deepEqual(times, ['2025-01-02T03:04:05.678Z', '2025-01-02T03:04:05.000Z', '1999-12-31T23:59:59.123Z', '2025-06-30T23:30:00.100Z', '2026-11-22T00:00:00.000Z', null]);
    const { rows: [micro] } = await pool.query(`SELECT ($1::timestamptz[])[1] = '1999-12-31T23:59:59.123456Z'::timestamptz AS exact`, [pgArray(['1999-12-31T23:59:59.123456Z'], 'timestamptz')]);
    assert.equal(micro.exact, true, 'microseconds are kept');
    assert.deepEqual(row.docs, [{ a: 'x"y\\z', n: [1, null] }, 'text', null]);
    assert.deepEqual(row.empty, []);
  });

  test('a value not exactly of its type goes as text, and PostgreSQL judges it as any other input', async () => {
    const malformed = [
      [['01a203fb-513b-77ef-b8cf-9130f4813f9'], 'uuid', /invalid input syntax for type uuid/],
      [['2025-02-30'], 'date', /date\/time field value out of range/],
      [['2025-01-02 03:04:05'], 'timestamptz', null],
      [['abc'], 'int', /invalid input syntax for type integer/],
    ] as const;
    for (const [values, type, error] of malformed) {
      const array = pgArray(values, type);
      assert.equal(typeof array, 'string', `${values[0]} is sent as a text literal`);
      const query = pool.query(`SELECT $1::${type}[] AS value`, [array]);
      if (error) await assert.rejects(query, error);
      else assert.equal((await query).rows[0].value.length, 1, 'PostgreSQL accepts what it accepts');
    }
  });
});

describe('projection', () => {
  test('the standard chart produces its classes, groups, accounts, methods and counts', async () => {
    const store = await freshStore();
    const listener = new Client({ connectionString: url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => message.channel === CHECKPOINT_CHANNEL && notified.push(message.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    const projector = new Projector({ databaseUrl: url, eventStore: store });
    try {
      const history = new HistoryBuilder(1);
      const head = await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);
      await projector.start();
      await runUntilHead(projector, store);

      assert.equal(await readCheckpoint(url), head);
      const [counts] = await rows(`SELECT
        (SELECT count(*)::int FROM read_models.gl_classes) AS classes,
        (SELECT count(*)::int FROM read_models.gl_groups) AS groups,
        (SELECT count(*)::int FROM read_models.gl_accounts) AS accounts,
        (SELECT count(*)::int FROM read_models.payment_methods) AS methods,
        (SELECT count(*)::int FROM read_models.users) AS users,
        (SELECT count(*)::int FROM read_models.journal_entries) AS entries`);
      assert.deepEqual(counts, {
        classes: STANDARD_CHART.length,
        groups: STANDARD_GROUPS.length,
        accounts: STANDARD_ACCOUNTS.length,
        methods: STANDARD_PAYMENT_METHODS.length,
        users: 1,
        entries: 0,
      });
      for (const glClass of STANDARD_CHART) {
        const [row] = await rows('SELECT type, group_count FROM read_models.gl_classes WHERE name = $1', [glClass.name]);
        assert.deepEqual(row, { type: glClass.type, group_count: glClass.groups.length });
      }
      for (const group of STANDARD_GROUPS) {
        const [row] = await rows('SELECT section, account_count FROM read_models.gl_groups WHERE code = $1', [group.code]);
        assert.deepEqual(row, { section: group.section, account_count: group.accounts.length });
      }
      const [cash] = await rows(`SELECT a.name, a.cash_account, a.system_role, a.opening_balance, a.debit_total, a.credit_total, a.created_at, g.code AS group_code
                                 FROM read_models.gl_accounts a JOIN read_models.gl_groups g ON g.id = a.gl_group_id WHERE a.code = '1101'`);
      assert.equal(cash.name, 'Cash in Hand');
      assert.equal(cash.cash_account, true);
      assert.equal(cash.system_role, 'cash');
      assert.equal(cash.group_code, '11');
      assert.deepEqual([cash.opening_balance, cash.debit_total, cash.credit_total], ['0', '0', '0']);
      const [method] = await rows(`SELECT m.name, m.is_default, a.code FROM read_models.payment_methods m JOIN read_models.gl_accounts a ON a.id = m.account_id WHERE m.is_default`);
      assert.deepEqual(method, { name: 'Cash', is_default: true, code: '1101' });
      const [chart] = await rows('SELECT id, initialized_by FROM read_models.chart_of_accounts');
      assert.deepEqual(chart, { id: 1, initialized_by: history.userId });
      const [user] = await rows('SELECT id, email, name, role, is_active, credential_id FROM read_models.users');
      assert.deepEqual({ id: user.id, role: user.role, isActive: user.is_active, credentialId: user.credential_id }, { id: history.userId, role: 'Administrator', isActive: true, credentialId: history.userId });
      // No secret in the read models: password hashes live in auth.user_credentials only.
      assert.deepEqual(await rows(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'read_models' AND table_name = 'users' AND column_name LIKE '%password%'`), []);

      // Timestamps come from the events, never from the clock of the projection.
      const [{ created_at: occurredAt }] = await rows(`SELECT (metadata->>'occurredAt')::timestamptz AS created_at FROM events WHERE type = 'GlAccountOpened' AND data->>'code' = '1101'`);
      assert.equal(cash.created_at.toISOString(), occurredAt.toISOString());

      for (let i = 0; i < 50 && !notified.includes(String(head)); i += 1) await sleep(20);
      assert.ok(notified.includes(String(head)), `NOTIFY ${CHECKPOINT_CHANNEL} '${head}' was sent (got ${notified.join(',')})`);
    } finally {
      await projector.stop();
      await listener.end();
      await store.close();
    }
  });

  test('a projector that caught up a long backlog gives the planner statistics at once', async () => {
    const store = await freshStore();
    const history = new HistoryBuilder(3);
    await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);
    const analyzed = async () => (await rows(`SELECT last_analyze FROM pg_stat_user_tables WHERE schemaname = 'read_models' AND relname = 'gl_accounts'`))[0]?.last_analyze ?? null;
    assert.equal(await analyzed(), null, 'a fresh schema has never been analyzed');
    const projector = new Projector({ pool, eventStore: store, analyzeAfterEvents: 20 });
    try {
      await projector.start();
      await runUntilHead(projector, store);
      let when: Date | null = null;
      for (let i = 0; i < 100 && !when; i += 1) (when = await analyzed()) ?? (await sleep(20));
      assert.ok(when, 'analyzed once caught up past the threshold');
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  test('journal entries move debit and credit totals and get gap-free numbers', async () => {
    const store = await freshStore();
    const projector = new Projector({ pool, eventStore: store });
    try {
      const history = await startOnChart(projector, store, 2);

      const requests: AppendRequest[] = [];
      for (let i = 0; i < 40; i += 1) requests.push(...history.postJournalEntry());
      requests.push(...history.openAccount(1_234_500)); // posts an opening-balance entry
      await appendAll(store, requests, 10);
      await runUntilHead(projector, store);

      const [totals] = await rows(`SELECT sum(debit_total)::bigint AS debits, sum(credit_total)::bigint AS credits FROM read_models.gl_accounts`);
      const [expected] = await rows(`SELECT sum((line->>'debit')::bigint) AS debits, sum((line->>'credit')::bigint) AS credits
                                     FROM events, jsonb_array_elements(data->'lines') AS line WHERE type = 'JournalEntryPosted'`);
      assert.deepEqual(totals, expected);
      assert.equal(totals.debits, totals.credits, 'the trial balance balances');

      // Each account's totals are exactly the sum of its lines.
      const mismatches = await rows(`SELECT a.id FROM read_models.gl_accounts a
        LEFT JOIN (SELECT account_id, sum(debit) AS d, sum(credit) AS c FROM read_models.journal_lines GROUP BY account_id) l ON l.account_id = a.id
        WHERE a.debit_total <> coalesce(l.d, 0) OR a.credit_total <> coalesce(l.c, 0)`);
      assert.deepEqual(mismatches, []);

      const numbers = (await rows('SELECT entry_number FROM read_models.journal_entries ORDER BY global_position')).map((r) => Number(r.entry_number));
      assert.deepEqual(numbers, Array.from({ length: 41 }, (_, i) => i + 1));

      const [opening] = await rows(`SELECT a.opening_balance, a.debit_total, a.credit_total, e.reference, e.source_kind, e.total_debit, e.status
        FROM read_models.gl_accounts a JOIN read_models.journal_lines l ON l.account_id = a.id JOIN read_models.journal_entries e ON e.id = l.journal_entry_id
        WHERE e.source_kind = 'opening-balance'`);
      assert.equal(opening.opening_balance, '1234500');
      assert.equal(BigInt(opening.debit_total) + BigInt(opening.credit_total), 1_234_500n);
      assert.equal(opening.total_debit, '1234500');
      assert.equal(opening.status, 'Posted');
      assert.match(opening.reference, /^OPEN-/);
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  test('one event per batch and a thousand per batch give identical read models', async () => {
    const store = await freshStore();
    try {
      const history = new HistoryBuilder(3);
      const requests = [...history.registerAdmin(), ...history.initializeChart()];
      for (let i = 0; i < 600; i += 1) requests.push(...history.randomCommand());
      for (let i = 0; i < 5; i += 1) requests.push(...history.createAndDeleteClassTree(), ...history.createPaymentMethod(), ...history.updatePaymentMethod(), ...history.accountUsedThenDeleted().requests);
      // Every kind of books command, whatever the random mix gave, and a profit transfer (the books close).
      for (let i = 0; i < 8; i += 1) {
        requests.push(...history.draftJournalEntry(), ...history.editDraft(), ...history.postDraft(), ...history.draftJournalEntry(), ...history.deleteDraft());
        requests.push(...history.reverseEntry(), ...history.recordTransfer(), ...history.amendTransfer(), ...history.voidTransfer());
        requests.push(...history.recordExpense(), ...history.recordOwnerTransaction('investment'), ...history.recordOwnerTransaction('drawing'));
      }
      requests.push(...history.transferProfit());
      for (let i = 0; i < 100; i += 1) requests.push(...history.randomCommand());
      await appendAll(store, requests, 300);

      const batched = await projectFromScratch(url, store, VERIFY, 1000);
      const single = await projectFromScratch(url, store, SINGLE, 1);
      assert.deepEqual(single, batched);
      assert.deepEqual(await projectFromScratch(url, store, SINGLE, 7), batched);
      for (const table of ['journal_entries', 'account_daily_totals', 'transfers', 'expenses', 'owner_equity_transactions', 'profit_transfers', 'books']) {
        assert.ok(batched[table].length > 0, `${table} has rows`);
      }
      const statuses = new Set(batched.journal_entries.map((entry: any) => entry.status));
      assert.deepEqual([...statuses].sort(), ['Draft', 'Posted', 'Reversed']);
      assert.deepEqual([...new Set(batched.transfers.map((transfer: any) => transfer.status))].sort(), ['Posted', 'Voided']);

      // Deleted classes, groups and accounts stay marked deleted (none is current); counts of live rows are back; one default method.
      const [check] = await rows(`SELECT
        (SELECT count(*)::int FROM read_models_verify.gl_classes WHERE name LIKE 'Temporary%' AND deleted_at IS NULL) AS temporary_classes,
        (SELECT count(*)::int FROM read_models_verify.gl_groups WHERE name LIKE 'Temporary%' AND deleted_at IS NULL) AS temporary_groups,
        (SELECT count(*)::int FROM read_models_verify.gl_accounts WHERE name = 'Temporary account' AND deleted_at IS NULL) AS temporary_accounts,
        (SELECT count(*)::int FROM read_models_verify.gl_accounts WHERE deleted_at IS NOT NULL) AS deleted_accounts,
        (SELECT count(*)::int FROM events WHERE type = 'GlAccountDeleted') AS deletions,
        (SELECT count(*)::int FROM read_models_verify.gl_groups WHERE deleted_at IS NOT NULL) AS deleted_groups,
        (SELECT count(*)::int FROM events WHERE type = 'GlGroupDeleted') AS group_deletions,
        (SELECT count(*)::int FROM read_models_verify.gl_classes WHERE deleted_at IS NOT NULL) AS deleted_classes,
        (SELECT count(*)::int FROM events WHERE type = 'GlClassDeleted') AS class_deletions,
        (SELECT count(*)::int FROM read_models_verify.payment_methods WHERE is_default) AS defaults,
        (SELECT bool_and(c.group_count = (SELECT count(*) FROM read_models_verify.gl_groups g WHERE g.gl_class_id = c.id AND g.deleted_at IS NULL)) FROM read_models_verify.gl_classes c) AS class_counts,
        (SELECT bool_and(g.account_count = (SELECT count(*) FROM read_models_verify.gl_accounts a WHERE a.gl_group_id = g.id AND a.deleted_at IS NULL)) FROM read_models_verify.gl_groups g) AS group_counts`);
      assert.ok(check.deletions >= 10);
      assert.ok(check.group_deletions >= 5);
      assert.ok(check.class_deletions >= 5);
      assert.deepEqual(check, {
        temporary_classes: 0,
        temporary_groups: 0,
        temporary_accounts: 0,
        deleted_accounts: check.deletions,
        deletions: check.deletions,
        deleted_groups: check.group_deletions,
        group_deletions: check.group_deletions,
        deleted_classes: check.class_deletions,
        class_deletions: check.class_deletions,
        defaults: 1,
        class_counts: true,
        group_counts: true,
      });

      // The default payment method is the one that last became default, in log order.
      const defaults = new Map<string, boolean>();
      for (const event of await rows(`SELECT data FROM events WHERE type IN ('PaymentMethodCreated', 'PaymentMethodUpdated') ORDER BY global_position`)) {
        if (event.data.isDefault) for (const id of defaults.keys()) defaults.set(id, false);
        defaults.set(event.data.paymentMethodId, event.data.isDefault);
      }
      const expectedDefault = [...defaults].filter(([, isDefault]) => isDefault).map(([id]) => id);
      assert.deepEqual(batched.payment_methods.filter((m: any) => m.is_default).map((m: any) => m.id), expectedDefault);
    } finally {
      await store.close();
    }
  });

  test('a deleted account keeps its row, marked deleted_at at the time of GlAccountDeleted, with its history', async () => {
    const store = await freshStore();
    const projector = new Projector({ pool, eventStore: store });
    try {
      const history = await startOnChart(projector, store, 8);

      const used = history.accountUsedThenDeleted(1_234_500);
      await appendAll(store, used.requests, 1); // one command per append: several projector batches
      await runUntilHead(projector, store);

      const [row] = await rows('SELECT code, name, gl_group_id, debit_total, credit_total, updated_at, deleted_at FROM read_models.gl_accounts WHERE id = $1', [used.glAccountId]);
      assert.ok(row, 'the row of the deleted account stays');
      const [{ occurred_at: deletedAt }] = await rows(`SELECT (metadata->>'occurredAt')::timestamptz AS occurred_at FROM events WHERE type = 'GlAccountDeleted' AND data->>'glAccountId' = $1`, [used.glAccountId]);
      assert.ok(deletedAt instanceof Date);
      assert.equal(row.deleted_at.toISOString(), deletedAt.toISOString(), 'deleted_at is the time of the event, not of the projection');
      assert.equal(row.updated_at.toISOString(), deletedAt.toISOString());
      assert.match(row.code, /^9\d{6}$/);
      assert.equal(row.name, `Account ${row.code}`);
      assert.deepEqual([row.debit_total, row.credit_total], ['1234500', '1234500'], 'its totals are exact (balance zero)');
      const [{ n: marked }] = await rows('SELECT count(*)::int AS n FROM read_models.gl_accounts WHERE deleted_at IS NOT NULL');
      assert.equal(marked, 1, 'no other account is marked deleted');

      // Its lines and daily totals still name it; its group no longer counts it.
      const lines = await rows('SELECT debit, credit FROM read_models.journal_lines WHERE account_id = $1 ORDER BY id', [used.glAccountId]);
      assert.deepEqual(lines.map((line) => [line.debit, line.credit]), [['1234500', '0'], ['0', '1234500']]);
      const [daily] = await rows('SELECT sum(debit)::bigint AS debit, sum(credit)::bigint AS credit FROM read_models.account_daily_totals WHERE account_id = $1', [used.glAccountId]);
      assert.deepEqual(daily, { debit: '1234500', credit: '1234500' });
      const [group] = await rows(`SELECT g.account_count, (SELECT count(*)::int FROM read_models.gl_accounts a WHERE a.gl_group_id = g.id AND a.deleted_at IS NULL) AS live
                                  FROM read_models.gl_groups g WHERE g.id = $1`, [row.gl_group_id]);
      assert.equal(group.account_count, group.live);

      // The same log folded in one batch (open, postings and deletion together) or one event at a time.
      await assertFoldsAlike(store);
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  test('a deleted group and class keep their rows, marked deleted_at at the time of their deletion; their code and name can be used again', async () => {
    const store = await freshStore();
    const projector = new Projector({ pool, eventStore: store });
    try {
      const history = await startOnChart(projector, store, 9);

      const first = history.classTreeCreatedThenDeleted();
      await appendAll(store, first.requests, 1); // one command per append: several projector batches
      await runUntilHead(projector, store);
      // A new class with the deleted one's name and a new group with the deleted one's code, deleted
      // again: this time created and deleted in one batch.
      const second = history.classTreeCreatedThenDeleted({ name: first.name, code: first.code });
      await appendAll(store, second.requests);
      await runUntilHead(projector, store);

      const deletedAt = async (type: string, key: string, id: string) =>
        (await rows(`SELECT (metadata->>'occurredAt')::timestamptz AS at FROM events WHERE type = $1 AND data->>$2 = $3`, [type, key, id]))[0].at.toISOString();
      for (const tree of [first, second]) {
        const [group] = await rows('SELECT name, code, section, gl_class_id, account_count, updated_at, deleted_at FROM read_models.gl_groups WHERE id = $1', [tree.glGroupId]);
        assert.ok(group, 'the row of the deleted group stays');
        assert.deepEqual([group.name, group.code, group.section, group.gl_class_id, group.account_count], [first.name, first.code, 'operating', tree.glClassId, 0]);
        const groupDeletedAt = await deletedAt('GlGroupDeleted', 'glGroupId', tree.glGroupId);
        assert.equal(group.deleted_at.toISOString(), groupDeletedAt, 'deleted_at is the time of the event, not of the projection');
        assert.equal(group.updated_at.toISOString(), groupDeletedAt);

        const [glClass] = await rows('SELECT name, type, group_count, updated_at, deleted_at FROM read_models.gl_classes WHERE id = $1', [tree.glClassId]);
        assert.ok(glClass, 'the row of the deleted class stays');
        assert.deepEqual([glClass.name, glClass.type, glClass.group_count], [first.name, 'Expense', 0]);
        const classDeletedAt = await deletedAt('GlClassDeleted', 'glClassId', tree.glClassId);
        assert.equal(glClass.deleted_at.toISOString(), classDeletedAt);
        assert.equal(glClass.updated_at.toISOString(), classDeletedAt);
        assert.ok(classDeletedAt > groupDeletedAt);

        // The deleted account still resolves its group and class.
        const [account] = await rows(
          `SELECT g.id AS group_id, c.type FROM read_models.gl_accounts a JOIN read_models.gl_groups g ON g.id = a.gl_group_id JOIN read_models.gl_classes c ON c.id = g.gl_class_id
           WHERE a.id = $1 AND a.deleted_at IS NOT NULL`,
          [tree.glAccountId],
        );
        assert.deepEqual(account, { group_id: tree.glGroupId, type: 'Expense' });
      }
      const [marked] = await rows(`SELECT
        (SELECT count(*)::int FROM read_models.gl_groups WHERE deleted_at IS NOT NULL) AS groups,
        (SELECT count(*)::int FROM read_models.gl_classes WHERE deleted_at IS NOT NULL) AS classes,
        (SELECT count(*)::int FROM read_models.gl_groups WHERE code = $1) AS same_code,
        (SELECT count(*)::int FROM read_models.gl_classes WHERE name = $2) AS same_name,
        (SELECT count(*)::int FROM read_models.gl_groups WHERE deleted_at IS NULL) AS live_groups,
        (SELECT count(*)::int FROM read_models.gl_classes WHERE deleted_at IS NULL) AS live_classes`, [first.code, first.name]);
      assert.deepEqual(marked, { groups: 2, classes: 2, same_code: 2, same_name: 2, live_groups: STANDARD_GROUPS.length, live_classes: STANDARD_CHART.length });

      // The same log folded in one batch or one event at a time.
      await assertFoldsAlike(store);
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  test('a restarted projector continues from its checkpoint and applies nothing twice', async () => {
    const store = await freshStore();
    try {
      const history = new HistoryBuilder(4);
      const requests = [...history.registerAdmin(), ...history.initializeChart()];
      for (let i = 0; i < 200; i += 1) requests.push(...history.randomCommand());
      await appendAll(store, requests, 100);

      const first = new Projector({ databaseUrl: url, eventStore: store, batchSize: 64 });
      await first.start();
      await runUntilHead(first, store);
      await first.stop();
      const before = await dumpReadModels(pool);

      const second = new Projector({ databaseUrl: url, eventStore: store, batchSize: 64 });
      await second.start();
      assert.equal(second.position, first.position, 'resumes from the stored checkpoint');
      await sleep(300);
      assert.equal(second.eventsApplied, 0, 'nothing is re-applied');
      assert.deepEqual(await dumpReadModels(pool), before);

      const more: AppendRequest[] = [];
      for (let i = 0; i < 100; i += 1) more.push(...history.randomCommand());
      await appendAll(store, more, 20);
      await runUntilHead(second, store);
      await second.stop();
      assert.deepEqual(await dumpReadModels(pool), await projectFromScratch(url, store, VERIFY));
    } finally {
      await store.close();
    }
  });

  test('a second projector waits for the advisory lock and takes over', async () => {
    const store = await freshStore();
    const active = new Projector({ databaseUrl: url, eventStore: store });
    const waiting = new Projector({ pool, eventStore: store });
    const third = new Projector({ databaseUrl: url, eventStore: store });
    try {
      const history = new HistoryBuilder(5);
      await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);
      await active.start();
      let takenOver = false;
      const waitingStarted = waiting.start().then(() => (takenOver = true));
      await runUntilHead(active, store);
      await sleep(200);
      assert.equal(takenOver, false, 'the second projector waits');
      assert.equal(waiting.position, 0n);

      await active.stop();
      await waitingStarted;
      const more: AppendRequest[] = [];
      for (let i = 0; i < 30; i += 1) more.push(...history.postJournalEntry());
      await appendAll(store, more, 10);
      await runUntilHead(waiting, store);
      assert.equal(active.eventsApplied + waiting.eventsApplied, Number(await store.headPosition()));

      // A projector stopped while still waiting for the lock returns promptly.
      const thirdStarted = third.start();
      await sleep(100);
      await third.stop();
      await thirdStarted;
      assert.equal(third.eventsApplied, 0);
    } finally {
      await Promise.all([active.stop(), waiting.stop(), third.stop()]);
      await store.close();
    }
  });
});

describe('crash and resume', () => {
  test('kill -9 at random moments while events are appended: the read models equal a from-scratch projection', { timeout: 90_000 }, async () => {
    const store = await freshStore();
    const history = new HistoryBuilder(6);
    await appendAll(store, [...history.registerAdmin(), ...history.initializeChart()]);

    const children = new Set<ChildProcess>();
    const output: string[] = [];
    const outputOf = new Map<ChildProcess, string[]>();
    const spawnProjector = () => {
      const child = spawn(process.execPath, [join(__dirname, 'main.js')], {
        env: { ...process.env, DATABASE_URL: url, PROJECTOR_BATCH_SIZE: String(20 + Math.floor(Math.random() * 80)) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const own: string[] = [];
      outputOf.set(child, own);
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.on('data', (chunk) => {
          output.push(String(chunk));
          own.push(String(chunk));
        });
      }
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    };
    const killHard = async (child: ChildProcess) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    };

    try {
      let appending = true;
      const appender = (async () => {
        while (appending) {
          const requests: AppendRequest[] = [];
          const commands = 1 + Math.floor(Math.random() * 4);
          for (let i = 0; i < commands; i += 1) requests.push(...history.randomCommand());
          await store.append(requests);
          await sleep(Math.random() * 3);
        }
      })();

      let current = spawnProjector();
      let kills = 0;
      const until = Date.now() + 9_000;
      while (Date.now() < until) {
        await sleep(250 + Math.random() * 900);
        if (kills % 3 === 1) {
          // A standby waits on the advisory lock and takes over when the active one dies.
          const standby = spawnProjector();
          const waitUntil = Date.now() + 10_000;
          while (!outputOf.get(standby)!.join('').includes('waiting for its advisory lock') && Date.now() < waitUntil) await sleep(20);
          await sleep(Math.random() * 200);
          await killHard(current);
          current = standby;
        } else {
          await killHard(current);
          current = spawnProjector();
        }
        kills += 1;
      }
      appending = false;
      await appender;
      assert.ok(kills >= 5, `killed ${kills} times`);
      assert.match(output.join(''), /waiting for its advisory lock/, 'a standby projector waited on the lock');

      const head = await store.headPosition();
      const deadline = Date.now() + 30_000;
      while ((await readCheckpoint(pool)) < head && Date.now() < deadline) await sleep(100);
      assert.equal(await readCheckpoint(pool), head, `caught up after restarts\n${output.join('')}`);

      const graceful = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)));
      current.kill('SIGTERM');
      assert.equal(await graceful, 0, 'SIGTERM stops the projector cleanly');

      const live = await dumpReadModels(pool);
      const scratch = await projectFromScratch(url, store, VERIFY);
      assert.deepEqual(live, scratch);

      const [entries] = await rows(`SELECT count(entry_number)::int AS n, max(entry_number)::int AS last,
        (SELECT count(*)::int FROM events WHERE type = 'JournalEntryPosted') AS posted FROM read_models.journal_entries`);
      assert.equal(entries.n, entries.posted);
      assert.equal(entries.last, entries.posted, 'entry numbers are gap-free');
    } finally {
      await Promise.all([...children].map(killHard));
      await store.close();
    }
  });
});

describe('rebuild', () => {
  test('replays into read_models_next and swaps identical tables in, while the live projector keeps running', { timeout: 60_000 }, async () => {
    const store = await freshStore();
    const live = new Projector({ databaseUrl: url, eventStore: store, batchSize: 200 });
    try {
      const history = new HistoryBuilder(7);
      const requests = [...history.registerAdmin(), ...history.initializeChart()];
      for (let i = 0; i < 3000; i += 1) requests.push(...history.randomCommand());
      await appendAll(store, requests, 500);
      await live.start();
      await runUntilHead(live, store);

      // 1. Quiet log: the rebuilt tables are identical to the live ones.
      const before = await dumpReadModels(pool);
      const indexes = `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'read_models' ORDER BY indexname`;
      const migratedIndexes = await rows(indexes);
      const progress: RebuildProgress[] = [];
      const quiet = await rebuildReadModels({ databaseUrl: url, eventStore: store, onProgress: (p) => progress.push(p), progressIntervalMs: 50 });
      assert.equal(quiet.position, await store.headPosition());
      assert.deepEqual(await dumpReadModels(pool), before);
      assert.deepEqual([...new Set(progress.map((p) => p.phase))], ['migrating', 'replaying', 'indexing', 'swapping', 'done']);
      // The secondary indexes, dropped for the replay, are all back as the migrations define them.
      assert.ok(migratedIndexes.some((index) => index.indexname === 'journal_lines_account_id_date_index'));
      assert.deepEqual(await rows(indexes), migratedIndexes);
      const [{ count }] = await rows('SELECT count(*)::int AS count FROM events');
      assert.equal(progress.at(-1)!.events, count);
      const [{ next }] = await rows(`SELECT to_regnamespace('read_models_next') AS next`);
      assert.equal(next, null, 'read_models_next was renamed into place');

      // 2. Busy log: appends continue during the rebuild and the live projector resumes after the swap.
      let appending = true;
      const appender = (async () => {
        while (appending) {
          await store.append([...history.randomCommand(), ...history.randomCommand()]);
          await sleep(2);
        }
      })();
      await sleep(200);
      const busy = await rebuildReadModels({ databaseUrl: url, eventStore: store });
      await sleep(300);
      appending = false;
      await appender;
      assert.ok(busy.position > quiet.position);
      await runUntilHead(live, store);
      assert.equal(await readCheckpoint(pool), await store.headPosition());
      assert.deepEqual(await dumpReadModels(pool), await projectFromScratch(url, store, VERIFY));
    } finally {
      await live.stop();
      await store.close();
    }
  });
});
