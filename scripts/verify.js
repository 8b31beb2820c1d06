#!/usr/bin/env node
// `npm run verify`: recomputes the event log's hash chain from the first event, reports the first
// broken link (its position) or that the whole log holds, and records the run (the health check
// shows the last one). Exit code 0 when the log holds, 1 when it does not, 2 when it could not run.
//
// Database: DATABASE_URL, else the embedded server `npm start` runs (.data/postgres, port
// EMBEDDED_POSTGRES_PORT or 54329), which must be running. EVENT_STORE=kurrentdb reads the chain
// from KURRENTDB_URL (the record still goes to PostgreSQL).
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { Pool } = require('pg');

const root = join(__dirname, '..');

async function main() {
  if (!existsSync(join(root, 'libs/event-store/dist/index.js'))) throw new Error('run `npm run build` first');
  const { createEventStore, verifyAndRecord } = require('../libs/event-store/dist');
  const databaseUrl = process.env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_POSTGRES_PORT || 54329}/dealer`;
  const kind = process.env.EVENT_STORE === 'kurrentdb' ? 'kurrentdb' : 'postgres';
  const pool = new Pool({ connectionString: databaseUrl, max: 2, application_name: 'verify' });
  // ensureSchema: false, the verification only reads the log: any role that may read it can run it.
  const store = await createEventStore({ kind, pool, kurrentDbUrl: process.env.KURRENTDB_URL, ensureSchema: false });
  try {
    const started = Date.now();
    let lastReport = 0;
    let lastTime = started;
    const run = await verifyAndRecord(store, pool, 'cli', {
      onProgress: (checked, position) => {
        if (checked - lastReport < 100_000) return;
        const now = Date.now();
        console.log(`verify: ${checked} events checked (position ${position}), ${((now - lastTime) / 1000).toFixed(1)} s for the last ${checked - lastReport}`);
        lastReport = checked;
        lastTime = now;
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (run.valid) {
      console.log(`verify: the whole log holds: ${run.eventsChecked} events, chain head ${run.headHash ?? '(empty log)'} at position ${run.headPosition ?? 0} (${seconds} s)`);
    } else {
      console.log(`verify: BROKEN at position ${run.firstBrokenPosition}: ${run.problem} (${run.eventsChecked} events checked, ${seconds} s)`);
      process.exitCode = 1;
    }
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((error) => {
  console.error(`verify: could not run: ${error.message}`);
  process.exit(2);
});
