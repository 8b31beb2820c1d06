import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Pool } from 'pg';
import {
  createSupplier,
  createVehicle,
  deleteSupplier,
  deleteVehicle,
  foldStream,
  SUPPLIER_NAME_SCOPE,
  supplierStream,
  updateSupplier,
  updateVehicle,
  uuidv7,
  VEHICLE_IDENTITY_SCOPE,
  vehicleIdentity,
  vehicleStream,
  type DomainEvent,
  type SupplierState,
  type VehicleState,
} from '@dealer/domain';
import { PostgresEventStore, type AppendRequest, type RecordedEvent } from '@dealer/event-store';
import { migrateReadModels } from '@dealer/read-models';
import { applyEvent, createBatch, flushBatch } from '../index';
import { StatementList } from '../statements';
import { PipelinedStatements } from '../../pipelined-statements';
import { projectFromScratch, resetDatabase, TEST_DATABASE_URL } from '../../testing/database';
import { appendAll, HistoryBuilder } from '../../testing/history';
import { quoteIdent } from '../../sql';
import { catalogIdsOf, INVENTORY_CATALOG_HISTORY_STEPS } from './history-steps';

/** Its own database: other projector test files reset theirs. */
const url = (() => {
  const parsed = new URL(TEST_DATABASE_URL);
  parsed.pathname = `${parsed.pathname}_inventory_catalog`;
  return parsed.toString();
})();
const SCHEMAS = ['catalog_batched', 'catalog_single', 'catalog_random', 'catalog_random_single', 'catalog_counters'];

let pool: Pool;
let store: PostgresEventStore;

before(async () => {
  await resetDatabase(url, SCHEMAS);
  pool = new Pool({ connectionString: url, max: 2 });
  store = new PostgresEventStore(url);
});

after(async () => {
  await store?.close();
  await pool?.end();
});

type Row = Record<string, any>;
const byId = (rows: unknown[]) => new Map((rows as Row[]).map((row) => [row.id, row]));
const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

describe('vehicles and suppliers', () => {
  const history = new HistoryBuilder(3, Date.parse('2026-02-01T04:00:00.000Z'), INVENTORY_CATALOG_HISTORY_STEPS);
  const requests: AppendRequest[] = [];
  const times: Record<string, string> = {};
  const step = (decided: AppendRequest[], what: string) => {
    assert.ok(decided.length > 0, `${what} was decided`);
    times[what] = decided[0].events[0].metadata.occurredAt;
    requests.push(...decided);
  };
  const fz = uuidv7();
  const pulsar = uuidv7();
  const rangs = uuidv7();
  const runner = uuidv7();
  const fzFields = { name: 'Yamaha FZ-S', model: 'V3 ABS', year: 2024, type: 'Motorcycle', color: 'Racing Blue', engineCapacity: '149 cc', fuelType: 'Petrol' };
  const pulsarFields = { name: 'Bajaj Pulsar', model: 'N160', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '164.82 cc', fuelType: 'Petrol' };
  const rangsFields = { name: 'Rangs Motors', contactPerson: 'Karim Ahmed', phone: '01711000000', email: 'orders@rangs.example', address: 'Tejgaon, Dhaka', notes: '' };
  const runnerFields = { ...rangsFields, name: 'Runner Automobiles', email: 'sales@runner.example' };
  let batched: Record<string, unknown[]>;
  let single: Record<string, unknown[]>;

  before(async () => {
    const vehicle = (id: string) => history.fold<VehicleState>(vehicleStream(id));
    const supplier = (id: string) => history.fold<SupplierState>(supplierStream(id));
    step(history.commit(createVehicle({ vehicleId: fz, ...fzFields }, { vehicle: vehicle(fz), identity: history.unique(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(fzFields)) })), 'FZ-S added');
    step(history.commit(createVehicle({ vehicleId: pulsar, ...pulsarFields }, { vehicle: vehicle(pulsar), identity: history.unique(VEHICLE_IDENTITY_SCOPE, vehicleIdentity(pulsarFields)) })), 'Pulsar added');
    step(history.commit(updateVehicle({ vehicleId: fz, color: 'Matte Black', year: 2025 }, { vehicle: vehicle(fz), identity: history.unique(VEHICLE_IDENTITY_SCOPE, vehicleIdentity({ ...fzFields, year: 2025 })) })), 'FZ-S edited');
    step(history.commit(deleteVehicle({ vehicleId: pulsar }, { vehicle: vehicle(pulsar) })), 'Pulsar deleted');
    step(history.commit(createSupplier({ supplierId: rangs, ...rangsFields }, { supplier: supplier(rangs), name: history.unique(SUPPLIER_NAME_SCOPE, rangsFields.name) })), 'Rangs added');
    step(history.commit(createSupplier({ supplierId: runner, ...runnerFields, isActive: false }, { supplier: supplier(runner), name: history.unique(SUPPLIER_NAME_SCOPE, runnerFields.name) })), 'Runner added inactive');
    step(history.commit(updateSupplier({ supplierId: rangs, isActive: false }, { supplier: supplier(rangs), name: history.unique(SUPPLIER_NAME_SCOPE, 'Rangs Motors') })), 'Rangs deactivated');
    step(history.commit(updateSupplier({ supplierId: rangs, name: 'Rangs Ltd', notes: 'Yamaha distributor', bin: '0001234567890', isActive: true }, { supplier: supplier(rangs), name: history.unique(SUPPLIER_NAME_SCOPE, 'Rangs Ltd') })), 'Rangs renamed and activated');
    step(history.commit(deleteSupplier({ supplierId: runner, purchaseCount: 0, openPayableCount: 0 }, { supplier: supplier(runner) })), 'Runner deleted');
    await appendAll(store, requests);
    batched = await projectFromScratch(url, store, 'catalog_batched');
    single = await projectFromScratch(url, store, 'catalog_single', 1);
  });

  test('a vehicle row holds its last edit; a deleted one keeps its row with deleted_at', () => {
    const rows = byId(batched.vehicles);
    const edited = rows.get(fz)!;
    assert.deepEqual(
      { ...edited, created_at: instant(edited.created_at), updated_at: instant(edited.updated_at) },
      {
        id: fz,
        name: 'Yamaha FZ-S',
        model: 'V3 ABS',
        year: 2025,
        type: 'Motorcycle',
        color: 'Matte Black',
        engine_capacity: '149 cc',
        fuel_type: 'Petrol',
        created_at: times['FZ-S added'],
        updated_at: times['FZ-S edited'],
        deleted_at: null,
      },
    );
    assert.equal(instant(rows.get(pulsar)!.deleted_at), times['Pulsar deleted']);
    assert.equal(rows.get(pulsar)!.name, 'Bajaj Pulsar');
  });

  test('a supplier row follows edits and the toggle, starts with no purchases or payables, and a deleted one keeps its row', () => {
    const rows = byId(batched.suppliers);
    const renamed = rows.get(rangs)!;
    assert.deepEqual(
      { ...renamed, created_at: instant(renamed.created_at), updated_at: instant(renamed.updated_at) },
      {
        id: rangs,
        name: 'Rangs Ltd',
        contact_person: 'Karim Ahmed',
        phone: '01711000000',
        email: 'orders@rangs.example',
        address: 'Tejgaon, Dhaka',
        notes: 'Yamaha distributor',
        bin: '0001234567890',
        is_active: true,
        purchase_count: 0,
        open_payable_count: 0,
        created_at: times['Rangs added'],
        updated_at: times['Rangs renamed and activated'],
        deleted_at: null,
      },
    );
    const deleted = rows.get(runner)!;
    assert.equal(deleted.is_active, false);
    assert.equal(instant(deleted.deleted_at), times['Runner deleted']);
  });

  test('one event per batch projects the same rows as one batch for all', () => {
    assert.deepEqual(single.vehicles, batched.vehicles);
    assert.deepEqual(single.suppliers, batched.suppliers);
  });
});

describe('a random history of vehicles and suppliers', () => {
  test('every row is the domain fold of its stream, whatever the batch size', async () => {
    // The log already holds the two vehicles and two suppliers of the history above.
    const history = new HistoryBuilder(29, Date.parse('2026-03-01T04:00:00.000Z'), INVENTORY_CATALOG_HISTORY_STEPS);
    const requests: AppendRequest[] = [];
    for (let index = 0; index < 400; index += 1) requests.push(...history.randomCommand());
    await appendAll(store, requests, 50);
    const dump = await projectFromScratch(url, store, 'catalog_random');
    const singly = await projectFromScratch(url, store, 'catalog_random_single', 3);
    assert.deepEqual(singly.vehicles, dump.vehicles);
    assert.deepEqual(singly.suppliers, dump.suppliers);

    const ids = catalogIdsOf(history);
    const vehicles = byId(dump.vehicles);
    const suppliers = byId(dump.suppliers);
    assert.equal(vehicles.size, ids.vehicles.length + 2);
    assert.equal(suppliers.size, ids.suppliers.length + 2);
    let deleted = 0;
    let inactive = 0;
    for (const id of ids.vehicles) {
      const state = history.fold<VehicleState>(vehicleStream(id));
      const row = vehicles.get(id)!;
      assert.deepEqual(
        [row.name, row.model, row.year, row.type, row.color, row.engine_capacity, row.fuel_type, row.deleted_at !== null],
        [state.name, state.model, state.year, state.type, state.color, state.engineCapacity, state.fuelType, state.status === 'deleted'],
      );
      if (state.status === 'deleted') deleted += 1;
    }
    for (const id of ids.suppliers) {
      const state = history.fold<SupplierState>(supplierStream(id));
      const row = suppliers.get(id)!;
      assert.deepEqual(
        [row.name, row.contact_person, row.phone, row.email, row.address, row.notes, row.bin, row.is_active, row.deleted_at !== null],
        [state.name, state.contactPerson, state.phone, state.email, state.address, state.notes, state.bin, state.isActive, state.status === 'deleted'],
      );
      if (state.status === 'deleted') deleted += 1;
      if (!state.isActive) inactive += 1;
    }
    assert.ok(ids.vehicles.length > 20 && ids.suppliers.length > 20, 'the history made vehicles and suppliers');
    assert.ok(deleted > 0 && inactive > 0, 'the history deleted and deactivated some');
  });
});

describe("the suppliers' purchase and open payable counters", () => {
  test('moved by another handler in the same batch as the supplier is created, and in later batches', async () => {
    const schema = 'catalog_counters';
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await migrateReadModels(url, schema);
    const supplierId = uuidv7();
    const recorded = (event: DomainEvent, revision: number): RecordedEvent => ({
      id: uuidv7(),
      type: event.type,
      data: event.data,
      metadata: { userId: uuidv7(), correlationId: uuidv7(), causationId: uuidv7(), occurredAt: '2026-04-01T06:00:00.000Z', schemaVersion: 1 },
      streamName: supplierStream(supplierId),
      streamRevision: revision,
      globalPosition: BigInt(revision + 1),
    });
    const created = createSupplier(
      { supplierId, name: 'Walton Parts', contactPerson: 'Rafiq', phone: '01800000000', email: 'parts@walton.example', address: 'Gazipur' },
      { supplier: foldStream<SupplierState>(supplierStream(supplierId), []), name: { ownerId: null } },
    )[0].events[0];
    const flush = async (batch: ReturnType<typeof createBatch>) => {
      const statements = new StatementList();
      flushBatch(batch, statements, schema);
      const client = await pool.connect();
      try {
        const transaction = new PipelinedStatements([['BEGIN'], ...statements.statements, ['COMMIT']]);
        client.query(transaction as never);
        await transaction.done;
      } finally {
        client.release();
      }
    };
    const counts = async () =>
      (await pool.query(`SELECT purchase_count, open_payable_count FROM ${quoteIdent(schema)}.suppliers WHERE id = $1`, [supplierId])).rows[0];

    // What the purchases projection will do: a purchase received in the batch that creates the supplier.
    const first = createBatch();
    assert.equal(applyEvent(first, recorded(created, 0)), true);
    first.inventoryCatalog.suppliers.add(supplierId, 'purchase_count', 1);
    first.inventoryCatalog.suppliers.add(supplierId, 'open_payable_count', 1);
    first.inventoryCatalog.suppliers.add(supplierId, 'purchase_count', 1);
    await flush(first);
    assert.deepEqual(await counts(), { purchase_count: 2, open_payable_count: 1 });

    // Later: the payable paid off, one purchase deleted.
    const second = createBatch();
    second.inventoryCatalog.suppliers.add(supplierId, 'open_payable_count', -1);
    second.inventoryCatalog.suppliers.add(supplierId, 'purchase_count', -1);
    await flush(second);
    assert.deepEqual(await counts(), { purchase_count: 1, open_payable_count: 0 });
  });
});
