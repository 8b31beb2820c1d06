#!/usr/bin/env node
// `npm test` (after the build): one node:test run over every workspace's compiled tests and the
// browser end-to-end tests, so the closing summary counts them all. Against the PostgreSQL on
// 127.0.0.1:5432 when one answers there (or TEST_DATABASE_ADMIN_URL), else an embedded one.
// Then the replay check: `rebuild --verify` on every database the API suites filled.
'use strict';
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } = require('node:fs');
const net = require('node:net');
const { tmpdir } = require('node:os');
const { join, relative } = require('node:path');
const { Client } = require('pg');
const { postgresAnswers, startEmbeddedPostgres } = require('./embedded-postgres');

const root = join(__dirname, '..');
const compiled = ['libs/domain/dist', 'libs/event-store/dist', 'libs/read-models/dist', 'services/projector/dist', 'services/command-api/dist'];
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

function testFiles(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.(c|m)?js$/.test(name) ? [path] : [];
  });
}

/** True when something accepts a TCP connection on the Redis URL's host and port. */
function redisAnswers(redisUrl) {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The database settings every test suite reads, pointed at one server. */
function databaseEnvironment(adminUrl) {
  const url = (name) => adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    TEST_DATABASE_ADMIN_URL: adminUrl,
    PROJECTOR_TEST_DATABASE_URL: process.env.PROJECTOR_TEST_DATABASE_URL ?? url('dealer_projector_test'),
    EVENT_STORE_TEST_DATABASE_URL: process.env.EVENT_STORE_TEST_DATABASE_URL ?? url('dealer_event_store_test'),
  };
}

/**
 * Replay proves itself on what the API suites really wrote: for each database a suite left,
 * `node services/projector/dist/main.js rebuild --verify` replays its whole log into a fresh copy
 * and compares every read-model table with the one the suite's projector built; a difference
 * fails the run. Suites that wrote read-model rows themselves (to set up a state) are skipped,
 * saying so. Each database is dropped afterwards. Answers the number of databases that differ.
 */
async function replayCheckOfApiDatabases(adminUrl, file) {
  if (!existsSync(file)) return 0;
  const kept = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  console.log(`\nReplay check (rebuild --verify) of the ${kept.length} databases the API suites left:`);
  let differing = 0;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  // One replay at a time: the check runs beside the browser suites, whose timings must not starve.
  const replay = async ({ database, url, suite, readModelsWrittenByHand }) => {
    const name = relative(root, suite ?? database);
    if (readModelsWrittenByHand) {
      console.log(`  skipped  ${name}: the suite wrote read-model rows itself`);
    } else {
      const started = Date.now();
      const run = await new Promise((resolve) => {
        const child = spawn(process.execPath, [join(root, 'services/projector/dist/main.js'), 'rebuild', '--verify'], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url, EVENT_STORE: 'postgres' },
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ status, output }));
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (run.status === 0) {
        console.log(`  ok       ${name} (${seconds} s)`);
      } else {
        differing += 1;
        console.log(`  DIFFERS  ${name} (${database}):\n${run.output.trimEnd().split('\n').slice(-40).map((line) => `    ${line}`).join('\n')}`);
      }
    }
    await admin.query(`drop database if exists "${database}" with (force)`);
  };
  try {
    const queue = [...kept];
    await Promise.all([0].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await replay(next);
    }));
  } finally {
    await admin.end();
  }
  console.log(differing === 0 ? 'Replay check: every replay equals its live read models' : `Replay check: ${differing} replays differ from their live read models`);
  return differing;
}

async function main() {
  const only = process.argv.slice(2);
  const files = [...compiled.flatMap((directory) => testFiles(join(root, directory))), ...testFiles(join(root, 'tests'))].filter(
    (file) => only.length === 0 || only.some((part) => file.includes(part)),
  );
  if (files.length === 0) {
    console.error('No test files found: run `npm run build` first.');
    process.exit(1);
  }

  let embedded;
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!adminUrl) {
    if (process.env.TEST_POSTGRES !== 'embedded' && (await postgresAnswers(LOCAL_POSTGRES))) {
      adminUrl = LOCAL_POSTGRES;
    } else {
      const port = Number(process.env.TEST_EMBEDDED_POSTGRES_PORT || 54330);
      console.log(`No PostgreSQL answers on 127.0.0.1:5432: the tests use an embedded one on port ${port}`);
      embedded = await startEmbeddedPostgres({ directory: 'test-postgres', port, persistent: false });
      adminUrl = embedded.adminUrl;
    }
  }
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!(await redisAnswers(redisUrl))) {
    console.warn(
      `Redis does not answer at ${redisUrl}: the app runs without it (sign-in throttling falls back to memory, ` +
        'background jobs answer 503), and the tests of those paths check that. Start Redis for the full behaviour.',
    );
  }

  // The API suites leave their databases for the replay check below (REPLAY_CHECK=off skips it).
  const replayCheck = process.env.REPLAY_CHECK !== 'off';
  const keptDatabases = join(mkdtempSync(join(tmpdir(), 'dealer-test-')), 'api-test-databases.jsonl');
  const environment = { ...process.env, NODE_ENV: 'test', ...databaseEnvironment(adminUrl), ...(replayCheck ? { API_TEST_DATABASES_FILE: keptDatabases } : {}) };
  const runTests = (group) =>
    group.length === 0
      ? Promise.resolve(0)
      : new Promise((resolve) => {
          const child = spawn(process.execPath, ['--test', '--test-reporter=spec', '--test-concurrency=1', ...group], { cwd: root, stdio: 'inherit', env: environment });
          child.on('exit', (exitCode) => resolve(exitCode ?? 1));
        });
  // The browser suites write no database the replay check reads: the check of what the other suites left
  // runs beside them instead of after everything (the run's wall time, not its work, is what CI bounds).
  const browser = files.filter((file) => file.includes(`${join('tests', 'e2e')}`));
  const others = files.filter((file) => !browser.includes(file));
  let code = await runTests(others);
  const [browserCode, differing] = await Promise.all([runTests(browser), replayCheck ? replayCheckOfApiDatabases(adminUrl, keptDatabases) : 0]);
  code = code || browserCode || (differing > 0 ? 1 : 0);
  if (embedded) await embedded.stop();
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
