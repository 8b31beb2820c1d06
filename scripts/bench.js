#!/usr/bin/env node
// `npm run bench`: throughput and latency figures on this machine (not a test; nothing is asserted).
'use strict';
const { randomBytes, randomUUID } = require('node:crypto');
const http = require('node:http');
const { Client } = require('pg');

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function scratchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const cleanup = new Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/** Waits until the bench app's projector has caught up with the log. */
async function untilProjected(call) {
  for (;;) {
    const health = (await call('GET', '/api/health')).body.data;
    if (health.projector.lag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * p50 and p99 of `samples` GETs made one at a time, cycling through `paths` (each must answer 200).
 * BENCH_DETAIL=1 prints each path's own p50 and max too.
 */
async function timeReads(call, paths, samples) {
  const latencies = [];
  const byPath = new Map(paths.map((path) => [path, []]));
  for (let index = 0; index < samples; index += 1) {
    const path = paths[index % paths.length];
    const begun = process.hrtime.bigint();
    const response = await call('GET', path);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    const elapsed = Number(process.hrtime.bigint() - begun) / 1e6;
    latencies.push(elapsed);
    byPath.get(path).push(elapsed);
  }
  latencies.sort((left, right) => left - right);
  if (process.env.BENCH_DETAIL) {
    for (const [path, own] of byPath) console.log(`    ${path}: p50 ${percentile(own.sort((left, right) => left - right), 0.5).toFixed(1)} ms, max ${own[own.length - 1].toFixed(1)} ms`);
  }
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

/** CPU seconds used so far by a process (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = require('node:fs').readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** PostgreSQL backends serving `database` (their command line names it). */
function postgresBackends(database) {
  const fs = require('node:fs');
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
    } catch {
      return false;
    }
  });
}

/**
 * Where the CPU went while `work` ran: ms per command for each process, PostgreSQL by client.
 * PostgreSQL's backends come and go during a run (a pool closes connections idle for 10 s and
 * opens others), and a backend's CPU is gone from /proc once it exits: so they are sampled every
 * second, each counted from its value at the start (0 when it started later) to the last value
 * seen (a backend that exits loses at most its last second), and named by the application_name it had when last seen.
 */
async function cpuPerCommand(processes, database, commands, work) {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const backends = new Map();
  let sampling = Promise.resolve();
  /** CPU the sampling's reading of /proc costs the load generator, left out of its figure. */
  let samplingSeconds = 0;
  const sampleBackends = (atStart) => {
    sampling = sampling.then(async () => {
      const { rows } = await admin.query('select pid, application_name from pg_stat_activity where datname = $1', [database]);
      const started = process.cpuUsage();
      const names = new Map(rows.map(({ pid, application_name: name }) => [String(pid), name]));
      for (const pid of postgresBackends(database)) {
        const used = cpuSeconds(pid);
        if (used === undefined) continue;
        const known = backends.get(pid);
        if (known) {
          known.last = used;
          if (names.has(pid)) known.name = names.get(pid);
        } else backends.set(pid, { first: atStart ? used : 0, last: used, name: names.get(pid) });
      }
      const spent = process.cpuUsage(started);
      samplingSeconds += (spent.user + spent.system) / 1e6;
    }).catch(() => undefined);
    return sampling;
  };
  const sample = () => ({ ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, cpuSeconds(pid)])), 'load generator': process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 - samplingSeconds });
  await sampleBackends(true);
  const before = sample();
  const sampler = setInterval(() => void sampleBackends(false), 1000);
  let result;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  const after = sample();
  await sampleBackends(false);
  await admin.end();
  const cpu = {};
  for (const name of Object.keys(after)) {
    if (before[name] !== undefined && after[name] !== undefined) cpu[name] = ((after[name] - before[name]) * 1000) / commands;
  }
  cpu.PostgreSQL = 0;
  for (const { first, last, name } of backends.values()) {
    const ms = ((last - first) * 1000) / commands;
    cpu.PostgreSQL += ms;
    const key = `  PostgreSQL for ${name || 'unnamed clients'}`;
    cpu[key] = (cpu[key] ?? 0) + ms;
  }
  return { ...result, cpu };
}

/** A service in its own process, as `npm start` runs it: the load generator never shares its thread. */
function spawnService(script, environment) {
  const { spawn } = require('node:child_process');
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles", profiles the services under load.
  const nodeArguments = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArguments, require('node:path').join(__dirname, '..', script)], { env: { ...process.env, ...environment }, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  stop.pid = child.pid;
  return stop;
}

const freePort = () => new Promise((resolve) => {
  const server = require('node:net').createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

async function startBenchApp(databaseUrl) {
  const { migrateReadModels } = require('../libs/read-models/dist');
  await migrateReadModels(databaseUrl);
  const admin = { email: 'bench@dealer.test', password: randomBytes(12).toString('hex') };
  const port = await freePort();
  const environment = {
    DATABASE_URL: databaseUrl, PORT: String(port), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password,
    JWT_SECRET: randomBytes(32).toString('hex'), REDIS_KEY_PREFIX: `dealer-bench-${randomBytes(3).toString('hex')}:`, READ_YOUR_WRITES_TIMEOUT_MS: '10000',
  };
  const stopProjector = spawnService('services/projector/dist/main.js', environment);
  const stopApi = spawnService('services/command-api/dist/main.js', environment);
  // A keep-alive agent with one socket per client: on this machine undici's fetch costs the
  // load generator ~4x the CPU of node:http, CPU the services it measures would otherwise have.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const call = (method, path, body, token) => new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'idempotency-key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const request = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
  // Wait until the API answers and the projector has caught up (the administrator is then visible).
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const health = await call('GET', '/api/health').catch(() => undefined);
    if (health?.body.data?.projector.lag === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const token = (await call('POST', '/api/auth/login', admin)).body.data?.token;
  if (!token) throw new Error('the bench administrator could not sign in');
  /** Reads a GET answer to its end without keeping it: its size in bytes and lines. */
  const download = (path) => new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      response.on('end', () => (response.statusCode === 200 ? resolve({ bytes, lines }) : reject(new Error(`${path}: ${response.statusCode}`))));
    }).on('error', reject);
  });
  return {
    running: { close: async () => { agent.destroy(); await stopApi(); await stopProjector(); }, processes: { API: stopApi.pid, projector: stopProjector.pid } },
    call: (method, path, body) => call(method, path, body, token),
    download,
  };
}

/** `clients` loops sending `makeRequest(index)` until `commands` are sent; latency per request. */
async function loadTest({ clients, commands, makeRequest }) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < commands) {
      const index = next++;
      const begun = process.hrtime.bigint();
      const ok = await makeRequest(index);
      latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
      if (!ok) failures += 1;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((left, right) => left - right);
  return { commands, clients, seconds, commandsPerSecond: commands / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failures };
}

// BENCH_COMMANDS sets how many commands each load test sends (a longer run is a steadier figure).
async function benchCommands({ clients = 16, commands = Number(process.env.BENCH_COMMANDS) || 4000 } = {}) {
  const database = await scratchDatabase('dealer_bench_api');
  const { running, call } = await startBenchApp(database.url);
  try {
    await call('POST', '/api/accounts/initialize');
    const chart = (await call('GET', '/api/accounts/chart-of-accounts')).body.data;
    const groups = chart.chartOfAccounts.flatMap((glClass) => glClass.groups.map((group) => group._id));
    const code = (prefix, index) => `${prefix}${index}`;
    for (let index = 0; index < 50; index += 1) await call('POST', '/api/accounts/gl-accounts', { name: `Warm ${index}`, code: code('W', index), glGroup: groups[index % groups.length], openingBalance: 0 });
    const databaseName = new URL(database.url).pathname.slice(1);
    const measured = (work) => cpuPerCommand(running.processes, databaseName, commands, work);
    const accounts = await measured(() => loadTest({
      clients, commands,
      makeRequest: async (index) => (await call('POST', '/api/accounts/gl-accounts', { name: `Bench account ${index}`, code: code('B', index), glGroup: groups[index % groups.length], openingBalance: 0 })).status === 201,
    }));
    const byCode = Object.fromEntries(chart.accounts.map((account) => [account.code, account._id]));
    const pairs = [['5201', '1101'], ['5202', '1102'], ['1301', '2101'], ['1101', '4101'], ['1102', '4102'], ['5203', '1103']];
    const postings = await measured(() => loadTest({
      clients, commands,
      makeRequest: async (index) => {
        const [debit, credit] = pairs[index % pairs.length];
        const amount = 100 + (index % 900) + 0.25;
        const response = await call('POST', '/api/accounts/journal-entries', {
          date: '2026-06-15', reference: `BENCH-${index}`, description: 'Benchmark posting', status: 'Posted',
          lines: [{ account: byCode[debit], debit: amount, credit: 0 }, { account: byCode[credit], debit: 0, credit: amount }],
        });
        return response.status === 201;
      },
    }));
    return { accounts, postings };
  } finally {
    await running.close();
    await database.drop();
  }
}

/** Appends `lines` journal lines (about 3 an entry) over two years, projects them, then times the reports. */
async function benchReports({ lines = 1_000_000, samples = 60 } = {}) {
  const domain = require('../libs/domain/dist');
  const { PostgresEventStore } = require('../libs/event-store/dist');
  const database = await scratchDatabase('dealer_bench_reports');
  const store = new PostgresEventStore(database.url);
  await store.ensureSchema();
  const metadata = { userId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
  const toRequests = (decided) => decided.map(({ stream, events }) => ({ stream, expectedRevision: 'any', events: events.map((event) => ({ id: domain.uuidv7(), type: event.type, data: event.data, metadata })) }));
  const chart = domain.initializeChartOfAccounts({ newId: () => domain.uuidv7(), initializedBy: metadata.userId, initializedAt: metadata.occurredAt }, { chart: domain.initialChartOfAccountsState, uniqueValues: {} });
  await store.append(toRequests(chart));
  const accountIds = chart.flatMap(({ events }) => events).filter((event) => event.type === 'GlAccountOpened').map((event) => event.data.glAccountId);
  const started = process.hrtime.bigint();
  let written = 0;
  let entryIndex = 0;
  while (written < lines) {
    const batch = [];
    for (let index = 0; index < 1000 && written < lines; index += 1, entryIndex += 1) {
      const count = entryIndex % 2 === 0 ? 2 : 4;
      const amount = 100 + ((entryIndex * 7919) % 500000);
      const pick = (offset) => accountIds[(entryIndex * 31 + offset * 17) % accountIds.length];
      const entryLines = count === 2
        ? [{ accountId: pick(0), debit: amount, credit: 0 }, { accountId: pick(1), debit: 0, credit: amount }]
        : [{ accountId: pick(0), debit: amount, credit: 0 }, { accountId: pick(1), debit: amount, credit: 0 }, { accountId: pick(2), debit: 0, credit: amount }, { accountId: pick(3), debit: 0, credit: amount }];
      const day = new Date(Date.UTC(2025, 0, 1) + (entryIndex % 730) * 86400000).toISOString().slice(0, 10);
      const journalEntryId = domain.uuidv7();
      batch.push({ stream: domain.journalEntryStream(journalEntryId), events: [domain.journalEntryPosted({ journalEntryId, date: day, reference: `R-${entryIndex}`, description: 'Bench entry', lines: entryLines, source: { kind: 'manual' }, postedBy: metadata.userId, postedAt: metadata.occurredAt })] });
      written += count;
    }
    await store.append(toRequests(batch));
  }
  const appendSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  await store.close();
  const projectionStarted = process.hrtime.bigint();
  const { running, call, download } = await startBenchApp(database.url);
  try {
    await untilProjected(call);
    const projectionSeconds = Number(process.hrtime.bigint() - projectionStarted) / 1e9;
    const time = (path) => timeReads(call, [path], samples);
    const trial = await time('/api/accounts/reports/trial-balance?asOfDate=2026-06-30');
    const sheet = await time('/api/accounts/reports/financial?reportType=balanceSheet&endDate=2026-06-30');
    const checked = (await call('GET', '/api/accounts/reports/trial-balance?asOfDate=2026-12-31')).body.data;
    // The whole log as one csv export (streamed a page at a time).
    const exportStarted = process.hrtime.bigint();
    const exported = await download('/api/accounts/export?format=csv&includeTransactions=true&startDate=2025-01-01&endDate=2026-12-31');
    const exportSeconds = Number(process.hrtime.bigint() - exportStarted) / 1e9;
    return { lines: written, entries: entryIndex, appendSeconds, projectionSeconds, trial, sheet, balanced: checked.isBalanced, exportSeconds, exportBytes: exported.bytes, exportLines: exported.lines };
  } finally {
    await running.close();
    // BENCH_KEEP_DATABASE=1 keeps the million lines to look at (its URL is printed).
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

/**
 * Inventory (issue 11, item 6). Purchase receipts over HTTP: 5 lines, one of them a motorcycle
 * unit (its chassis and engine claimed), 16 clients. Then a store of `products` products and
 * `movements` stock movements (opening stock, then stock in and out; one product in ten gets a
 * tenth of them), appended directly as the domain decides them (product events and their
 * postings), projected by the projector, and the product list, search, one product's movement
 * history, the valuation and the other inventory reports timed; with Redis, one export job too.
 * BENCH_COMMANDS, BENCH_PRODUCTS and BENCH_MOVEMENTS set the sizes (defaults 4,000, 20,000 and
 * 1,000,000).
 */
async function benchPurchases({ clients = 16, commands = Number(process.env.BENCH_COMMANDS) || 4000 } = {}) {
  const database = await scratchDatabase('dealer_bench_purchases');
  const { running, call } = await startBenchApp(database.url);
  try {
    const made = async (path, body) => {
      const response = await call('POST', path, body);
      if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.data._id;
    };
    await call('POST', '/api/accounts/initialize');
    const chart = (await call('GET', '/api/accounts/chart-of-accounts')).body.data;
    const cash = chart.accounts.find((account) => account.code === '1101')._id;
    const vehicle = await made('/api/vehicles', { name: 'Bench Bike', model: 'B1', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' });
    const supplier = await made('/api/suppliers', { name: 'Bench Supplier', contactPerson: 'Bench', phone: '01700000000', email: 'bench@supplier.test', address: 'Dhaka' });
    const method = await made('/api/accounts/payment-methods', { name: 'Bench Cash', paymentAccount: 'Bench Cash', account: cash, type: 'Cash' });
    const parts = [];
    for (let index = 0; index < 4; index += 1) {
      const type = index % 2 === 0 ? 'Spare Parts' : 'Accessories';
      parts.push(await made('/api/products', { name: `Bench part ${index}`, model: 'P', type, sku: `BP-${index}`, compatibility: [vehicle], salePrice: 500, cost: 300, stock: 0 }));
    }
    const motorcycle = await made('/api/products', { name: 'Bench motorcycle', model: 'M', type: 'Motorcycle', salePrice: 250000, cost: 0, stock: 0 });
    const databaseName = new URL(database.url).pathname.slice(1);
    const receipts = await cpuPerCommand(running.processes, databaseName, commands, () => loadTest({
      clients, commands,
      makeRequest: async (index) => {
        const response = await call('POST', '/api/purchases', {
          supplier, memoNumber: `BENCH-${index}`, purchaseDate: '2026-06-15', purchasePaymentMethod: method,
          items: [
            ...parts.map((product, line) => ({ product, quantity: 1 + ((index + line) % 5), purchasePrice: 300 + (index % 7), salePrice: 500 })),
            { product: motorcycle, quantity: 1, purchasePrice: 200000, salePrice: 250000, units: [{ chassisNo: `CH${index}`, engineNo: `EN${index}`, color: 'Blue' }] },
          ],
        });
        return response.status === 201;
      },
    }));
    return receipts;
  } finally {
    await running.close();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

async function benchInventoryStore({ products = Number(process.env.BENCH_PRODUCTS) || 20_000, movements = Number(process.env.BENCH_MOVEMENTS) || 1_000_000, samples = 60 } = {}) {
  const domain = require('../libs/domain/dist');
  const { PostgresEventStore } = require('../libs/event-store/dist');
  const database = await scratchDatabase('dealer_bench_inventory');
  const store = new PostgresEventStore(database.url);
  await store.ensureSchema();
  const userId = randomUUID();
  const metadata = { userId, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
  const toRequests = (decided) => decided.map(({ stream, events }) => ({ stream, expectedRevision: 'any', events: events.map((event) => ({ id: domain.uuidv7(), type: event.type, data: event.data, metadata })) }));
  const chart = domain.initializeChartOfAccounts({ newId: () => domain.uuidv7(), initializedBy: userId, initializedAt: metadata.occurredAt }, { chart: domain.initialChartOfAccountsState, uniqueValues: {} });
  const accounts = {};
  for (const event of chart.flatMap(({ events }) => events)) {
    if (event.type !== 'GlAccountOpened') continue;
    const account = domain.evolveGlAccount(domain.initialGlAccountState, event);
    if (account.systemRole) accounts[account.systemRole] = account;
  }
  const vehicleId = domain.uuidv7();
  const supplierId = domain.uuidv7();
  await store.append(toRequests([
    ...chart,
    ...domain.createVehicle({ vehicleId, name: 'Bench Bike', model: 'B1', year: 2025, type: 'Motorcycle', color: 'Red', engineCapacity: '150 cc', fuelType: 'Petrol' }, { vehicle: domain.initialVehicleState, identity: domain.initialUniqueValueState }),
    ...domain.createSupplier({ supplierId, name: 'Bench Supplier', contactPerson: 'Bench', phone: '01700000000', email: 'bench@supplier.test', address: 'Dhaka' }, { supplier: domain.initialSupplierState, name: domain.initialUniqueValueState }),
  ]));
  const books = domain.initialBooksState;
  const started = process.hrtime.bigint();
  // Business days over two years, in the order the movements are made.
  const span = 700;
  const dayOf = (fraction) => new Date(Date.UTC(2025, 0, 1) + Math.floor(fraction * span) * 86400000).toISOString().slice(0, 10);
  const states = [];
  const words = ['Brake', 'Chain', 'Mirror', 'Helmet', 'Clutch', 'Piston', 'Filter', 'Gloves', 'Cover', 'Lever'];
  let batch = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await store.append(toRequests(batch));
    batch = [];
  };
  const decide = (product, decided) => {
    for (const { stream, events } of decided) {
      if (stream === domain.productStream(product.productId)) for (const event of events) product.state = domain.evolveProduct(product.state, event);
    }
    batch.push(...decided);
  };
  for (let index = 0; index < products; index += 1) {
    const productId = domain.uuidv7();
    // One product in a hundred a motorcycle (its stock is its units: none here), the rest parts and accessories with opening stock.
    const type = index % 100 === 99 ? 'Motorcycle' : index % 2 === 0 ? 'Spare Parts' : 'Accessories';
    const cost = 10000 + ((index * 7919) % 500000);
    const decided = domain.createProduct({
      productId, name: `${words[index % words.length]} ${index}`, model: `M${index % 97}`, type, sku: `SKU-${index}`, barcode: String(8900000000000 + index),
      supplierId, compatibility: type === 'Spare Parts' ? [vehicleId] : [], salePrice: Math.round(cost * 1.3), cost, reorderLevel: 5, reorderQuantity: 20,
      stock: type === 'Motorcycle' ? 0 : 50, date: dayOf(0), journalEntryId: domain.uuidv7(), createdBy: userId, createdAt: metadata.occurredAt,
    }, { product: domain.initialProductState, sku: domain.initialUniqueValueState, accounts, books, supplier: { supplierId, name: 'Bench Supplier', isActive: true }, vehicles: { [vehicleId]: true } });
    states.push({ index, productId, state: domain.initialProductState });
    decide(states[index], decided);
    if (type !== 'Motorcycle') written += 1;
    if (batch.length >= 3000) await flush();
  }
  await flush();
  const stocked = states.filter((product) => product.state.type !== 'Motorcycle').map((product) => product.index);
  // The product whose history is read: one in ten movements is its.
  const hot = stocked[0];
  let sequence = 0;
  while (written < movements) {
    const fraction = written / movements;
    const product = states[sequence % 10 === 0 ? hot : stocked[(sequence * 7919) % stocked.length]];
    const quantity = product.state.quantity;
    // In when stock runs low, else out one time in two.
    const change = quantity < 5 || sequence % 2 === 0 ? 1 + (sequence % 7) : -Math.min(quantity, 1 + (sequence % 5));
    decide(product, domain.adjustStock({
      productId: product.productId, movementId: domain.uuidv7(), journalEntryId: domain.uuidv7(),
      adjustmentType: change > 0 ? 'stock_in' : 'stock_out', stockChange: change, unitCost: change > 0 ? product.state.cost : undefined,
      reason: 'Bench', reference: `B-${sequence}`, date: dayOf(fraction), adjustedBy: userId, adjustedAt: metadata.occurredAt,
    }, { product: product.state, accounts, books }));
    written += 1;
    sequence += 1;
    if (batch.length >= 3000) await flush();
  }
  await flush();
  const appendSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  await store.close();
  const projectionStarted = process.hrtime.bigint();
  const { running, call, download } = await startBenchApp(database.url);
  try {
    await untilProjected(call);
    const projectionSeconds = Number(process.hrtime.bigint() - projectionStarted) / 1e9;
    const time = (paths) => timeReads(call, paths, samples);
    const hotId = states[hot].productId;
    const hotMovements = (await call('GET', `/api/products/${hotId}/stock-movements?limit=10`)).body.data.pagination.total;
    const other = states[stocked[Math.floor(stocked.length / 2)]].productId;
    const results = {
      products: states.length, movements: written, hotMovements, appendSeconds, projectionSeconds,
      list: await time(['/api/products?page=1&limit=50', '/api/products?page=2&limit=50&type=Spare%20Parts', '/api/products?page=1&limit=50&sortBy=stock&sortOrder=desc']),
      search: await time(['/api/products?search=brake%2012&limit=50', '/api/products?search=SKU-1999&limit=50', '/api/products?search=mirror&limit=50', '/api/products?search=890000000&limit=50']),
      history: await time([`/api/products/${hotId}/stock-movements?page=1&limit=10`, `/api/products/${hotId}/stock-movements?page=50&limit=10`]),
      historyOther: await time([`/api/products/${other}/stock-movements?page=1&limit=10`]),
      valuation: await time(['/api/products/reports/valuation']),
      inventory: await time(['/api/products/reports/inventory?startDate=2026-10-01&endDate=2026-10-30']),
      performance: await time(['/api/products/analytics/performance?startDate=2026-10-01&endDate=2026-10-30&limit=20', '/api/products/analytics/performance?startDate=2026-10-01&endDate=2026-10-30&limit=20&sortBy=turnoverRate&sortOrder=desc']),
      movement: await time(['/api/products/reports/movement?startDate=2026-10-01&endDate=2026-10-30&limit=20', `/api/products/reports/movement?productId=${hotId}&startDate=2025-01-01&endDate=2026-12-31&limit=20`]),
    };
    // One comprehensive XLSX export of the whole history, when Redis answers: queued, written by the projector's worker.
    const queued = await call('POST', '/api/products/reports/export', { type: 'comprehensive', format: 'xlsx', filters: { startDate: '2025-01-01', endDate: '2026-12-31' } });
    if (queued.status === 202) {
      const begun = process.hrtime.bigint();
      let job;
      do {
        await new Promise((resolve) => setTimeout(resolve, 500));
        job = (await call('GET', `/api/products/reports/export/${queued.body.data.jobId}`)).body.data;
      } while (job.state !== 'completed' && job.state !== 'failed');
      results.export = { state: job.state, seconds: Number(process.hrtime.bigint() - begun) / 1e9, failedReason: job.failedReason };
      if (job.state === 'completed') results.export.bytes = (await download(job.downloadUrl)).bytes;
    } else {
      results.export = { state: `not queued (${queued.status}: ${queued.body.message})` };
    }
    return results;
  } finally {
    await running.close();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`  kept: ${database.url}`);
    else await database.drop();
  }
}

async function benchReplayThroughput(events = 100_000) {
  const { benchReplay } = require('../services/projector/dist/bench/replay-bench');
  const database = await scratchDatabase('dealer_bench_replay');
  try {
    return await benchReplay({ databaseUrl: database.url, events });
  } finally {
    await database.drop();
  }
}

async function main() {
  const only = process.argv[2];
  console.log('Dealer back office benchmark (this machine)');
  if (!only || only === 'commands') {
    const { accounts, postings } = await benchCommands();
    for (const [label, result] of [['Create GL account', accounts], ['Post a journal entry', postings]]) {
      console.log(`\n${label} over HTTP, ${result.clients} concurrent clients, idempotency and read-your-writes on`);
      console.log(`  ${result.commands} commands in ${result.seconds.toFixed(2)} s: ${result.commandsPerSecond.toFixed(0)} commands/s`);
      console.log(`  latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, failures ${result.failures}`);
      const processes = Object.entries(result.cpu).filter(([name]) => !name.startsWith(' '));
      const cpu = processes.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ');
      if (cpu) console.log(`  CPU ms per command: ${cpu} (total ${processes.reduce((sum, [, ms]) => sum + ms, 0).toFixed(2)})`);
      const postgres = Object.entries(result.cpu).filter(([name]) => name.startsWith(' ')).map(([name, ms]) => `${name.trim().replace('PostgreSQL for ', '')} ${ms.toFixed(2)}`).join(', ');
      if (postgres) console.log(`    PostgreSQL by client: ${postgres}`);
    }
  }
  if (!only || only === 'replay') {
    const replay = await benchReplayThroughput();
    console.log(`\nProjector replay of ${replay.events} events into empty read tables (a rebuild, start to swapped in)`);
    console.log(`  ${replay.seconds.toFixed(2)} s: ${replay.eventsPerSecond.toFixed(0)} events/s`);
    console.log(`    of which replaying ${replay.replaySeconds.toFixed(2)} s (${Math.round(replay.events / replay.replaySeconds)} events/s), building indexes ${replay.indexSeconds.toFixed(2)} s`);
  }
  if (!only || only === 'reports') {
    const reports = await benchReports();
    console.log(`\nReports over ${reports.lines} posted journal lines (${reports.entries} entries; appended in ${reports.appendSeconds.toFixed(1)} s, projected in ${reports.projectionSeconds.toFixed(1)} s)`);
    console.log(`  trial balance as of a date: p50 ${reports.trial.p50.toFixed(1)} ms, p99 ${reports.trial.p99.toFixed(1)} ms (balanced: ${reports.balanced})`);
    console.log(`  balance sheet as of a date: p50 ${reports.sheet.p50.toFixed(1)} ms, p99 ${reports.sheet.p99.toFixed(1)} ms`);
    console.log(`  csv export of every transaction: ${reports.exportLines} lines, ${(reports.exportBytes / 1e6).toFixed(1)} MB in ${reports.exportSeconds.toFixed(1)} s`);
  }
  if ((!only || only === 'inventory') && process.argv[3] !== 'store') {
    const receipts = await benchPurchases();
    console.log(`\nPurchase receipts over HTTP (5 lines, one a motorcycle unit), ${receipts.clients} concurrent clients, idempotency and read-your-writes on`);
    console.log(`  ${receipts.commands} purchases in ${receipts.seconds.toFixed(2)} s: ${receipts.commandsPerSecond.toFixed(0)} commands/s`);
    console.log(`  latency p50 ${receipts.p50.toFixed(1)} ms, p99 ${receipts.p99.toFixed(1)} ms, failures ${receipts.failures}`);
    const processes = Object.entries(receipts.cpu).filter(([name]) => !name.startsWith(' '));
    if (processes.length) console.log(`  CPU ms per command: ${processes.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')} (total ${processes.reduce((sum, [, ms]) => sum + ms, 0).toFixed(2)})`);
    const postgres = Object.entries(receipts.cpu).filter(([name]) => name.startsWith(' ')).map(([name, ms]) => `${name.trim().replace('PostgreSQL for ', '')} ${ms.toFixed(2)}`).join(', ');
    if (postgres) console.log(`    PostgreSQL by client: ${postgres}`);
  }
  // `npm run bench -- inventory receipts` stops after the receipts; `… inventory store` runs only the store half.
  if ((!only || only === 'inventory') && process.argv[3] !== 'receipts') {
    const inventory = await benchInventoryStore();
    const line = (label, { p50, p99 }) => console.log(`  ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    console.log(`\nInventory reads over ${inventory.products} products and ${inventory.movements} stock movements (appended in ${inventory.appendSeconds.toFixed(1)} s, projected in ${inventory.projectionSeconds.toFixed(1)} s)`);
    line('product list, a page of 50 (by name; a type; by stock)', inventory.list);
    line('product search, a page of 50', inventory.search);
    line(`stock-movement history of one product (${inventory.hotMovements} movements; pages 1 and 50)`, inventory.history);
    line('stock-movement history of another product', inventory.historyOther);
    line('inventory valuation report', inventory.valuation);
    line('inventory report (summary, top 20, latest 20; a 30-day period)', inventory.inventory);
    line('performance analytics, a page of 20 (by value; by turnover)', inventory.performance);
    line('movement report, a page of 20 (a 30-day period; one product over two years)', inventory.movement);
    const exported = inventory.export;
    if (exported.seconds !== undefined) console.log(`  comprehensive XLSX export of the two years: ${exported.state} in ${exported.seconds.toFixed(1)} s${exported.bytes ? `, ${(exported.bytes / 1e6).toFixed(1)} MB` : ''}${exported.failedReason ? ` (${exported.failedReason})` : ''}`);
    else console.log(`  comprehensive XLSX export: ${exported.state}`);
  }
  if (!only || only === 'reconciliation') await require('./bench-reconciliation').benchReconciliation();
  if (!only || only === 'dashboard') await require('./bench-dashboard').benchDashboard({ scratchDatabase, startBenchApp, untilProjected, timeReads });
  // Sales (issue 12): its own file; `npm run bench -- sales commands|store` runs one half.
  if (!only || only === 'sales') await require('./bench-sales').benchSales({ scratchDatabase, startBenchApp, loadTest, cpuPerCommand, untilProjected, timeReads }, process.argv[3]);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
