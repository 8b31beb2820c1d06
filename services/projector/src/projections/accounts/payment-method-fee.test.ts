import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import knexFactory from 'knex';
import { Pool } from 'pg';
import { paymentMethodStream, uuidv7 } from '@dealer/domain';
import { PostgresEventStore } from '@dealer/event-store';
import { migrateReadModels, migrationConfig } from '@dealer/read-models';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { quoteIdent } from '../../sql';

/** Its own database: other projector test files reset theirs. */
const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_payment_fees`;
  return parsed.toString();
})();
const PROJECTED = 'fees_projected';
const MIGRATED = 'fees_migrated';
const MIGRATION = '20261124000100_payment_method_fee_hundredths.js';

let pool: Pool;
let store: PostgresEventStore;

before(async () => {
  await resetDatabase(url, [PROJECTED, MIGRATED]);
  pool = new Pool({ connectionString: url, max: 2 });
  store = new PostgresEventStore(url);
});

after(async () => {
  await store?.close();
  await pool?.end();
});

const metadata = (schemaVersion: number) => ({ userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: '2025-06-01T10:00:00.000Z', schemaVersion });
const profile = { paymentAccount: 'Card Settlement', accountId: uuidv7(), type: 'Card', status: 'active', processingFeeAccountId: null, isDefault: false, details: { cardType: 'Visa' } };

describe('payment method processing fee in hundredths of a percent', () => {
  test('an event stored with processingFeeTenths (schema version 1) projects as hundredths; a new one as written', async () => {
    const old = uuidv7();
    const current = uuidv7();
    await store.append([
      { stream: paymentMethodStream(old), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: 'PaymentMethodCreated', data: { paymentMethodId: old, name: 'Old Visa', ...profile, processingFeeTenths: 25 }, metadata: metadata(1) }] },
      { stream: paymentMethodStream(current), expectedRevision: 'no_stream', events: [{ id: uuidv7(), type: 'PaymentMethodCreated', data: { paymentMethodId: current, name: 'New Visa', ...profile, processingFeeHundredths: 185 }, metadata: metadata(2) }] },
    ]);
    await store.append([
      { stream: paymentMethodStream(old), expectedRevision: 0, events: [{ id: uuidv7(), type: 'PaymentMethodUpdated', data: { paymentMethodId: old, name: 'Old Visa', ...profile, processingFeeTenths: 18 }, metadata: metadata(1) }] },
    ]);
    const [stored] = (await pool.query('SELECT data FROM public.events WHERE stream_name = $1 ORDER BY stream_revision DESC LIMIT 1', [paymentMethodStream(old)])).rows;
    assert.equal(stored.data.processingFeeTenths, 18, 'the stored event is not rewritten');
    assert.equal((await store.readStream(paymentMethodStream(old)))[1].data.processingFeeHundredths, 180, 'it is read as 180 hundredths');

    const dump = await projectFromScratch(url, store, PROJECTED);
    const fees = Object.fromEntries((dump.payment_methods as { id: string; processing_fee_hundredths: number }[]).map((row) => [row.id, row.processing_fee_hundredths]));
    assert.deepEqual(fees, { [old]: 180, [current]: 185 });
  });

  test('the migration turns the stored tenths into hundredths', async () => {
    await migrateReadModels(url, MIGRATED);
    const knex = knexFactory({ client: 'pg', connection: url, searchPath: [MIGRATED], pool: { min: 0, max: 1 }, migrations: migrationConfig(MIGRATED) });
    try {
      // The schema as it was before the migration, holding a fee of 1.8% and one of 0%.
      await knex.migrate.down({ name: MIGRATION });
      const table = `${quoteIdent(MIGRATED)}.payment_methods`;
      const [withFee, withoutFee] = [uuidv7(), uuidv7()];
      await knex.raw(`INSERT INTO ${table} (id, name, processing_fee_tenths) VALUES (?, 'bKash', 18), (?, 'Cash', 0)`, [withFee, withoutFee]);
      await knex.migrate.latest();
      const rows: { id: string; processing_fee_hundredths: number }[] = (await knex.raw(`SELECT id, processing_fee_hundredths FROM ${table}`)).rows;
      assert.deepEqual(Object.fromEntries(rows.map((row) => [row.id, row.processing_fee_hundredths])), { [withFee]: 180, [withoutFee]: 0 });
    } finally {
      await knex.destroy();
      await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(MIGRATED)} CASCADE`);
    }
  });
});
