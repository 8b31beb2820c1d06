// `npm run bench -- sales` (issue 12, item 6): the sales counter's commands over HTTP, and its
// lists over a store of 100,000 invoices. Run by scripts/bench.js, whose machinery it is given.
// `npm run bench -- sales commands` or `… sales store` runs one half (`… sales products`: the products invoices alone).
'use strict';
const { randomUUID } = require('node:crypto');

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
const daysBefore = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A small seeded generator (mulberry32): the same store every run. */
function seededRandom(seed) {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where each process's CPU went, per command, as the other command benches print it. */
function printCommandRun(label, result) {
  console.log(`\n${label}, ${result.clients} concurrent clients, idempotency and read-your-writes on`);
  console.log(`  ${result.commands} invoices in ${result.seconds.toFixed(2)} s: ${result.commandsPerSecond.toFixed(0)} commands/s`);
  console.log(`  latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, failures ${result.failures}${result.firstFailure ? ` (first: ${result.firstFailure})` : ''}`);
  const processes = Object.entries(result.cpu).filter(([name]) => !name.startsWith(' '));
  if (processes.length) console.log(`  CPU ms per command: ${processes.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')} (total ${processes.reduce((sum, [, ms]) => sum + ms, 0).toFixed(2)})`);
  const postgres = Object.entries(result.cpu).filter(([name]) => name.startsWith(' ')).map(([name, ms]) => `${name.trim().replace('PostgreSQL for ', '')} ${ms.toFixed(2)}`).join(', ');
  if (postgres) console.log(`    PostgreSQL by client: ${postgres}`);
}

/**
 * Invoices over HTTP, 16 clients: a 3-line products invoice paid by two methods (cash and a card
 * with a 1.85% fee), then a motorcycle invoice applying a booking (its booking money as the
 * locked row, the rest in cash; every second one leaves ৳20,000 due, a receivable). The units
 * and bookings are made first, over HTTP too, outside the timed part. BENCH_COMMANDS sets how
 * many invoices each run sends (default 4,000).
 */
async function benchInvoiceCommands({ scratchDatabase, startBenchApp, loadTest, cpuPerCommand }, { clients = 16, commands = Number(process.env.BENCH_COMMANDS) || 4000, warmup = 200, motorcycleRun = true } = {}) {
  const database = await scratchDatabase('dealer_bench_sales');
  const { running, call } = await startBenchApp(database.url);
  try {
    // Setup: 202 is saved too (read-your-writes gave up waiting for the projector, as it may on a loaded machine).
    const made = async (path, body) => {
      const response = await call('POST', path, body);
      if (response.status !== 201 && response.status !== 202) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.data._id;
    };
    /** Setup over HTTP with `clients` at a time: `count` calls of `make(index)`, their ids in order. */
    const madeMany = async (count, make) => {
      const ids = new Array(count);
      let next = 0;
      await Promise.all(Array.from({ length: clients }, async () => {
        while (next < count) {
          const index = next++;
          ids[index] = await make(index);
        }
      }));
      return ids;
    };
    await call('POST', '/api/accounts/initialize');
    const chart = (await call('GET', '/api/accounts/chart-of-accounts')).body.data;
    const account = Object.fromEntries(chart.accounts.map((row) => [row.code, row._id]));
    const methods = (await call('GET', '/api/accounts/payment-methods?limit=100')).body.data.paymentMethods;
    const method = Object.fromEntries(methods.map((row) => [row.name, row._id]));
    const card = await made('/api/accounts/payment-methods', { name: 'Visa Card', paymentAccount: 'Card Settlement Account', account: account['1105'], type: 'Card', details: { cardType: 'Visa' }, processingFee: 1.85 });
    const customers = await madeMany(50, (index) => made('/api/customers', { name: `Bench Customer ${index}`, phone: `0171${String(index).padStart(7, '0')}`, address: 'Mirpur, Dhaka' }));
    const vehicle = await made('/api/vehicles', { name: 'Bench Bike', model: 'B1', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' });
    const parts = [];
    for (const [name, type, salePrice, cost] of [['Brake Pad', 'Spare Parts', 1200, 800], ['Chain Lube', 'Accessories', 500, 300], ['Helmet', 'Accessories', 3500, 2500]]) {
      const id = await made('/api/products', { name, model: 'Standard', type, sku: `BS-${name}`, compatibility: type === 'Spare Parts' ? [vehicle] : [], salePrice, cost, stock: 1_000_000 });
      parts.push({ id, salePrice });
    }
    const databaseName = new URL(database.url).pathname.slice(1);
    const measured = (count, work) => cpuPerCommand(running.processes, databaseName, count, work);
    /** loadTest of `request` (201 is a success), keeping the first failure's answer: a bench that fails says why. */
    const run = async (count, request) => {
      let firstFailure;
      const result = await loadTest({
        clients, commands: count,
        makeRequest: async (index) => {
          const response = await request(index);
          if (response.status !== 201 && !firstFailure) firstFailure = `${response.status} ${response.body?.message}`;
          return response.status === 201;
        },
      });
      return { ...result, firstFailure };
    };

    // 1. Three lines (quantities 1–3), split between cash and the card.
    const productsInvoice = (index) => {
      const quantities = [1 + (index % 3), 1 + ((index >> 1) % 2), 1];
      const items = parts.map((part, line) => ({ product: part.id, quantity: quantities[line], unitPrice: part.salePrice }));
      const total = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
      const byCard = 1000 + (index % 5) * 100;
      return call('POST', '/api/invoices', { customer: customers[index % customers.length], items, payments: [{ method: method.Cash, amount: total - byCard }, { method: card, amount: byCard }] });
    };
    await run(warmup, (index) => productsInvoice(commands + index));
    const products = await measured(commands, () => run(commands, productsInvoice));
    if (!motorcycleRun) return { products };

    // 2. Units and bookings first (untimed): each booking reserves its unit for its customer.
    const motorcycle = await made('/api/products', { name: 'Yamaha FZ-S', model: 'V3 ABS', type: 'Motorcycle', salePrice: 250000, cost: 0, stock: 0 });
    const total = commands + warmup;
    const setupStarted = process.hrtime.bigint();
    const units = await madeMany(total, (index) => made('/api/products/motorcycles', { status: 'Available', color: 'Racing Blue', productId: motorcycle, chassisNo: `BCH${index}`, engineNo: `BEN${index}`, purchasePrice: 180000 }));
    const bookings = await madeMany(total, (index) => made('/api/bookings', { customer: customers[index % customers.length], amount: 50000, method: method.Cash, description: 'Motorcycle reservation', status: 'Confirmed', motorcycleId: units[index] }));
    const setupSeconds = Number(process.hrtime.bigint() - setupStarted) / 1e9;
    const motorcycleInvoice = (index) => call('POST', '/api/invoices', {
      customer: customers[index % customers.length],
      items: [{ key: units[index], motorcycleId: units[index], quantity: 1, unitPrice: 250000 }],
      bookingId: bookings[index],
      payments: [{ method: method['Booking Money'], amount: 50000 }, { method: method.Cash, amount: index % 2 === 0 ? 200000 : 180000 }],
    });
    await run(warmup, (index) => motorcycleInvoice(commands + index));
    const motorcycles = await measured(commands, () => run(commands, motorcycleInvoice));
    return { products, motorcycles, setup: { units: total, bookings: total, seconds: setupSeconds } };
  } finally {
    await running.close();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

/**
 * A store of `invoices` invoices over two years up to today, decided by the domain as the API
 * decides them (the issue handler's own reads, on states folded here) and appended in batches:
 * `invoices / 10` customers (one in fifty invoices to one of them), 300 spare parts and
 * accessories, a unit of the register for each motorcycle invoice (one in five), a booking for
 * one in three of those; products invoices of 1–4 lines, now and then a discount or shipping;
 * 55% paid at once, 30% in part, 15% not at all, a due opening a receivable, and about a third of
 * those paid later. Returns what the timed reads need.
 */
async function seedSalesStore(databaseUrl, invoices) {
  const domain = require('../libs/domain/dist');
  const { PostgresEventStore } = require('../libs/event-store/dist');
  const { issueGiven, methodsGiven } = require('../services/command-api/dist/sales/invoices/invoice.commands');
  const store = new PostgresEventStore(databaseUrl);
  await store.ensureSchema();
  const userId = randomUUID();
  const at = new Date().toISOString();
  const random = seededRandom(12);
  const int = (below) => Math.floor(random() * below);

  // Folded states of what later decisions read; entries and unique values are written once and never read here again.
  const states = new Map();
  const forgotten = (stream) => stream.startsWith('journal-entry-') || stream.startsWith('unique-');
  const state = (stream) => (states.has(stream) ? states.get(stream) : domain.streamKind(stream).initialState);
  const read = async (stream) => state(stream);
  let batch = [];
  let events = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await store.append(batch);
    batch = [];
  };
  const record = async (decided, occurredAt = at) => {
    for (const { stream, events: list } of decided) {
      if (list.length === 0) continue;
      if (!forgotten(stream)) {
        const kind = domain.streamKind(stream);
        let folded = state(stream);
        for (const event of list) folded = kind.evolve(folded, event);
        states.set(stream, folded);
      }
      const metadata = (type) => ({ userId, correlationId: userId, causationId: userId, occurredAt, schemaVersion: domain.schemaVersionOf(type) });
      batch.push({ stream, expectedRevision: 'any', events: list.map((event) => ({ id: domain.uuidv7(), type: event.type, data: event.data, metadata: metadata(event.type) })) });
      events += list.length;
    }
    if (batch.length >= 3000) await flush();
  };

  const today = dhakaToday();
  const span = 730;
  const start = daysBefore(today, span);
  const chart = domain.initializeChartOfAccounts({ newId: () => domain.uuidv7(), initializedBy: userId, initializedAt: at }, { chart: domain.initialChartOfAccountsState, uniqueValues: {} });
  await record(chart);
  const roleIds = {};
  const methodIds = {};
  for (const event of chart.flatMap(({ events: list }) => list)) {
    if (event.type === 'GlAccountOpened' && event.data.systemRole) roleIds[event.data.systemRole] = event.data.glAccountId;
    if (event.type === 'PaymentMethodCreated') methodIds[event.data.name] = event.data.paymentMethodId;
  }
  const systemAccounts = () => Object.fromEntries(Object.entries(roleIds).map(([role, id]) => [role, state(domain.glAccountStream(id))]));
  const books = () => state(domain.BOOKS_CLOSING_STREAM);
  const cash = methodIds.Cash;
  const vehicleId = domain.uuidv7();
  const supplierId = domain.uuidv7();
  await record([
    ...domain.createVehicle({ vehicleId, name: 'Bench Bike', model: 'B1', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' }, { vehicle: domain.initialVehicleState, identity: domain.initialUniqueValueState }),
    ...domain.createSupplier({ supplierId, name: 'Bench Supplier', contactPerson: 'Bench', phone: '01700000000', email: 'bench@supplier.test', address: 'Dhaka' }, { supplier: domain.initialSupplierState, name: domain.initialUniqueValueState }),
  ]);
  const newProduct = async (index, type, cost, stock) => {
    const productId = domain.uuidv7();
    const words = ['Brake Pad', 'Chain', 'Mirror', 'Helmet', 'Clutch Plate', 'Piston', 'Air Filter', 'Gloves', 'Seat Cover', 'Lever'];
    await record(domain.createProduct({
      productId, name: type === 'Motorcycle' ? `Motorcycle ${index}` : `${words[index % words.length]} ${index}`, model: `M${index % 37}`, type, sku: `SKU-${type[0]}${index}`, barcode: String(8900000000000 + index + (type === 'Motorcycle' ? 50000 : 0)),
      supplierId, compatibility: type === 'Spare Parts' ? [vehicleId] : [], salePrice: Math.round(cost * 1.25), cost, reorderLevel: 5, reorderQuantity: 20,
      stock, date: start, journalEntryId: domain.uuidv7(), createdBy: userId, createdAt: at,
    }, { product: domain.initialProductState, sku: domain.initialUniqueValueState, accounts: systemAccounts(), books: books(), supplier: { supplierId, name: 'Bench Supplier', isActive: true }, vehicles: { [vehicleId]: true } }));
    return productId;
  };
  const catalogue = [];
  for (let index = 0; index < 300; index += 1) catalogue.push(await newProduct(index, index % 2 === 0 ? 'Spare Parts' : 'Accessories', 20_000 + ((index * 7919) % 300_000), 100_000));
  const models = [];
  for (let index = 0; index < 5; index += 1) models.push(await newProduct(index, 'Motorcycle', 15_000_000 + index * 1_000_000, 0));

  const firstNames = ['Karim', 'Rahim', 'Abdul', 'Jamal', 'Nasir', 'Fatema', 'Ayesha', 'Sumon', 'Rafiq', 'Shakil', 'Mitu', 'Hasan', 'Rubel', 'Sohel', 'Tania', 'Arif', 'Mamun', 'Shirin', 'Babul', 'Liton'];
  const lastNames = ['Uddin', 'Mia', 'Hossain', 'Ahmed', 'Islam', 'Rahman', 'Khan', 'Chowdhury', 'Sarkar', 'Akter', 'Begum', 'Talukder', 'Bhuiyan', 'Sheikh', 'Molla'];
  const customers = [];
  const customerCount = Math.max(100, Math.floor(invoices / 10));
  const phoneOf = (index) => `01${7 + (index % 3)}${String(index).padStart(8, '0')}`;
  const typical = Math.floor(customerCount / 2) + 1;
  for (let index = 0; index < customerCount; index += 1) {
    const customerId = domain.uuidv7();
    const phone = phoneOf(index);
    await record(domain.addCustomer({ customerId, name: `${firstNames[index % firstNames.length]} ${lastNames[Math.floor(index / firstNames.length) % lastNames.length]}`, phone, address: `House ${index}, Mirpur, Dhaka`, email: '' }, {
      customer: domain.initialCustomerState, phone: domain.initialUniqueValueState,
    }));
    customers.push(customerId);
  }
  const motorcycleInvoices = Math.ceil(invoices / 5);
  const units = [];
  for (let index = 0; index < motorcycleInvoices; index += 1) {
    const motorcycleId = domain.uuidv7();
    const productId = models[index % models.length];
    await record(domain.registerMotorcycleUnit({
      motorcycleId, productId, chassisNo: `MH${String(index).padStart(9, '0')}`, engineNo: `EG${String(index).padStart(9, '0')}`, color: ['Red', 'Black', 'Blue'][index % 3], status: 'Available',
      purchasePrice: 14_000_000 + (index % 7) * 100_000, date: start, journalEntryId: domain.uuidv7(), registeredBy: userId, registeredAt: at,
    }, { unit: domain.initialMotorcycleUnitState, product: state(domain.productStream(productId)), chassis: domain.initialUniqueValueState, engine: domain.initialUniqueValueState, accounts: systemAccounts(), books: books() }));
    units.push(motorcycleId);
  }
  const seededSetup = events;

  const started = process.hrtime.bigint();
  const due = []; // invoices with something due, oldest first: some are paid later
  let unitIndex = 0;
  let bookingsMade = 0;
  let paymentsMade = 0;
  let chassisSold = '';
  for (let index = 0; index < invoices; index += 1) {
    const date = daysBefore(today, span - Math.floor(((index + 1) * span) / invoices));
    // When it happened: during the business day of its date (10:00 Dhaka on), a second apart.
    const happened = new Date(Date.parse(`${date}T04:00:00Z`) + (index % 36_000) * 1000).toISOString();
    const customerId = index % 50 === 0 ? customers[0] : customers[int(customers.length)];
    const invoiceId = domain.uuidv7();
    const receivableId = domain.uuidv7();
    const motorcycle = index % 5 === 2 && unitIndex < units.length;
    let items;
    let bookingId = null;
    let bookingAmount = 0;
    let lineTotals;
    let shippingCharge = 0;
    let discountType = 'flat';
    let discountValue = 0;
    if (motorcycle) {
      const motorcycleId = units[unitIndex++];
      const unit = state(domain.motorcycleStream(motorcycleId));
      chassisSold = unit.chassisNo;
      items = [{ motorcycleId }];
      lineTotals = [state(domain.productStream(unit.productId)).salePrice];
      if (int(3) === 0) {
        bookingId = domain.uuidv7();
        bookingAmount = (2 + int(4)) * 1_000_000;
        await record(domain.createBooking({
          bookingId, customerId, amount: bookingAmount, paymentMethodId: cash, description: 'Motorcycle reservation', status: 'Confirmed', motorcycleId, date, journalEntryId: domain.uuidv7(), createdBy: userId, createdAt: happened,
        }, {
          booking: domain.initialBookingState, customer: state(domain.customerStream(customerId)), unit, books: books(),
          ...(await methodsGiven(read, [cash], roleIds, ['customerDeposits'])), paymentMethod: state(domain.paymentMethodStream(cash)),
        }), happened);
        bookingsMade += 1;
      }
    } else {
      const lines = 1 + int(4);
      const chosen = new Set();
      while (chosen.size < lines) chosen.add(catalogue[int(catalogue.length)]);
      items = [...chosen].map((productId) => ({ productId, quantity: 1 + int(3), unitPrice: null }));
      lineTotals = items.map((item) => item.quantity * state(domain.productStream(item.productId)).salePrice);
      if (int(10) === 0) shippingCharge = 10_000;
      if (int(5) === 0) [discountType, discountValue] = ['percentage', 500];
    }
    const { total } = domain.invoiceAmounts({ lineTotals, shippingCharge, discountType, discountValue, payments: [], bookingAmount });
    const roll = random();
    const owing = total - bookingAmount;
    const paid = roll < 0.55 ? owing : roll < 0.85 ? Math.floor(owing / 2) : 0;
    const fields = {
      invoiceType: motorcycle ? 'Motorcycle' : 'Accessories & Spare Parts', customerId, date, items, shippingCharge, discountType, discountValue,
      payments: paid > 0 ? [{ paymentId: domain.uuidv7(), paymentMethodId: cash, amount: paid }] : [], bookingId, notes: '',
    };
    const decided = domain.issueInvoice({ ...fields, today, invoiceId, journalEntryId: domain.uuidv7(), receivableId, issuedBy: userId, issuedAt: happened }, await issueGiven(read, invoiceId, receivableId, fields, roleIds));
    await record(decided, happened);
    if (paid < owing) due.push(invoiceId);
    else states.delete(domain.invoiceStream(invoiceId));
    // About a third of the dues are paid later, in full, oldest first.
    if (due.length > 0 && int(5) === 0) {
      const owed = state(domain.invoiceStream(due[0]));
      if (owed.date < date) {
        due.shift();
        await record(domain.addInvoicePayment({ invoiceId: owed.invoiceId, payments: [{ paymentId: domain.uuidv7(), paymentMethodId: cash, amount: owed.due }], date, today, journalEntryId: domain.uuidv7(), receivedBy: userId, receivedAt: happened }, {
          invoice: owed, receivable: state(domain.receivableStream(owed.receivableId)), books: books(),
          ...(await methodsGiven(read, [cash], roleIds, ['accountsReceivable'])),
        }), happened);
        states.delete(domain.invoiceStream(owed.invoiceId));
        paymentsMade += 1;
      }
    }
  }
  await flush();
  const appendSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  await store.close();
  return {
    invoices, customers: customers.length, hotCustomer: customers[0], typicalCustomer: customers[typical], typicalPhone: phoneOf(typical), bookings: bookingsMade, laterPayments: paymentsMade,
    events, setupEvents: seededSetup, appendSeconds, chassisSold, searchName: `${firstNames[3]} ${lastNames[4]}`,
  };
}

/** The invoice list, a customer's details and purchases, and the receivables list, timed one request at a time over a seeded store. */
async function benchSalesStore({ scratchDatabase, startBenchApp, untilProjected, timeReads }, { invoices = Number(process.env.BENCH_INVOICES) || 100_000, samples = Number(process.env.BENCH_SAMPLES) || 100 } = {}) {
  const database = await scratchDatabase('dealer_bench_sales_store');
  try {
    const seeded = await seedSalesStore(database.url, invoices);
    const projectionStarted = process.hrtime.bigint();
    const { running, call } = await startBenchApp(database.url);
    try {
      await untilProjected(call);
      const projectionSeconds = Number(process.hrtime.bigint() - projectionStarted) / 1e9;
      const time = (paths) => timeReads(call, paths, samples);
      const all = (await call('GET', '/api/invoices?limit=10')).body.data.pagination;
      const parts = encodeURIComponent('Accessories & Spare Parts');
      const hot = (await call('GET', `/api/customers/${seeded.hotCustomer}`)).body.data.purchases.pagination;
      const receivables = (await call('GET', '/api/accounts/receivables?limit=10')).body.data.pagination;
      const name = encodeURIComponent(seeded.searchName);
      const reads = async () => ({
        tabs: await time(['/api/invoices?page=1&limit=10', '/api/invoices?page=1&limit=10&type=Motorcycle', `/api/invoices?page=1&limit=10&type=${parts}`, '/api/invoices?page=2&limit=10', `/api/invoices?page=3&limit=10&type=${parts}`]),
        sorted: await time([
          '/api/invoices?limit=10&sortBy=date&sortOrder=asc', '/api/invoices?limit=10&sortBy=customer&sortOrder=asc', '/api/invoices?limit=10&sortBy=totalAmount&sortOrder=desc',
          '/api/invoices?limit=10&sortBy=due&sortOrder=desc&type=Motorcycle', `/api/invoices?limit=10&sortBy=paymentStatus&sortOrder=asc&type=${parts}&page=2`, '/api/invoices?limit=10&sortBy=invoiceNumber&sortOrder=asc',
        ]),
        deep: await time(['/api/invoices?page=100&limit=10', `/api/invoices?page=${Math.max(1, Math.floor(all.pages / 10))}&limit=10&sortBy=customer&sortOrder=desc`, `/api/invoices?page=${Math.max(1, Math.floor(all.pages / 2))}&limit=10`]),
        last: await time([`/api/invoices?page=${all.pages}&limit=10`]),
        search: await time([`/api/invoices?search=INV-${String(Math.floor(invoices / 2)).padStart(6, '0')}`, `/api/invoices?search=${name}`, `/api/invoices?search=${seeded.chassisSold}`, `/api/invoices?search=${seeded.typicalPhone}`]),
        customer: await time([`/api/customers/${seeded.hotCustomer}`, `/api/customers/${seeded.hotCustomer}?purchasesPage=${Math.max(1, Math.floor(hot.pages / 2))}`, `/api/customers/${seeded.typicalCustomer}`]),
        purchases: await time([`/api/invoices?customer=${seeded.hotCustomer}&limit=5&page=1`, `/api/invoices?customer=${seeded.hotCustomer}&limit=5&page=${Math.max(1, Math.floor(hot.pages / 2))}`, `/api/invoices?customer=${seeded.typicalCustomer}&limit=5&page=1`]),
        receivablesList: await time([
          '/api/accounts/receivables?page=1&limit=10', '/api/accounts/receivables?status=Overdue&limit=10', '/api/accounts/receivables?open=true&limit=10', '/api/accounts/receivables?status=Outstanding&limit=10',
          '/api/accounts/receivables?sortBy=dueDate&sortOrder=asc&limit=10', '/api/accounts/receivables?sortBy=remaining&sortOrder=desc&limit=10', '/api/accounts/receivables?page=100&limit=10',
        ]),
        receivablesSearch: await time([`/api/accounts/receivables?search=${name}&limit=10`, `/api/accounts/receivables?customer=${seeded.hotCustomer}&limit=10`]),
      });
      const fresh = await reads();
      // This machine's PostgreSQL runs with autovacuum off (its CI settings): nothing marks the
      // read models' pages all-visible, so the lists' covering indexes cannot answer from the
      // index alone. Timed again after the VACUUM that autovacuum makes where it is on.
      const vacuumStarted = process.hrtime.bigint();
      const { Client } = require('pg');
      const owner = new Client({ connectionString: database.url });
      await owner.connect();
      const { rows: tables } = await owner.query(`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname = 'read_models'`);
      await owner.query(`VACUUM (ANALYZE) ${tables.map((table) => table.name).join(', ')}`);
      await owner.end();
      const vacuumSeconds = Number(process.hrtime.bigint() - vacuumStarted) / 1e9;
      const results = { ...seeded, projectionSeconds, vacuumSeconds, listed: all.total, hotPurchases: hot.total, receivables: receivables.total, fresh, vacuumed: await reads() };
      return results;
    } finally {
      await running.close();
    }
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

/** `npm run bench -- sales [commands|store]`: runs and prints. */
async function benchSales(kit, part) {
  if (!part || part === 'commands' || part === 'products') {
    const { products, motorcycles, setup } = await benchInvoiceCommands(kit, { motorcycleRun: part !== 'products' });
    printCommandRun('A 3-line products invoice paid by two methods (cash and card) over HTTP', products);
    if (!motorcycles) return;
    console.log(`\n(set up for the next run, untimed: ${setup.units} motorcycle units and ${setup.bookings} bookings over HTTP in ${setup.seconds.toFixed(1)} s)`);
    printCommandRun('A motorcycle invoice applying a booking (booking money + cash; every second one leaves a due) over HTTP', motorcycles);
  }
  if (!part || part === 'store') {
    const store = await benchSalesStore(kit);
    const line = (label, key) => {
      const { p50, p99 } = store.fresh[key];
      const after = store.vacuumed[key];
      console.log(`  ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; vacuumed: p50 ${after.p50.toFixed(1)} ms, p99 ${after.p99.toFixed(1)} ms`);
    };
    console.log(`\nSales reads over ${store.invoices} invoices (${store.listed} listed, not voided), ${store.customers} customers, ${store.bookings} bookings applied, ${store.receivables} receivables, ${store.laterPayments} later payments`);
    console.log(`  ${store.events - store.setupEvents} events decided by the domain and appended in ${store.appendSeconds.toFixed(1)} s (after ${store.setupEvents} events of chart, catalogue, customers and units), projected in ${store.projectionSeconds.toFixed(1)} s; VACUUM (ANALYZE) of the read models ${store.vacuumSeconds.toFixed(1)} s`);
    console.log(`  one request at a time, ${Number(process.env.BENCH_SAMPLES) || 100} each; right after the projector caught up, then after the vacuum:`);
    line('invoice list, a page of 10 (All, Motorcycle, Accessories & Spare Parts; pages 1–3)', 'tabs');
    line('invoice list sorted (date, customer, total, due, payment status, number)', 'sorted');
    line('invoice list, deep pages (100; a tenth of the way by customer; the middle)', 'deep');
    line('invoice list, the last page', 'last');
    line('invoice search (a number, a customer name, a chassis, a phone)', 'search');
    line(`customer details with purchases, 5 a page (the busiest customer's ${store.hotPurchases}: pages 1 and the middle; a typical customer)`, 'customer');
    line("a customer's purchases table (GET /api/invoices?customer=…&limit=5)", 'purchases');
    line('receivables list, a page of 10 (all; Overdue; open; Outstanding; by due date; by remaining; page 100)', 'receivablesList');
    line('receivables of a customer (by name search; by customer)', 'receivablesSearch');
  }
}

module.exports = { benchSales, seedSalesStore };
