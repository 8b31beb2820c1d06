#!/usr/bin/env node
// `npm run bench`: throughput and latency figures on this machine (not a test; nothing is asserted).
'use strict';
const { randomBytes, randomUUID } = require('node:crypto');
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

async function benchCommands({ clients = 16, commands = 4000 } = {}) {
  const { createApp } = require('../services/command-api/dist/app');
  const database = await scratchDatabase('dealer_bench_api');
  const admin = { email: 'bench@dealer.test', password: randomBytes(12).toString('hex') };
  const running = await createApp(
    {
      port: 0, databaseUrl: database.url, redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379', eventStore: 'postgres',
      jwtSecret: randomBytes(32).toString('hex'), jwtExpiresIn: '1h', adminEmail: admin.email, adminPassword: admin.password,
      production: false, readYourWritesTimeoutMs: 5000, embeddedProjector: true, redisKeyPrefix: `dealer-bench-${randomBytes(3).toString('hex')}:`,
    },
    { logger: ['error'] },
  );
  await running.app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
  const call = async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const token = (await call('POST', '/api/auth/login', admin)).body.data.token;
  await call('POST', '/api/accounts/initialize', undefined, token);
  const chart = (await call('GET', '/api/accounts/chart-of-accounts', undefined, token)).body.data;
  const groups = chart.chartOfAccounts.flatMap((glClass) => glClass.groups.map((group) => group._id));

  // Warm up, then measure.
  for (let index = 0; index < 50; index += 1) await call('POST', '/api/accounts/gl-accounts', { name: `Warm ${index}`, code: `W${index}`, glGroup: groups[index % groups.length], openingBalance: 0 }, token);
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < commands) {
      const index = next++;
      const begun = process.hrtime.bigint();
      const { status } = await call('POST', '/api/accounts/gl-accounts', { name: `Bench account ${index}`, code: `B${index}`, glGroup: groups[index % groups.length], openingBalance: 0 }, token);
      latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
      if (status !== 201) failures += 1;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((left, right) => left - right);
  await running.close();
  await database.drop();
  return { commands, clients, seconds, commandsPerSecond: commands / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failures };
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
    const result = await benchCommands();
    console.log(`\nCreate GL account over HTTP, ${result.clients} concurrent clients, idempotency and read-your-writes on`);
    console.log(`  ${result.commands} commands in ${result.seconds.toFixed(2)} s: ${result.commandsPerSecond.toFixed(0)} commands/s`);
    console.log(`  latency p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, failures ${result.failures}`);
  }
  if (!only || only === 'replay') {
    const replay = await benchReplayThroughput();
    console.log(`\nProjector replay of ${replay.events} events into empty read tables`);
    console.log(`  ${replay.seconds.toFixed(2)} s: ${replay.eventsPerSecond.toFixed(0)} events/s`);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
