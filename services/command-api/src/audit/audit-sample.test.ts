import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { signedInUser } from '../users/role-users';
import { purchasingWorld, today, daysFrom, type PurchasingWorld } from '../inventory/purchases/purchasing.test-helper';

const SMALL_INVOICES = 30;
const SEEDS = Array.from({ length: 40 }, (_, index) => `seed-${index}`);

/**
 * Reproducible audit sampling (issue 28, item 5): thirty ৳100 invoices and one of ৳1,00,000, each
 * paid in cash; samples of invoices, payments and journal entries by random and monetary-unit draws.
 */
describe('audit sampling', () => {
  let app: TestApp;
  let world: PurchasingWorld;
  let adminId: string;
  let bigInvoiceId: string;
  const day = today();

  const sample = async (query: string, token?: string) => app.request('GET', `/api/audit/sample?${query}`, token === undefined ? {} : { token });
  const drawn = async (query: string) => {
    const answer = await sample(query);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data;
  };

  before(async () => {
    app = await startTestApp();
    world = await purchasingWorld(app, 100_000);
    adminId = (await app.request('GET', '/api/auth/profile')).body.data.user._id;
    const cash = world.method.Cash;
    const customer = (await world.ok('POST', '/api/customers', { name: 'Salma Akter', phone: '01711000002', address: 'Uttara, Dhaka' }))._id;
    const lube = await world.product({ name: 'Chain Lube', type: 'Accessories', salePrice: 100, cost: 60, stock: 100 });
    const kit = await world.product({ name: 'Engine Kit', type: 'Accessories', salePrice: 100_000, cost: 60_000, stock: 2 });
    for (let index = 0; index < SMALL_INVOICES; index += 1) {
      if (index === 12) {
        const big = await world.ok('POST', '/api/invoices', { customer, items: [{ product: kit, quantity: 1 }], payments: [{ method: cash, amount: 100_000 }] });
        bigInvoiceId = big._id;
      }
      await world.ok('POST', '/api/invoices', { customer, items: [{ product: lube, quantity: 1 }], payments: [{ method: cash, amount: 100 }] });
    }
  });
  after(async () => app.close());

  it('draws the same sample from the same seed, another from another seed, each item with its document, who recorded it and its events', async () => {
    const first = await drawn(`population=invoices&startDate=${day}&endDate=${day}&size=5&seed=audit-2026`);
    const again = await drawn(`population=invoices&startDate=${day}&endDate=${day}&size=5&seed=audit-2026`);
    assert.deepEqual(first, again);
    assert.deepEqual(first.population, { kind: 'invoices', startDate: day, endDate: day, count: SMALL_INVOICES + 1, totalAmount: SMALL_INVOICES * 100 + 100_000 });
    assert.equal(first.seed, 'audit-2026');
    assert.equal(first.method, 'random');
    assert.equal(first.items.length, 5);
    assert.equal(new Set(first.items.map((item: any) => item._id)).size, 5, 'drawn without replacement');

    const other = await drawn(`population=invoices&startDate=${day}&endDate=${day}&size=5&seed=audit-2027`);
    assert.notDeepEqual(other.items.map((item: any) => item._id), first.items.map((item: any) => item._id));

    const [item] = first.items;
    assert.match(item.documentNumber, /^INV-\d{6}$/);
    assert.equal(item.date, day);
    assert.ok(item.amount === 100 || item.amount === 100_000);
    assert.deepEqual(item.recordedBy.userId, adminId);
    assert.equal(typeof item.recordedBy.userName, 'string');
    assert.ok(!Number.isNaN(Date.parse(item.recordedAt)));
    assert.equal(item.link.path, `/sales/invoices/view/${item._id}`);
    assert.equal(item.source.stream, `invoice-${item._id}`);
    assert.ok(item.events.some((event: any) => event.type === 'InvoiceIssued' && event.stream === `invoice-${item._id}` && event.by.userId === adminId));
    for (let index = 1; index < item.events.length; index += 1) assert.ok(item.events[index].position > item.events[index - 1].position, 'events oldest first');
    // Items come in population order (date, number), each with its draw's number.
    const positions = first.items.map((entry: any) => entry.populationPosition);
    assert.deepEqual(positions, [...positions].sort((left, right) => left - right));
    assert.deepEqual(first.items.map((entry: any) => entry.drawNumber).sort(), [1, 2, 3, 4, 5]);
  });

  it('answers a new seed when none is given, takes an integer seed, and a size past the population draws all of it', async () => {
    const unseeded = await drawn('population=invoices&size=3');
    assert.match(unseeded.seed, /^\d{9}$/);
    const replayed = await drawn(`population=invoices&size=3&seed=${unseeded.seed}`);
    assert.deepEqual(replayed.items, unseeded.items);
    assert.equal((await drawn('population=invoices&size=3&seed=12345')).seed, '12345');
    const everything = await drawn('population=invoices&size=500&seed=all');
    assert.equal(everything.items.length, SMALL_INVOICES + 1);
    const none = await drawn(`population=invoices&startDate=${daysFrom(day, 1)}&endDate=${daysFrom(day, 2)}&seed=x`);
    assert.deepEqual([none.population.count, none.population.totalAmount, none.items], [0, 0, []]);
  });

  it('refuses a size out of 1–500, a bad seed, population, method or date with a 400 naming the field', async () => {
    const refusals: [string, string][] = [
      ['population=invoices&size=0', 'size'],
      ['population=invoices&size=501', 'size'],
      ['population=invoices&size=2.5', 'size'],
      ['population=invoices&size=ten', 'size'],
      [`population=invoices&seed=${'x'.repeat(65)}`, 'seed'],
      ['population=invoices&seed=', 'seed'],
      ['population=invoices&seed=a%01b', 'seed'],
      ['population=customers', 'population'],
      ['size=5', 'population'],
      ['population=invoices&method=stratified', 'method'],
      ['population=invoices&startDate=2026-02-30', 'startDate'],
      ['population=invoices&endDate=yesterday', 'endDate'],
      ['population=invoices&startDate=2026-03-02&endDate=2026-03-01', 'endDate'],
    ];
    for (const [query, field] of refusals) {
      const answer = await sample(query);
      assert.equal(answer.status, 400, `${query}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.success, false);
      assert.ok(answer.body.errors?.[field], `${query} names ${field}: ${JSON.stringify(answer.body)}`);
    }
  });

  it('monetary-unit sampling always draws an amount larger than the interval, where a random draw seldom does', async () => {
    let drawnByUnits = 0;
    let drawnAtRandom = 0;
    for (const seed of SEEDS) {
      const units = await drawn(`population=invoices&size=5&method=monetary-unit&seed=${seed}`);
      // Interval ৳1,03,000 ÷ 5 = ৳20,600 < ৳1,00,000: four or five of the five points fall on the big invoice.
      assert.equal(units.samplingInterval, 20_600);
      const big = units.items.find((item: any) => item._id === bigInvoiceId);
      if (big) drawnByUnits += 1;
      assert.ok(big && big.hits >= 4, `seed ${seed}: ${JSON.stringify(units.items.map((item: any) => [item.amount, item.hits]))}`);
      assert.equal(units.items.reduce((sum: number, item: any) => sum + item.hits, 0), 5);
      const random = await drawn(`population=invoices&size=5&seed=${seed}`);
      if (random.items.some((item: any) => item._id === bigInvoiceId)) drawnAtRandom += 1;
    }
    assert.equal(drawnByUnits, SEEDS.length);
    // At random each draw takes it with probability 5/31: about 6 of 40; all 40 has probability (5/31)^40.
    assert.ok(drawnAtRandom < SEEDS.length / 2, `drawn at random ${drawnAtRandom} times of ${SEEDS.length}`);
  });

  it('samples payments (with the invoice they were taken on) and posted journal entries', async () => {
    const payments = await drawn('population=payments&size=500&seed=p');
    assert.equal(payments.population.count, SMALL_INVOICES + 1);
    assert.equal(payments.population.totalAmount, SMALL_INVOICES * 100 + 100_000);
    const bigPayment = payments.items.find((item: any) => item.amount === 100_000);
    assert.equal(bigPayment.kind, 'invoice-payment');
    assert.equal(bigPayment.source.id, bigInvoiceId);
    assert.equal(bigPayment.source.path, `/sales/invoices/view/${bigInvoiceId}?tab=payments`);
    assert.match(bigPayment.documentNumber, /^Payment on INV-\d{6}$/);

    const entries = await drawn('population=journal-entries&size=500&seed=j');
    const { rows } = await app.pool.query(`select count(*)::int as count from read_models.journal_entries where status <> 'Draft'`);
    assert.equal(entries.population.count, rows[0].count);
    assert.ok(entries.population.count > SMALL_INVOICES, 'the capital and every invoice posted an entry');
    const bigEntry = entries.items.find((item: any) => item.source.stream === `invoice-${bigInvoiceId}`);
    assert.ok(bigEntry, 'the big invoice’s entry names the invoice as its source');
    assert.equal(bigEntry.source.path, `/sales/invoices/view/${bigInvoiceId}`);
    assert.match(bigEntry.link.path, /^\/accounts\/journal-entries\?search=JE-\d{6}$/);
    assert.ok(bigEntry.events.some((event: any) => event.type === 'InvoiceIssued'));
  });

  it('is for the auditor, the accountant and the administrator; Sales and the storekeeper are refused', async () => {
    for (const role of ['Auditor', 'Accountant'] as const) {
      const user = await signedInUser(app, role);
      assert.equal((await sample('population=invoices&size=2&seed=r', user.token)).status, 200, role);
    }
    for (const role of ['Sales', 'Storekeeper'] as const) {
      const user = await signedInUser(app, role);
      const refused = await sample('population=invoices&size=2&seed=r', user.token);
      assert.equal(refused.status, 403, role);
      assert.match(refused.body.message, new RegExp(`Your role \\(${role}\\)`));
    }
  });
});
