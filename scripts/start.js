#!/usr/bin/env node
// `npm start`: the API (with the built web client) and the projector, each its own process.
// Without DATABASE_URL an embedded PostgreSQL is started under .data/postgres.
'use strict';
const { spawn } = require('node:child_process');
const { startEmbeddedPostgres, ensureDatabase } = require('./embedded-postgres');
const { join } = require('node:path');

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

function run(name, script, environment) {
  const child = spawn(process.execPath, [script], { cwd: root, env: environment, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal || code}); stopping everything`);
    void stop(1);
  });
  children.push(child);
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  if (embedded) await embedded.stop();
  process.exit(code);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || (await startEmbeddedDatabase());
  const environment = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    PORT: process.env.PORT || '3000',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR || join(root, 'web', 'dist'),
  };
  run('projector', join(root, 'services/projector/dist/main.js'), environment);
  run('command-api', join(root, 'services/command-api/dist/main.js'), environment);
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
}

main().catch(async (error) => {
  console.error(error);
  await stop(1);
});
