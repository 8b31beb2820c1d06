#!/usr/bin/env node
// `npm test` (after the build): one node:test run over every workspace's compiled tests and the
// browser end-to-end tests. Against the PostgreSQL on 127.0.0.1:5432 when one answers there (or
// TEST_DATABASE_ADMIN_URL), else an embedded one. The replay check (`rebuild --verify` on every
// database the API suites filled) runs beside those suites; the browser suites run last, alone.
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
 * saying so. Each database is dropped afterwards.
 *
 * It follows `file` while the API suites run (each suite appends its database when it closes), one
 * replay at a time on the core the suites leave, and ends once `suitesDone()` and every database
 * listed is checked: the browser suites then run alone, their timings never starved by a replay.
 * Its lines are printed after the suites' own report. Answers the number of databases that differ.
 */
async function replayCheckOfApiDatabases(adminUrl, file, suitesDone) {
  const report = [];
  let differing = 0;
  let checked = 0;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const replay = async ({ database, url, suite, readModelsWrittenByHand }) => {
    const name = relative(root, suite ?? database);
    if (readModelsWrittenByHand) {
      report.push(`  skipped  ${name}: the suite wrote read-model rows itself`);
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
        report.push(`  ok       ${name} (${seconds} s)`);
      } else {
        differing += 1;
        report.push(`  DIFFERS  ${name} (${database}):\n${run.output.trimEnd().split('\n').slice(-40).map((line) => `    ${line}`).join('\n')}`);
      }
    }
    await admin.query(`drop database if exists "${database}" with (force)`);
  };
  // Only whole lines: a suite appends its line in one write, but a read may come between.
  const listed = () => {
    if (!existsSync(file)) return [];
    const text = readFileSync(file, 'utf8');
    return text.slice(0, text.lastIndexOf('\n') + 1).split('\n').filter(Boolean);
  };
  try {
    for (;;) {
      const done = suitesDone();
      const lines = listed();
      if (checked < lines.length) {
        await replay(JSON.parse(lines[checked]));
        checked += 1;
      } else if (done) {
        break;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    await admin.end();
  }
  console.log(`\nReplay check (rebuild --verify) of the ${checked} databases the API suites left:\n${report.join('\n')}`);
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
  const runTests = (group, concurrency = 1, failedFilesTo = null) =>
    group.length === 0
      ? Promise.resolve(0)
      : new Promise((resolve) => {
          const reporters = failedFilesTo
            ? ['--test-reporter=spec', '--test-reporter-destination=stdout', `--test-reporter=${join(__dirname, 'failed-files-reporter.mjs')}`, `--test-reporter-destination=${failedFilesTo}`]
            : ['--test-reporter=spec'];
          const child = spawn(process.execPath, ['--test', ...reporters, `--test-concurrency=${concurrency}`, ...group], { cwd: root, stdio: 'inherit', env: environment });
          child.on('exit', (exitCode) => resolve(exitCode ?? 1));
        });
  // The replay check follows the API suites, on the core they leave; the browser suites run after both, alone.
  const browser = files.filter((file) => file.includes(`${join('tests', 'e2e')}`));
  const others = files.filter((file) => !browser.includes(file));
  let suitesDone = false;
  const [othersCode, differing] = await Promise.all([
    runTests(others).then((exitCode) => {
      suitesDone = true;
      return exitCode;
    }),
    replayCheck ? replayCheckOfApiDatabases(adminUrl, keptDatabases, () => suitesDone) : 0,
  ]);
  // A browser suite spends most of its time waiting on the page (about a third of a core): two at a
  // time, each on its own app, database and browser, keep both cores busy (E2E_CONCURRENCY=1 for one).
  const failedBrowserFiles = join(tmpdir(), `dealer-e2e-failed-${process.pid}.txt`);
  let browserCode = await runTests(browser, Number(process.env.E2E_CONCURRENCY || 2), failedBrowserFiles);
  // A browser suite that failed beside another runs once more, alone (Playwright's retries): a real
  // defect fails again; one that passes alone is named as flaky, to be made robust.
  const failed = existsSync(failedBrowserFiles) ? readFileSync(failedBrowserFiles, 'utf8').split('\n').filter(Boolean) : [];
  if (browserCode !== 0 && failed.length > 0 && failed.length <= 3) {
    console.log(`\nRunning again, alone, the browser suites that failed: ${failed.map((file) => relative(root, file)).join(', ')}`);
    browserCode = await runTests(failed, 1);
    if (browserCode === 0) console.log(`FLAKY (failed beside another suite, passed alone): ${failed.map((file) => relative(root, file)).join(', ')}`);
  }
  const code = othersCode || browserCode || (differing > 0 ? 1 : 0);
  if (embedded) await embedded.stop();
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
