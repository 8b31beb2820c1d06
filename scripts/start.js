#!/usr/bin/env node
// `npm start`: the API (with the built web client) and the projector, each its own process,
// each restarted when it dies (scripts/supervisor.js).
// Without DATABASE_URL an embedded PostgreSQL is started under .data/postgres. DATABASE_URL (or
// the embedded server's superuser) is the owner: it migrates the log, then the services connect
// as their own roles, which cannot change the log (scripts/database-roles.js; README "Database
// roles"). DATABASE_ROLES=off runs both as the owner, as before.
'use strict';
const { supervise } = require('./supervisor');
const { startEmbeddedPostgres, ensureDatabase } = require('./embedded-postgres');
const { prepareDatabaseRoles } = require('./database-roles');
const { join } = require('node:path');
const { redisKeyPrefixOf } = require('../libs/read-models/dist/exports/redis-key-prefix');

const root = join(__dirname, '..');
const children = [];
let embedded;
let stopping = false;

async function startEmbeddedDatabase() {
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT || 54329);
  embedded = await startEmbeddedPostgres({ directory: 'postgres', port });
  console.log(`Embedded PostgreSQL on port ${port}`);
  return ensureDatabase(embedded.adminUrl, 'dealer');
}

/** A service that is restarted when it dies (bounded backoff, scripts/supervisor.js); the others keep running. */
function run(name, script, environment) {
  children.push(supervise(name, { args: [script], cwd: root, env: environment }));
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => child.stop()));
  if (embedded) await embedded.stop();
  process.exit(code);
}

/** The URL each service connects with: its own role's, unless DATABASE_ROLES=off. */
async function servicesDatabaseUrls(ownerUrl) {
  if (process.env.DATABASE_ROLES === 'off') {
    console.warn('DATABASE_ROLES=off: the API and the projector connect as the owner, who can change the event log');
    return { api: ownerUrl, projector: ownerUrl };
  }
  const roles = await prepareDatabaseRoles({ ownerUrl, appUrl: process.env.APP_DATABASE_URL, projectorUrl: process.env.PROJECTOR_DATABASE_URL });
  console.log(`The API connects as ${roles.appRole} (events: insert and read only), the projector as ${roles.projectorRole}`);
  return { api: roles.appUrl, projector: roles.projectorUrl };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || (await startEmbeddedDatabase());
  const urls = await servicesDatabaseUrls(databaseUrl);
  const environment = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    // One prefix for both services, from the owner's URL: their own URLs may name the server differently.
    REDIS_KEY_PREFIX: redisKeyPrefixOf(databaseUrl, process.env.REDIS_KEY_PREFIX),
    PORT: process.env.PORT || '3000',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR || join(root, 'web', 'dist'),
  };
  run('projector', join(root, 'services/projector/dist/main.js'), { ...environment, DATABASE_URL: urls.projector });
  run('command-api', join(root, 'services/command-api/dist/main.js'), { ...environment, DATABASE_URL: urls.api });
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
}

main().catch(async (error) => {
  console.error(error);
  await stop(1);
});
